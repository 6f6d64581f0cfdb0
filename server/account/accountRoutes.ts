import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { profileProofSchema } from '@/domain/accounts/profileProof';
import { decodedParam } from '../http/decodedParam';
import { parseJsonBody } from '../http/parseJsonBody';
import { rateLimited, type RateLimiter, type RateRule } from '../http/rateLimiter';
import { clientAddress } from '../http/requestFacts';
import type { ProfileProofs } from './proofs/createProfileProofs';
import type { LinkedProfile, ProductAccountStore } from './productAccountStore';
import { requireProductSession, type SessionEnv } from './requireProductSession';

/** The wording the app turns into its own toast (reading.md §8, Disconnect). */
export const LAST_ACCOUNT_MESSAGE = 'Please leave at least 1 account';

const profileSchema = z.object({
  source: z.enum(['Farcaster', 'Lens', 'Twitter', 'Bsky']),
  profileId: z.string().min(1).max(128),
  handle: z.string().min(1).max(128),
  displayName: z.string().max(128),
  avatarUrl: z.string().url().max(2048).optional(),
}) satisfies z.ZodType<LinkedProfile>;

/** A profile and the proof that it is the caller's (src/domain/accounts/profileProof.ts). */
const provenProfileSchema = z.object({ profile: profileSchema, proof: profileProofSchema });
type ProvenProfile = z.infer<typeof provenProfileSchema>;

const signUpSchema = z.object({ profiles: z.array(provenProfileSchema).min(1).max(20) });

export interface AccountRoutesOptions {
  store: ProductAccountStore;
  proofs: Pick<ProfileProofs, 'challenge' | 'verify'>;
  limiter: RateLimiter;
  limits: { signUpPerAddress: RateRule; proofChallengePerAddress: RateRule };
}

/**
 * `/api/account/…`: a Polycast account, the network profiles it links
 * (getAllConnections, disconnectAccount of reading.md §7.9) and the session
 * a device holds for it, sent as `Authorization: Bearer`.
 *
 * A profile is linked only with a proof that it is the caller's
 * (`POST /proof-challenge` first): a vote, a claim or an anonymous-post
 * allowance counted for a profile must be its holder's. X profiles are
 * linked by X's own sign-in on this server (`/api/x/oauth`). `POST /` signs
 * in: to the account that already links one of the proven profiles (200),
 * else to a new one (201).
 */
export function createAccountRoutes(options: AccountRoutesOptions) {
  const { store, proofs, limiter, limits } = options;
  const app = new Hono<SessionEnv>();

  /** Each profile checked with its network; the first refusal answers for all. */
  async function proven(
    c: Context,
    list: readonly ProvenProfile[],
  ): Promise<{ ok: true; profiles: LinkedProfile[] } | { ok: false; response: Response }> {
    const profiles: LinkedProfile[] = [];
    for (const { profile, proof } of list) {
      const outcome = await proofs.verify(profile, proof);
      if (!outcome.ok) {
        return { ok: false, response: c.json({ error: outcome.message }, outcome.status) };
      }
      profiles.push(outcome.profile);
    }
    return { ok: true, profiles };
  }

  app.post(
    '/proof-challenge',
    rateLimited(limiter, 'proof-challenge', [
      { rule: limits.proofChallengePerAddress, key: (c) => clientAddress(c) },
    ]),
    (c) => c.json({ data: proofs.challenge() }, 200, { 'Cache-Control': 'no-store' }),
  );

  app.post(
    '/',
    rateLimited(limiter, 'sign-up', [
      { rule: limits.signUpPerAddress, key: (c) => clientAddress(c) },
    ]),
    async (c) => {
      const body = await parseJsonBody(c, signUpSchema);
      if (!body.ok) return c.json({ error: body.message }, 400);
      const checked = await proven(c, body.value.profiles);
      if (!checked.ok) return checked.response;
      // Proven profiles are the person's sign-in: back to the account that links one of them
      // (another device, a session that ended), else a new account.
      const existing = store.accountLinking(checked.profiles);
      const { accountId, token } = existing
        ? { accountId: existing, token: store.openSession(existing) }
        : store.create(checked.profiles);
      if (existing) for (const profile of checked.profiles) store.link(existing, profile);
      return c.json(
        { data: { accountId, sessionToken: token, connections: store.connections(accountId) } },
        existing ? 200 : 201,
        { 'Cache-Control': 'no-store' },
      );
    },
  );

  app.use('/*', requireProductSession(store));

  const connections = (c: Context<SessionEnv>) =>
    c.json({ data: { connections: store.connections(c.get('accountId')) } }, 200, {
      'Cache-Control': 'no-store',
    });

  app.get('/connections', (c) => connections(c));

  app.put('/connections', async (c) => {
    const body = await parseJsonBody(c, provenProfileSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    const checked = await proven(c, [body.value]);
    if (!checked.ok) return checked.response;
    for (const profile of checked.profiles) store.link(c.get('accountId'), profile);
    return connections(c);
  });

  app.delete('/connections/:source/:profileId', (c) => {
    const profileId = decodedParam(c, 'profileId');
    if (profileId === undefined)
      return c.json({ error: 'The profile id in the path is not validly percent-encoded.' }, 400);
    const outcome = store.unlink(c.get('accountId'), c.req.param('source'), profileId);
    if (outcome === 'not_found') return c.json({ error: 'This profile is not linked.' }, 404);
    if (outcome === 'last') return c.json({ error: LAST_ACCOUNT_MESSAGE }, 409);
    return connections(c);
  });

  app.delete('/session', (c) => {
    store.revoke(c.get('token'));
    return c.body(null, 204);
  });

  return app;
}
