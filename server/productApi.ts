import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { PRODUCT_PATHS } from '@/domain/productPaths';
import { createMemoryThemeStore, type ThemeStore } from './themeStore';
import { PUBLIC_NETWORKS, type NetworkEndpoints } from './networkEndpoints';
import { createAccountRoutes } from './account/accountRoutes';
import type { ProductAccountStore } from './account/productAccountStore';
import { createPasswordRoutes } from './account/passwordRoutes';
import {
  createDelegationRoutes,
  type DelegationRoutesOptions,
} from './delegation/delegationRoutes';
import type { PasswordStore } from './account/passwordStore';
import { createPostReportRoutes } from './report/postReportRoutes';
import type { PostReportStore } from './report/postReportStore';
import { createReaderActionRoutes } from './readerActions/readerActionRoutes';
import type { ReaderActionStore } from './readerActions/readerActionStore';
import { createClaimStrategyRoutes } from './redPacket/claimStrategyRoutes';
import type { ClaimStrategyStore } from './redPacket/claimStrategyStore';
import type { ClaimKeyStore } from './redPacket/claimKeyStore';
import type { XAccountStore } from './x/xAccountStore';
import { createXRoutes, type XServiceConfig } from './x/xRoutes';
import type { VideoConverter } from './video/videoConverter';
import { createVideoConvertRoutes } from './video/videoConvertRoutes';
import { mountComposerRoutes, type ComposerRoutesOptions } from './composer/composerRoutes';
import { mountScheduleRoutes, type ScheduleRoutesOptions } from './schedule/scheduleRoutes';
import { mountNotificationRoutes } from './notifications/notificationRoutes';
import { createSandboxClockRoutes, type ScheduleClock } from './schedule/scheduleClock';
import type { ProfileProofs } from './account/proofs/createProfileProofs';
import { createRateLimiter, type RateLimiter } from './http/rateLimiter';
import { RATE_LIMITS, type RateLimitPolicies } from './http/rateLimitPolicies';
import { readRequestFacts } from './http/requestFacts';
import { trustedProxies } from './http/trustedProxies';
import { openServerDatabase } from './storage/openServerDatabase';
import { bodyLimit, DEFAULT_BODY_LIMIT, ROUTE_BODY_LIMITS } from './http/bodyLimit';
import { mountPushRoutes, type PushRoutesOptions } from './push/pushRoutes';
import { mountWalletRoutes, type WalletRoutesOptions } from './wallet/walletRoutes';

/** Sandbox mode: the cookie naming a person the sandbox minted, to sign in as instead of the demo. */
export const SANDBOX_PERSON_COOKIE = 'polycast_sandbox_person';

/** The sandbox's demo person as the app sees it: public facts, no credentials. */
export interface SandboxDemoIdentity {
  name: string;
  accounts: {
    source: 'Farcaster' | 'Lens' | 'Twitter' | 'Bsky';
    accountId: string;
    handle: string;
    displayName: string;
  }[];
  /**
   * Sandbox test credentials for the one-click sign-in: the PDS password and
   * the local chain's dev wallet that owns the demo's Farcaster fid and Lens
   * account. Well-known test keys of a local chain, never real ones.
   */
  signIn: {
    bskyPassword: string;
    wallet: { address: string; privateKey: string };
    /** The sandbox Solana wallet's keypair (base58, 64 bytes), for the sandbox wallet. */
    solanaWallet?: { address: string; secretKey: string };
  };
}

