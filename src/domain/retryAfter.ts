/**
 * How long a server asks to be left alone, in ms from `now`: its
 * Retry-After (seconds, or an HTTP date), else the reset of its rate-limit
 * window where it sends one (epoch seconds: X's `x-rate-limit-reset`, a
 * Bluesky PDS's `ratelimit-reset`). Undefined when neither reads.
 */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number,
  resetHeader?: string | null,
): number | undefined {
  const retryAfter = header?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter) * 1000;
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  const reset = resetHeader?.trim();
  if (reset && /^\d+$/.test(reset)) return Math.max(0, Number(reset) * 1000 - now);
  return undefined;
}
