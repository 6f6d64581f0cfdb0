import type { CredentialStore } from '../credentialStore';
import { fail, type SourceResult } from '@/domain/result';
import { lensRequest } from './lensGraphql';
import { LENS_SESSION_REFUSED, refreshLensSession, type LensCredentials } from './lensSession';
import { expiresSoon } from './lensTokenExpiry';

export type LensCall = (
  query: string,
  variables: Record<string, unknown>,
  signal: AbortSignal,
  write?: boolean,
) => Promise<SourceResult<Record<string, unknown>>>;

/**
 * GraphQL calls as a signed-in Lens account. As the Lens SDK does, the access
 * token is renewed with `refresh` when it is within 30 s of its `exp`, and
 * once more when Lens answers UNAUTHENTICATED (then the call is made again:
 * a write refused for its token did not land). One refresh runs at a time
 * per account, because each refresh token is good once. A session Lens
 * refuses is removed (composer.md §8) and the call answers `auth`.
 */
export function createLensSignedInRequest(options: {
  api: string;
  account: string;
  store: CredentialStore<LensCredentials>;
  now?: () => number;
}): LensCall {
  const key = options.account.toLowerCase();
  const now = options.now ?? Date.now;
  let refreshing: { used: string; result: Promise<SourceResult<LensCredentials>> } | undefined;

  const refresh = (used: LensCredentials, signal: AbortSignal) => {
    if (refreshing?.used !== used.refreshToken) {
      const result = refreshLensSession({ api: options.api, store: options.store, used, signal });
      const current = { used: used.refreshToken, result };
      refreshing = current;
      void result.finally(() => {
        if (refreshing === current) refreshing = undefined;
      });
    }
    return refreshing.result;
  };

  return async (query, variables, signal, write = false) => {
    let credentials = await options.store.load(key);
    if (!credentials) return fail({ kind: 'auth', message: LENS_SESSION_REFUSED });
    if (expiresSoon(credentials.accessToken, now())) {
      const renewed = await refresh(credentials, signal);
      if (!renewed.ok) return renewed;
      credentials = renewed.value;
    }
    const call = (accessToken: string) =>
      lensRequest({ api: options.api, query, variables, accessToken, write, signal });
    let result = await call(credentials.accessToken);
    if (!result.ok && result.error.kind === 'auth' && result.error.code !== 'FORBIDDEN') {
      const renewed = await refresh(credentials, signal);
      if (!renewed.ok) return renewed;
      result = await call(renewed.value.accessToken);
    }
    if (!result.ok && result.error.kind === 'auth') await options.store.remove(key);
    return result;
  };
}
