import type { ProfileProof } from '@/domain/accounts/profileProof';
import type { CredentialStore } from '../credentialStore';
import { fail, ok, type SourceResult } from '@/domain/result';
import { refreshLensSession, type LensCredentials } from './lensSession';

/** An ID token with less than this left is renewed first: the server must still find it alive. */
const FRESH_ENOUGH_MS = 2 * 60_000;

/** When a JWT expires (epoch ms), or 0 when it cannot be read. */
function expiryOf(jwt: string | undefined): number {
  const payload = jwt?.split('.')[1];
  if (!payload) return 0;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * A Lens profile proof: the ID token Lens issued for the device's session
 * (renewed first if it is about to expire, or the session predates keeping
 * it). Lens signs it with keys it publishes, so the product server can check
 * it without any Lens secret leaving the device.
 */
export async function proveLensProfile(options: {
  api: string;
  account: string;
  store: CredentialStore<LensCredentials>;
  signal: AbortSignal;
}): Promise<SourceResult<ProfileProof>> {
  const stored = await options.store.load(options.account.toLowerCase());
  if (!stored) {
    return fail({ kind: 'auth', message: 'Connect this Lens account on this device first.' });
  }
  let credentials = stored;
  if (expiryOf(credentials.idToken) - Date.now() < FRESH_ENOUGH_MS) {
    const renewed = await refreshLensSession({
      api: options.api,
      store: options.store,
      used: credentials,
      signal: options.signal,
    });
    if (!renewed.ok) return renewed;
    credentials = renewed.value;
  }
  if (!credentials.idToken) {
    return fail({ kind: 'network', message: 'Lens did not give an ID token for this session.' });
  }
  return ok({ source: 'Lens', idToken: credentials.idToken });
}
