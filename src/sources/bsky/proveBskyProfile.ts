import {
  BSKY_PROOF_LIFETIME_SECONDS,
  BSKY_PROOF_METHOD,
  type ProfileProof,
} from '@/domain/accounts/profileProof';
import type { CredentialStore } from '../credentialStore';
import { bskyFailure } from './bskyFailure';
import { resumeBluesky, type BskyStoredSession } from './bskySession';
import { fail, ok, type SourceResult } from '@/domain/result';

/**
 * A Bluesky profile proof: the account's PDS signs a service-auth token for
 * the product server (`audience`), for linking only, good for a minute. No
 * session token or password leaves the device.
 */
export async function proveBskyProfile(options: {
  service: string;
  did: string;
  store: CredentialStore<BskyStoredSession>;
  audience: string;
  signal: AbortSignal;
}): Promise<SourceResult<ProfileProof>> {
  const agent = await resumeBluesky(options);
  if (!agent.ok) return agent;
  try {
    const { data } = await agent.value.com.atproto.server.getServiceAuth(
      {
        aud: options.audience,
        lxm: BSKY_PROOF_METHOD,
        exp: Math.floor(Date.now() / 1000) + BSKY_PROOF_LIFETIME_SECONDS,
      },
      { signal: options.signal },
    );
    return ok({ source: 'Bsky', token: data.token });
  } catch (error) {
    return fail(bskyFailure(error, false));
  }
}
