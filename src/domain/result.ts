/**
 * Why a call to a network failed, in terms the sync engine decides on
 * without parsing strings (DESIGN.md, "Sync: exactly once").
 */
export type SourceError =
  /** The session is missing, expired beyond refresh, or refused: ask the user to sign in. */
  (
    | { kind: 'auth'; message: string }
    /** Try again after `retryAfterMs` (the server's Retry-After or rate-limit reset), or back off. */
    | { kind: 'rate_limited'; retryAfterMs?: number; message: string }
    /** The network refused the content or the request: retrying the same thing will not help. */
    | { kind: 'invalid'; message: string }
    /** Nothing reached the network, or it answered with trouble of its own: safe to retry. */
    | { kind: 'network'; message: string }
    /** The request may have landed: reconcile before sending again. */
    | { kind: 'unknown_outcome'; message: string }
  ) & {
    /** The network's own error code, when it gives one (`bad_request.duplicate`, `RecordNotFound`). */
    code?: string;
    /** The HTTP status, when a server answered; 0 when nothing did. */
    status?: number;
  };

export type SourceErrorKind = SourceError['kind'];

export type SourceResult<T> = { ok: true; value: T } | { ok: false; error: SourceError };

export const ok = <T>(value: T): SourceResult<T> => ({ ok: true, value });

export const fail = <T = never>(error: SourceError): SourceResult<T> => ({ ok: false, error });

/** Whether the sync engine may try the same call again later. */
export function isRetryable(error: SourceError): boolean {
  return error.kind === 'network' || error.kind === 'rate_limited';
}

/**
 * A fetch that threw. A read that fails is a network failure; a write may
 * have reached the network before the connection failed, so its outcome is
 * unknown and must be reconciled.
 */
export function fetchFailure(error: unknown, write: boolean): SourceError {
  const aborted = error instanceof DOMException && error.name === 'AbortError';
  const message = aborted ? 'Cancelled' : error instanceof Error ? error.message : String(error);
  return write ? { kind: 'unknown_outcome', message } : { kind: 'network', message };
}

/**
 * An HTTP answer that is not a success, classified by status: 401 needs a
 * new sign-in; 429 (and 503 with Retry-After) waits; other 5xx are trouble on
 * the other side, and for a write, a 500, 502 or 504 may hide a commit.
 */
export function httpFailure(
  status: number,
  message: string,
  options: { write?: boolean; retryAfterMs?: number } = {},
): SourceError {
  const { write = false, retryAfterMs } = options;
  const wait = retryAfterMs === undefined ? {} : { retryAfterMs };
  if (status === 401) return { kind: 'auth', message };
  if (status === 429) return { kind: 'rate_limited', message, ...wait };
  if (status === 503) {
    return retryAfterMs === undefined
      ? { kind: 'network', message }
      : { kind: 'rate_limited', message, ...wait };
  }
  if (status >= 500 || status === 408) {
    return write && status !== 408
      ? { kind: 'unknown_outcome', message }
      : { kind: 'network', message };
  }
  return { kind: 'invalid', message };
}

/**
 * An answer's JSON body. A success whose body was cut off on its way is a
 * failure like a lost connection (for a write: it may have landed); an
 * error's unreadable body is just undefined (the status says enough).
 */
export async function readJsonBody(
  answer: Response,
  write: boolean,
): Promise<SourceResult<unknown>> {
  try {
    return { ok: true, value: await answer.json() };
  } catch (error) {
    return answer.ok
      ? { ok: false, error: fetchFailure(error, write) }
      : { ok: true, value: undefined };
  }
}

/**
 * A Result's value for TanStack Query, whose failures are thrown: the
 * failure's message as the Error's, its Result kept on it for the screen.
 */
export function valueOrThrow<T>(result: SourceResult<T>): T {
  if (result.ok) return result.value;
  throw Object.assign(new Error(result.error.message), { result: result.error });
}
