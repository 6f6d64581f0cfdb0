import type { PostSource } from '../model/sourceFields';
import { networkName } from './networkNames';

/** A network whose post failed for now and is tried again by itself at `retryAt`. */
export interface RetryWait {
  source: PostSource;
  reason: string;
  /** Epoch ms. */
  retryAt: number;
}

/** 'in 12 s', 'in 2 min', or 'now' once the time has come (the job is due). */
export function retryCountdown(retryAt: number, now: number): string {
  const seconds = Math.ceil((retryAt - now) / 1000);
  if (seconds <= 0) return 'now';
  if (seconds < 90) return `in ${seconds} s`;
  return `in ${Math.round(seconds / 60)} min`;
}

/**
 * The composer's line for a network waiting to try again while publishing:
 * 'Bluesky: trying again in 12 s — Service Unavailable'.
 */
export function retryWaitLine(wait: RetryWait, now: number): string {
  const when = retryCountdown(wait.retryAt, now);
  const head = `${networkName(wait.source)}: trying again ${when}`;
  const reason = wait.reason.trim();
  return reason ? `${head} — ${reason}` : head;
}
