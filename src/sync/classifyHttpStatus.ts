export type HttpOutcome = 'succeeded' | 'retryable' | 'rejected';

/**
 * Success, worth retrying (time-outs, rate limits, server trouble), or
 * rejected (bad input, auth): a rejected call stops and asks the user.
 */
export function classifyHttpStatus(status: number): HttpOutcome {
  if (status >= 200 && status < 300) return 'succeeded';
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'retryable';
  return 'rejected';
}
