import type { Hono } from 'hono';
import type { ProductAccountStore } from '../account/productAccountStore';
import type { AnonymousPoster } from '../anonymous/anonymousPoster';
import { createAnonymousRoutes } from '../anonymous/anonymousRoutes';
import { createChannelRoutes } from '../channels/channelRoutes';
import { createImageProxyRoutes } from '../linkPreview/imageProxyRoutes';
import { createLinkPreviewRoutes, type LinkPreviewOptions } from '../linkPreview/linkPreviewRoutes';
import { createMentionRoutes } from '../mentions/mentionRoutes';
import { createPollFrameRoutes, createPollRoutes, createPollVoteRoutes } from '../polls/pollRoutes';
import type { PollStore } from '../polls/pollStore';
import type { RateLimiter } from '../http/rateLimiter';
import type { RateLimitPolicies } from '../http/rateLimitPolicies';
import type { ComposerNetworks } from './composerNetworks';

/** The composer's server side (composer.md §7.4, §7.6, §7.7); docs/decisions-composer-server.md. */
export interface ComposerRoutesOptions {
  /** Polycast accounts: polls and anonymous posts need the session. */
  accounts?: ProductAccountStore;
  polls?: PollStore;
  linkPreview?: LinkPreviewOptions;
  /** Where channel and mention searches go. */
  networks?: () => ComposerNetworks | undefined;
  /** An access token of the product's own X account, for X profile search. */
  xAccessToken?: () => Promise<string | undefined>;
  anonymous?: AnonymousPoster;
}

/** What the composer's routes count requests with. */
export interface ComposerRoutesLimits {
  limiter: RateLimiter;
  limits: RateLimitPolicies;
}

/**
 * Mounts `GET /oembed`, `GET /api/proxy-image`, `/v1/vote_frame/…`, `/v2/vote_frame/poll/vote`, `/frames/polls/…`,
 * `/api/channels/…`, `/api/mentions/…` and `/api/anonymous/…`.
 */
export function mountComposerRoutes(
  api: Hono,
  options: ComposerRoutesOptions,
  { limiter, limits }: ComposerRoutesLimits,
) {
  const { accounts, polls, networks, anonymous } = options;
  api.route('/oembed', createLinkPreviewRoutes(options.linkPreview));
  // A link card's picture, as bytes (Bluesky uploads it as the card's thumbnail).
  const allowedOrigins = options.linkPreview?.allowedOrigins;
  api.route('/api/proxy-image', createImageProxyRoutes(allowedOrigins ? { allowedOrigins } : {}));
  if (polls) {
    if (accounts) {
      api.route('/v1/vote_frame', createPollRoutes(accounts, polls));
      api.route('/v2/vote_frame', createPollVoteRoutes(accounts, polls));
    }
    api.route('/frames/polls', createPollFrameRoutes(polls));
  }
  if (networks) {
    api.route('/api/channels', createChannelRoutes({ networks, limiter, limits }));
    api.route(
      '/api/mentions',
      createMentionRoutes({
        networks,
        limiter,
        limits,
        ...(accounts ? { accounts } : {}),
        ...(options.xAccessToken ? { xAccessToken: options.xAccessToken } : {}),
      }),
    );
  }
  if (anonymous && accounts)
    api.route('/api/anonymous', createAnonymousRoutes(accounts, anonymous));
}
