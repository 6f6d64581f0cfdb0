import { XRPCError } from '@atproto/api';
import { fetchFailure, httpFailure, type SourceError } from '@/domain/result';

/** Seconds until a rate-limit window resets, from the headers the PDS sends. */
function retryAfterMs(headers: Record<string, string | undefined> | undefined): number | undefined {
  const retryAfter = headers?.['retry-after'];
  if (retryAfter && /^\d+$/.test(retryAfter)) return Number(retryAfter) * 1000;
  const reset = headers?.['ratelimit-reset'];
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - Date.now());
  return undefined;
}

/** An error thrown by `@atproto/api`, as a typed source error. */
export function bskyFailure(error: unknown, write: boolean): SourceError {
  if (error instanceof XRPCError && error.status >= 100) {
    const message = error.message || error.error || `HTTP ${error.status}`;
    if (error.error === 'ExpiredToken' || error.error === 'InvalidToken') {
      return { kind: 'auth', message };
    }
    return httpFailure(error.status, message, { write, retryAfterMs: retryAfterMs(error.headers) });
  }
  return fetchFailure(error instanceof XRPCError ? (error.cause ?? error) : error, write);
}
