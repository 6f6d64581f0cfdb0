import { Hono } from 'hono';
import { z } from 'zod';
import { parseJsonBody } from '../http/parseJsonBody';
import { POST_PLATFORMS } from '../http/postPlatforms';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
import { rateLimited, type RateLimiter, type RateRule } from '../http/rateLimiter';
import { RED_PACKET_NETWORKS, type ClaimKeyStore } from './claimKeyStore';
import type { ClaimStrategyStore } from './claimStrategyStore';
import type { ClaimStrategy } from './mergeClaimStrategy';

const platform = z.enum(POST_PLATFORMS);
const postId = z.string().min(1).max(512);
/** An on-chain id or key: one token, no spaces. */
const token = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\w:.+/=-]+$/, 'must be one token of letters, digits and :.+/=-_');

/** composer.md §7.8: the claim strategy update sent after a post carrying a red packet. */
export const claimStrategySchema = z.object({
  rpid: token(128),
  publicKey: token(256),
  posts: z.array(z.object({ platform, postId })).min(1).max(100),
  platforms: z
    .array(z.object({ platformId: z.string().min(1).max(128), platformName: platform }))
    .min(1)
    .max(100),
  postOn: z.array(z.object({ platform, postId, handle: z.string().min(1).max(256) })).max(100),
}) satisfies z.ZodType<ClaimStrategy>;

const keyRequestSchema = z.object({ network: z.enum(RED_PACKET_NETWORKS) });

/** Why an update naming a claim key the caller does not hold is refused. */
export const NOT_YOUR_CLAIM_KEY = 'This claim key was not made for your Polycast account.';

/**
 * `/api/red-packet/…` (composer.md §7.8, wallet.md §2.5; the paths are ours,
 * see docs/decisions.md), with the Polycast session:
 * - `POST claim-key` {network: 'EVM' | 'Solana'} → `{code: 0, data:
 *   {publicKey}}`: a new claim-signature key, kept for the account (its
 *   public half goes on chain with the red packet).
 * - `POST claim-strategy`: which posts carry a red packet and on which
 *   platforms it may be claimed, merged into what is stored, only for a
 *   claim key this account holds (403 otherwise).
 */
export function createClaimStrategyRoutes(options: {
  accounts: ProductAccountStore;
  strategies: ClaimStrategyStore;
  keys: ClaimKeyStore;
  limiter: RateLimiter;
  keysPerAccount: RateRule;
}) {
  const { strategies, keys } = options;
  const app = new Hono<SessionEnv>();
  app.use('/*', requireProductSession(options.accounts));
  app.post(
    '/claim-key',
    rateLimited<SessionEnv>(options.limiter, 'red-packet-key', [
      { rule: options.keysPerAccount, key: (c) => c.get('accountId') },
    ]),
    async (c) => {
      const body = await parseJsonBody(c, keyRequestSchema);
      if (!body.ok) return c.json({ error: body.message }, 400);
      const publicKey = keys.create(c.get('accountId'), body.value.network);
      return c.json({ code: 0, data: { publicKey } }, 201);
    },
  );
  app.post('/claim-strategy', async (c) => {
    const body = await parseJsonBody(c, claimStrategySchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    if (keys.ownerOf(body.value.publicKey) !== c.get('accountId')) {
      return c.json({ error: NOT_YOUR_CLAIM_KEY }, 403);
    }
    return c.json({ code: 0, data: strategies.update(body.value) });
  });
  return app;
}
