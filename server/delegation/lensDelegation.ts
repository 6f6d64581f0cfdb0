import { memoryCredentialStore } from '@/sources/credentialStore';
import { refreshLensSession, type LensCredentials } from '@/sources/lens/lensSession';
import type { DelegationStore } from './delegationStore';

/** The account a Lens access token acts for (its `act.sub` claim), when it says. */
export function lensTokenAccount(token: string): string | undefined {
  try {
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { act?: { sub?: unknown } };
    return typeof claims.act?.sub === 'string' ? claims.act.sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lens: a session the owner's wallet signed for the server. Its refresh
 * token is spent at once (refresh tokens are good once), so the tokens that
 * passed through the device open nothing; the new ones are kept sealed.
 */
export async function delegateLens(
  store: DelegationStore,
  accountId: string,
  api: string,
  request: LensCredentials & { handle: string },
): Promise<{ ok: true } | { ok: false; status: 400 | 502; message: string }> {
  const { handle, ...used } = request;
  const renewed = await refreshLensSession({
    api,
    store: memoryCredentialStore<LensCredentials>(),
    used,
    signal: AbortSignal.timeout(15_000),
  });
  if (!renewed.ok) {
    return renewed.error.kind === 'auth' || renewed.error.kind === 'invalid'
      ? { ok: false, status: 400, message: 'Lens refused this session.' }
      : { ok: false, status: 502, message: 'Lens could not be reached. Please try again.' };
  }
  const actsFor = lensTokenAccount(renewed.value.accessToken);
  if (actsFor && actsFor.toLowerCase() !== request.account.toLowerCase())
    return { ok: false, status: 400, message: 'This Lens session is for another account.' };
  store.put(accountId, {
    platform: 'Lens',
    platformUserId: request.account,
    handle,
    live: true,
    secret: renewed.value,
  });
  return { ok: true };
}
