import { Hono } from 'hono';
import { z } from 'zod';
import { parseJsonBody } from '../http/parseJsonBody';
import { POST_PLATFORMS } from '../http/postPlatforms';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
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

/**
 * `POST /api/red-packet/claim-strategy` (composer.md §7.8; the path is ours,
 * see docs/decisions.md): which posts carry a red packet and on which
 * platforms it may be claimed, merged into what is stored.
 */
export function createClaimStrategyRoutes(
  accounts: ProductAccountStore,
  strategies: ClaimStrategyStore,
) {
  const app = new Hono<SessionEnv>();
  app.use('/*', requireProductSession(accounts));
  app.post('/claim-strategy', async (c) => {
    const body = await parseJsonBody(c, claimStrategySchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    const outcome = strategies.update(c.get('accountId'), body.value);
    if (!outcome.ok && outcome.reason === 'not_owner') {
      return c.json({ error: 'This red packet belongs to another Polycast account.' }, 403);
    }
    if (!outcome.ok) {
      return c.json({ error: 'publicKey: does not match the red packet’s public key' }, 409);
    }
    return c.json({ code: 0, data: outcome.strategy });
  });
  return app;
}
