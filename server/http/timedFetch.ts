/**
 * The time an outgoing API call of the server gets when its caller names
 * none: long enough for a slow network's answer, short enough that a
 * request or a job waiting on it ends (issue 17).
 */
export const DEFAULT_FETCH_TIMEOUT_MS = 15_000;

/**
 * `fetch` with a time limit: every outgoing call of the server goes through
 * here (lint forbids the global `fetch` in server/). The caller's signal,
 * if any (in `init`, or the Request's own), still ends the call; so does the
 * time limit, whichever comes first. The limit covers reading the answer's
 * body too: the signal stays with the Response.
 */
export function timedFetch(
  input: string | URL | Request,
  init: RequestInit = {},
  timeoutMs: number = DEFAULT_FETCH_TIMEOUT_MS,
): Promise<Response> {
  const limit = AbortSignal.timeout(timeoutMs);
  const callers = init.signal ?? (input instanceof Request ? input.signal : undefined);
  const signal = callers ? AbortSignal.any([callers, limit]) : limit;
  return fetch(input, { ...init, signal });
}

/** A `fetch` to hand to code that takes one (an adapter, a client library), with this time limit. */
export const fetchWithTimeout =
  (timeoutMs: number = DEFAULT_FETCH_TIMEOUT_MS): typeof globalThis.fetch =>
  (input, init) =>
    timedFetch(input, init, timeoutMs);