export interface ProductApiOptions {
  themes?: ThemeStore;
  /**
   * Sandbox mode only: who the one-click demo sign-in signs in as. Asked on
   * each request, since the sandbox may come up after the server: the demo
   * person, or the person the sandbox minted whose id the browser's
   * `polycast_sandbox_person` cookie names (tests that need an account of
   * their own).
   */
  sandboxDemo?: (
    person?: string,
  ) => SandboxDemoIdentity | undefined | Promise<SandboxDemoIdentity | undefined>;
  /** Where the app reaches the networks (asked per request); the public ones by default. */
  networks?: () => NetworkEndpoints | undefined;
  /** X through the server: the accounts' sealed tokens, and where X is; needs `accounts`. */
  x?: { store: XAccountStore; config: () => XServiceConfig | undefined; now?: () => number };
  /** Polycast accounts and the profiles they link (`/api/account/…`); needs `proofs`. */
  accounts?: ProductAccountStore;
  /** Profile proofs: a profile is linked to an account only with one (docs/security.md). */
  proofs?: ProfileProofs;
  /** Counts requests for the rate limits, across processes (in memory by default: tests). */
  limiter?: RateLimiter;
  /** The rate limits (RATE_LIMITS by default; the sandbox's are higher). */
  rateLimits?: RateLimitPolicies;
  /** Proxies whose X-Forwarded-* headers are believed (addresses or CIDR ranges); none by default. */
  trustedProxies?: readonly string[];
  /** The accounts' passwords (`/api/account/password`, composer.md §5.6); needs `accounts`. */
  passwords?: PasswordStore;
  /** What accounts let the server post on for scheduled posts (`/api/delegations`); needs `accounts`. */
  delegations?: Omit<DelegationRoutesOptions, 'accounts' | 'networks'>;
  /** Scheduled posts (composer.md §7.2); needs `accounts` for the session. */
  schedule?: Omit<ScheduleRoutesOptions, 'accounts'>;
  /** Sandbox only: the schedule's clock, moved by `/api/sandbox/clock`. */
  sandboxClock?: ScheduleClock;
  /** Post reports (`/api/logpush`); needs `accounts` for the session. */
  reports?: PostReportStore;
  /** The reader's switches and reports a network keeps none of (`/api/reader-actions`); needs `accounts`. */
  readerActions?: ReaderActionStore;
  /** Red packet claim strategies (`/api/red-packet/…`); needs `accounts` for the session. */
  redPackets?: { strategies: ClaimStrategyStore; keys: ClaimKeyStore };
  /** Video convert jobs (`/v1/post/convert`, composer.md §7.5). */
  videos?: VideoConverter;
  /** Browser push: the VAPID key and the subscriptions (reading.md §3.16); needs `accounts`. */
  push?: Omit<PushRoutesOptions, 'accounts'>;
  /** Link previews, polls, channels, mentions, anonymous posts (composer.md §7.4, §7.6, §7.7). */
  composer?: Omit<ComposerRoutesOptions, 'accounts'>;
  /** Tip recipients, prices, the token list, address detection, tip reports (wallet.md §7.1, §7.2). */
  wallet?: WalletRoutesOptions;
}

const themeQuerySchema = z.object({ root_class: z.enum(['light', 'dark']) });
const viewerIdSchema = z.string().uuid().catch('anonymous');

/** Files on the storage the app uploads to (Farcaster media): nothing else is converted. */
export function storageOriginsOf(networks: ProductApiOptions['networks']): string[] {
  const current = networks ? networks() : PUBLIC_NETWORKS;
  return current ? [new URL(current.lens.storage).origin] : [];
}

