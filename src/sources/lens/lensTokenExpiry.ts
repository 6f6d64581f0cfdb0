import { z } from 'zod/mini';

const claimsSchema = z.object({ exp: z.number() });

/** How long before expiry a token is renewed: the Lens SDK's own margin. */
export const REFRESH_MARGIN_MS = 30_000;

/**
 * When a Lens access token (a JWT) expires, in epoch ms, read from its `exp`
 * claim; undefined when the token is not a JWT the client can read. The
 * signature is the API's to check, not the device's.
 */
export function accessTokenExpiresAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const claims = claimsSchema.safeParse(json);
    return claims.success ? claims.data.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a token should be renewed before it is used, at `now` (a token of unknown life is used as it is). */
export function expiresSoon(token: string, now: number): boolean {
  const expiresAt = accessTokenExpiresAt(token);
  return expiresAt !== undefined && expiresAt - REFRESH_MARGIN_MS <= now;
}
