import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ProductAccountStore } from '../account/productAccountStore';
import { sessionOf } from '../account/requireProductSession';
import type { ComposerNetworks } from '../composer/composerNetworks';
import { rateLimited, type RateLimiter, type RateRule } from '../http/rateLimiter';
import { clientAddress } from '../http/requestFacts';
import {
  firstIssue,
  NotConfiguredError,
  UpstreamError,
  upstreamFailure,
} from '../composer/upstream';
import {
  MENTION_SIZES,
  mergeIdentities,
  searchBsky,
  searchFarcaster,
  searchLens,
  searchX,
  type MentionIdentity,
  type MentionPlatform,
} from './mentionSearch';

const PLATFORMS = ['Farcaster', 'Lens', 'Bsky', 'Twitter'] as const;

/** composer.md §5.7: a mention query is at most 50 characters. */
const queryText = z
  .string()
  .trim()
  .transform((q) => q.replace(/^@/, ''))
  .pipe(z.string().min(1, 'q is required').max(50, 'q is at most 50 characters'));

const platformsParam = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return [...PLATFORMS];
    const names = value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    const unknown = names.find((name) => !(PLATFORMS as readonly string[]).includes(name));
    if (unknown) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown platform ${unknown}; one of ${PLATFORMS.join(', ')}`,
      });
      return z.NEVER;
    }
    return names as MentionPlatform[];
  });

const sized = (max: number) => z.coerce.number().int().min(1).max(max).default(max);

export interface MentionRouteOptions {
  networks: () => ComposerNetworks | undefined;
  /** An X access token the server searches X with (its own account); none: no X results. */
  xAccessToken?: () => Promise<string | undefined>;
  /** X is searched only for a Polycast session (the product's own X account pays for it). */
  accounts?: ProductAccountStore;
  limiter: RateLimiter;
  limits: { searchPerAddress: RateRule; xSearchPerAccount: RateRule };
}

/** Why X was left out of a search made without a Polycast session. */
export const X_SEARCH_NEEDS_SESSION = 'Sign in to Polycast to search X.';

/**
 * `/api/mentions/…` (composer.md §2.4, §5.7, §7.7): profile search for the
 * mention editor, each answering `{code: 0, data: {profiles}}` with profiles
 * as the composer model's SearchIdentity plus `hit` and `score`, best first:
 * - `GET identity?q&platforms&size=50`: Farcaster (the client's user search)
 *   and Lens (`accounts`), or the platforms named (comma-separated contract
 *   values), profiles one wallet holds linked as `related_profiles`;
 * - `GET bsky?q&limit=10`: Bluesky (`app.bsky.actor.searchActors`);
 * - `GET twitter?q&limit=30`: X (`GET /2/users/search`);
 * - `GET search?q&platforms`: the three merged, each profile once, at most 90;
 *   a network that fails is left out and named in `data.errors`.
 * Errors: 400 `{code, error}` (q empty or over 50 characters, unknown
 * platform), 502 when the one network asked fails, 503 when it is not
 * configured; 429 past the rate limits (per address; X per account too).
 * X is searched with the product's own X account, so only for a caller with
 * a Polycast session (401 for `twitter` without one; left out of `search`).
 */
export function createMentionRoutes(options: MentionRouteOptions) {
  const app = new Hono();
  const { limiter, limits } = options;
  app.use(
    '*',
    rateLimited(limiter, 'search', [
      { rule: limits.searchPerAddress, key: (c) => clientAddress(c) },
    ]),
  );
  /** The caller's account, when X may be searched for it (and its X allowance is not used up). */
  const xSearcher = (
    c: Context,
  ): { ok: true } | { ok: false; status: 401 | 429; error: string } => {
    const session = options.accounts ? sessionOf(c, options.accounts) : undefined;
    if (!session) return { ok: false, status: 401, error: X_SEARCH_NEEDS_SESSION };
    const taken = limiter.take(`x-search:${session.accountId}`, limits.xSearchPerAccount);
    return taken.ok
      ? { ok: true }
      : { ok: false, status: 429, error: 'Too many X searches. Try again in a minute.' };
  };
  app.onError((error, c) => {
    if (error instanceof UpstreamError) return upstreamFailure(c, error);
    throw error;
  });

  const bad = (c: Context, error: string) => c.json({ code: 400, error }, 400);
  const unconfigured = (network: string) => new NotConfiguredError(network);
  const profiles = (
    c: Context,
    list: MentionIdentity[],
    errors: { platform: string; error: string }[] = [],
  ) =>
    c.json({ code: 0, data: { profiles: list, ...(errors.length ? { errors } : {}) } }, 200, {
      'Cache-Control': 'private, max-age=60',
    });

  /** One search per platform asked, each answering its list or its failure. */
  function searches(
    q: string,
    platforms: readonly MentionPlatform[],
    sizes: Record<MentionPlatform, number>,
  ) {
    const networks = options.networks() ?? {};
    const run: Record<MentionPlatform, () => Promise<MentionIdentity[]>> = {
      Farcaster: () => {
        if (!networks.farcaster) throw unconfigured('Farcaster');
        return searchFarcaster(networks.farcaster, q, sizes.Farcaster);
      },
      Lens: () => {
        if (!networks.lens) throw unconfigured('Lens');
        return searchLens(networks.lens.api, q, sizes.Lens);
      },
      Bsky: () => {
        if (!networks.bsky) throw unconfigured('Bluesky');
        return searchBsky(networks.bsky.appView, q, sizes.Bsky);
      },
      Twitter: async () => {
        const token = await options.xAccessToken?.();
        if (!networks.x || !token) throw unconfigured('X');
        return searchX(networks.x.apiUrl, token, q, sizes.Twitter);
      },
    };
    return platforms.map((platform) =>
      Promise.resolve()
        .then(run[platform])
        .then(
          (list) => ({ platform, list, error: undefined }),
          (error: unknown) => {
            if (!(error instanceof UpstreamError)) throw error;
            return { platform, list: [] as MentionIdentity[], error };
          },
        ),
    );
  }

  /** Runs the searches; with `strict`, the first failure fails the answer. */
  async function collect(
    q: string,
    platforms: readonly MentionPlatform[],
    sizes: Record<MentionPlatform, number>,
    strict: boolean,
  ) {
    const done = await Promise.all(searches(q, platforms, sizes));
    const failed = done.filter((d) => d.error);
    if (strict && failed[0]?.error) throw failed[0].error;
    return {
      lists: done.map((d) => d.list),
      errors: failed.map((d) => ({ platform: d.platform, error: d.error?.message ?? 'failed' })),
    };
  }

  app.get('/identity', async (c) => {
    const query = z
      .object({
        q: queryText,
        platforms: platformsParam.default(['Farcaster', 'Lens']),
        size: sized(MENTION_SIZES.identity),
      })
      .safeParse(c.req.query());
    if (!query.success) return bad(c, firstIssue(query.error));
    const { q, platforms, size } = query.data;
    const each = { Farcaster: size, Lens: size, Bsky: size, Twitter: size };
    const { lists, errors } = await collect(q, platforms, each, platforms.length === 1);
    return profiles(c, mergeIdentities(lists, size), errors);
  });

  const single = (platform: 'Bsky' | 'Twitter', max: number) => async (c: Context) => {
    const query = z.object({ q: queryText, limit: sized(max) }).safeParse(c.req.query());
    if (!query.success) return bad(c, firstIssue(query.error));
    if (platform === 'Twitter') {
      const allowed = xSearcher(c);
      if (!allowed.ok)
        return c.json({ code: allowed.status, error: allowed.error }, allowed.status);
    }
    const sizes = { Farcaster: 0, Lens: 0, Bsky: query.data.limit, Twitter: query.data.limit };
    const { lists } = await collect(query.data.q, [platform], sizes, true);
    return profiles(c, mergeIdentities(lists, query.data.limit));
  };
  app.get('/bsky', single('Bsky', MENTION_SIZES.bsky));
  app.get('/twitter', single('Twitter', MENTION_SIZES.twitter));

  app.get('/search', async (c) => {
    const query = z.object({ q: queryText, platforms: platformsParam }).safeParse(c.req.query());
    if (!query.success) return bad(c, firstIssue(query.error));
    const { q } = query.data;
    const xAllowed = query.data.platforms.includes('Twitter')
      ? xSearcher(c)
      : { ok: true as const };
    const platforms = xAllowed.ok
      ? query.data.platforms
      : query.data.platforms.filter((p) => p !== 'Twitter');
    const leftOut = xAllowed.ok ? [] : [{ platform: 'Twitter', error: xAllowed.error }];
    const isIdentity = (i: number) => platforms[i] === 'Farcaster' || platforms[i] === 'Lens';
    const sizes = {
      Farcaster: MENTION_SIZES.identity,
      Lens: MENTION_SIZES.identity,
      Bsky: MENTION_SIZES.bsky,
      Twitter: MENTION_SIZES.twitter,
    };
    const { lists, errors } = await collect(q, platforms, sizes, false);
    // The identity part (Farcaster and Lens) is held to its own size first.
    const identity = mergeIdentities(
      lists.filter((_, i) => isIdentity(i)),
      MENTION_SIZES.identity,
    );
    const others = lists.filter((_, i) => !isIdentity(i));
    return profiles(c, mergeIdentities([identity, ...others], MENTION_SIZES.merged), [
      ...errors,
      ...leftOut,
    ]);
  });

  return app;
}
