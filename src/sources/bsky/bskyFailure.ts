import { XRPCError } from '@atproto/api';
import { fetchFailure, httpFailure, type SourceError } from '@/domain/result';
import { parseRetryAfter } from '@/domain/retryAfter';

/** The wait the PDS asks for: its Retry-After, else its rate-limit window's reset. */
const retryAfterMs = (headers: Record<string, string | undefined> | undefined) =>
  parseRetryAfter(headers?.['retry-after'], Date.now(), headers?.['ratelimit-reset']);

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
