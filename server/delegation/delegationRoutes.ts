import { Hono, type Context } from 'hono';
import type { z } from 'zod/mini';
import { POST_SOURCES, type PostSource } from '@/domain/networks';
import {
  bskyDelegationRequestSchema,
  farcasterConfirmRequestSchema,
  farcasterKeyRequestSchema,
  lensDelegationRequestSchema,
  xDelegationRequestSchema,
} from '@/domain/schedule/delegationContract';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
import type { NetworkEndpoints } from '../networkEndpoints';
import type { XAccountStore } from '../x/xAccountStore';
import { delegateBsky, endBskySession } from './bskyDelegation';
import type { DelegationStore } from './delegationStore';
import { confirmFarcasterKey, farcasterSignerKey } from './farcasterDelegation';
import { delegateLens } from './lensDelegation';
import type { BskySecret, XSecret } from './delegationSecrets';

export interface DelegationRoutesOptions {
  accounts: ProductAccountStore;
  store: DelegationStore;
  /** Where the networks are (asked per request: the sandbox may come up after the server). */
  networks: () => NetworkEndpoints | undefined;
  /** The X accounts the server signed in (`/api/x`); without them X cannot be delegated. */
  xAccounts?: XAccountStore;
  /** Told after a delegation was made, replaced or revoked (adapters made for it are dropped). */
  changed?: (accountId: string, platform: PostSource, platformUserId: string) => void;
  /** Whether a live delegation can still post (an X one needs its device's X sign-in); all by default. */
  usable?: (accountId: string, platform: PostSource, platformUserId: string) => boolean;
}

type Env = SessionEnv;

const refuse = (c: Context, status: 400 | 404 | 409 | 502 | 503, error: string) =>
  c.json({ error }, status);

async function bodyOf<S extends z.ZodMiniType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; value: z.infer<S> } | { ok: false; message: string }> {
  const body: unknown = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data as z.infer<S> };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    message: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'not valid'}`,
  };
}

/**
 * `/api/delegations`: what the signed-in Polycast account let the server
 * post on for its scheduled posts (issue 7), its handover per network, and
 * revoking. Answers never carry a secret; secrets are never logged.
 */
export function createDelegationRoutes(options: DelegationRoutesOptions) {
  const { store } = options;
  const changed = options.changed ?? (() => undefined);
  const app = new Hono<Env>();
  app.use('*', requireProductSession(options.accounts));

  const answer = (c: Context<Env>, platform: PostSource, platformUserId: string) => {
    changed(c.get('accountId'), platform, platformUserId);
    const delegation = listOf(c.get('accountId')).find(
      (d) => d.platform === platform && d.platformUserId === platformUserId,
    );
    return c.json({ data: delegation }, 201);
  };

  const usable = options.usable ?? (() => true);
  const listOf = (accountId: string) =>
    store.list(accountId).filter((d) => usable(accountId, d.platform, d.platformUserId));

  app.get('/', (c) => c.json({ data: { delegations: listOf(c.get('accountId')) } }));

  app.post('/farcaster/key', async (c) => {
    const body = await bodyOf(c, farcasterKeyRequestSchema);
    if (!body.ok) return refuse(c, 400, body.message);
    const networks = options.networks();
    if (!networks) return refuse(c, 503, 'The networks are not up yet');
    const key = await farcasterSignerKey(
      store,
      c.get('accountId'),
      networks.farcaster.hub,
      body.value,
    );
    changed(c.get('accountId'), 'Farcaster', String(body.value.fid));
    return c.json({ data: key });
  });

  app.post('/farcaster/confirm', async (c) => {
    const body = await bodyOf(c, farcasterConfirmRequestSchema);
    if (!body.ok) return refuse(c, 400, body.message);
    const networks = options.networks();
    if (!networks) return refuse(c, 503, 'The networks are not up yet');
    const confirmed = await confirmFarcasterKey(
      store,
      c.get('accountId'),
      networks.farcaster.hub,
      body.value.fid,
    );
    if (!confirmed.ok) return refuse(c, confirmed.status, confirmed.message);
    return answer(c, 'Farcaster', String(body.value.fid));
  });

  app.post('/bsky', async (c) => {
    const body = await bodyOf(c, bskyDelegationRequestSchema);
    if (!body.ok) return refuse(c, 400, body.message);
    const networks = options.networks();
    if (!networks) return refuse(c, 503, 'The networks are not up yet');
    const made = await delegateBsky(store, c.get('accountId'), networks.bsky.service, body.value);
    if (!made.ok) return refuse(c, made.status, made.message);
    return answer(c, 'Bsky', body.value.did);
  });

  app.post('/lens', async (c) => {
    const body = await bodyOf(c, lensDelegationRequestSchema);
    if (!body.ok) return refuse(c, 400, body.message);
    const networks = options.networks();
    if (!networks) return refuse(c, 503, 'The networks are not up yet');
    const made = await delegateLens(store, c.get('accountId'), networks.lens.api, body.value);
    if (!made.ok) return refuse(c, made.status, made.message);
    return answer(c, 'Lens', body.value.account);
  });

  app.post('/x', async (c) => {
    const body = await bodyOf(c, xDelegationRequestSchema);
    if (!body.ok) return refuse(c, 400, body.message);
    // Only an X account this Polycast account signed in to (its own tokens) can be delegated.
    const x = options.xAccounts?.get(c.get('accountId'), body.value.xUserId);
    if (!x) return refuse(c, 400, 'Sign in to X first.');
    const secret: XSecret = {};
    store.put(c.get('accountId'), {
      platform: 'Twitter',
      platformUserId: x.id,
      handle: x.username,
      live: true,
      secret,
    });
    return answer(c, 'Twitter', x.id);
  });

  app.delete('/:platform/:platformUserId', async (c) => {
    const platform = POST_SOURCES.find((p) => p === c.req.param('platform'));
    const platformUserId = c.req.param('platformUserId');
    if (!platform) return refuse(c, 404, 'No such network');
    const bsky =
      platform === 'Bsky'
        ? store.get<BskySecret>(c.get('accountId'), platform, platformUserId)
        : undefined;
    const removed = store.remove(c.get('accountId'), platform, platformUserId);
    const service = options.networks()?.bsky.service;
    if (bsky && service) await endBskySession(service, bsky.secret);
    changed(c.get('accountId'), platform, platformUserId);
    return removed ? c.body(null, 204) : refuse(c, 404, 'Nothing to revoke');
  });

  return app;
}