/** The product server's HTTP API (composer.md §7). */
export function createProductApi(options: ProductApiOptions = {}) {
  const themes = options.themes ?? createMemoryThemeStore();
  const limiter = options.limiter ?? createRateLimiter(openServerDatabase());
  const limits = options.rateLimits ?? RATE_LIMITS;
  const api = new Hono();
  // First of all: no body is read past its limit, whichever route (or no route) gets it.
  api.use('*', bodyLimit({ maxBytes: DEFAULT_BODY_LIMIT, routes: ROUTE_BODY_LIMITS }));
  // Who is asking, believing forwarded headers only from our proxies.
  api.use('*', readRequestFacts(trustedProxies(options.trustedProxies ?? [])));

  api.get('/api/health', (c) => c.json({ ok: true }));

  // composer.md §7.1: POST /api/settings/theme?root_class=dark|light
  api.post(PRODUCT_PATHS.theme, (c) => {
    const query = themeQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      return c.json({ error: 'root_class must be "light" or "dark"' }, 400);
    }
    const viewerId = viewerIdSchema.parse(c.req.header('x-viewer-id'));
    themes.set(viewerId, query.data.root_class);
    return c.json({ root_class: query.data.root_class });
  });

  api.get(PRODUCT_PATHS.theme, (c) => {
    const viewerId = viewerIdSchema.parse(c.req.header('x-viewer-id'));
    return c.json({ root_class: themes.get(viewerId) ?? null });
  });

  api.get('/api/networks', (c) => {
    const networks = options.networks ? options.networks() : PUBLIC_NETWORKS;
    if (!networks) return c.json({ error: 'The networks are not up yet' }, 503);
    return c.json(networks, 200, { 'Cache-Control': 'no-store' });
  });

  if (options.sandboxClock)
    api.route('/api/sandbox/clock', createSandboxClockRoutes(options.sandboxClock));

  api.get('/api/sandbox/demo', async (c) => {
    const person = /^p\d{1,6}$/.exec(getCookie(c, SANDBOX_PERSON_COOKIE) ?? '')?.[0];
    const demo = await options.sandboxDemo?.(person);
    if (!demo) return c.json({ error: 'Not running against the sandbox' }, 404);
    return c.json(demo, 200, { 'Cache-Control': 'no-store' });
  });

  if (options.accounts) {
    const { accounts, reports, redPackets, passwords, proofs } = options;
    if (!proofs)
      throw new Error('Polycast accounts need profile proofs (ProductApiOptions.proofs)');
    if (passwords) {
      api.route(
        '/api/account/password',
        createPasswordRoutes(accounts, passwords, { limiter, ...limits }),
      );
    }
    api.route('/api/account', createAccountRoutes({ store: accounts, proofs, limiter, limits }));
    if (reports) api.route(PRODUCT_PATHS.postReport, createPostReportRoutes(accounts, reports));
    if (options.readerActions)
      api.route(
        PRODUCT_PATHS.readerActions,
        createReaderActionRoutes(accounts, options.readerActions),
      );
    if (redPackets) {
      api.route(
        '/api/red-packet',
        createClaimStrategyRoutes({
          accounts,
          ...redPackets,
          limiter,
          keysPerAccount: limits.redPacketKeysPerAccount,
        }),
      );
    }
    if (options.schedule) {
      mountScheduleRoutes(api, { ...options.schedule, accounts });
      mountNotificationRoutes(api, {
        accounts,
        schedule: options.schedule.store,
        ...(options.wallet?.tips ? { tips: options.wallet.tips } : {}),
      });
    }
    if (options.push) mountPushRoutes(api, { ...options.push, accounts });
    if (options.delegations) {
      const networks = () => (options.networks ? options.networks() : PUBLIC_NETWORKS);
      api.route(
        '/api/delegations',
        createDelegationRoutes({ ...options.delegations, accounts, networks }),
      );
    }
  }

  if (options.x && options.accounts) {
    const { store, config, now } = options.x;
    api.route(
      '/api/x',
      createXRoutes({
        store,
        accounts: options.accounts,
        x: config,
        limiter,
        signInLimit: limits.xSignInPerAddress,
        ...(now ? { now } : {}),
      }),
    );
  }

  if (options.videos && options.accounts) {
    api.route(
      '/v1/post',
      createVideoConvertRoutes({
        converter: options.videos,
        storageOrigins: () => storageOriginsOf(options.networks),
        accounts: options.accounts,
        limiter,
        perAccount: limits.videoConvertPerAccount,
      }),
    );
  }

  if (options.composer) {
    mountComposerRoutes(
      api,
      { ...options.composer, ...(options.accounts ? { accounts: options.accounts } : {}) },
      { limiter, limits },
    );
  }

  if (options.wallet) {
    mountWalletRoutes(
      api,
      { ...options.wallet, ...(options.accounts ? { accounts: options.accounts } : {}) },
      { limiter, limits },
    );
  }

  api.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  api.all('/v1/*', (c) => c.json({ error: 'Not found' }, 404));
  return api;
}
