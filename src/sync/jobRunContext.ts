import type { PublishTarget } from '@/events/types/publishEvents';
import type { Source } from '@/sources/source';

/** What running one outbox job needs, whatever the job (a post, a switch). */
export interface JobRunContext<NewEvent> {
  append(event: NewEvent): Promise<unknown>;
  /** The adapter acting for this account; undefined when it is not signed in here. */
  sourceFor(target: PublishTarget): Promise<Source | undefined>;
  now(): number;
  random?: () => number;
  /** Who runs the job (the lease holder), recorded with each call. */
  executor: string;
  /** Aborted when the executor stops or loses its lease. */
  signal: AbortSignal;
  /** The longest one adapter call may take (the lease must outlive it). */
  callTimeoutMs: number;
}
