import type { PublishTarget } from '@/events/types/publishEvents';
import type { Source } from '@/sources/source';

/**
 * The networks a Polycast account let the product server post on for it
 * (issue 7, "Delegation"): the dispatcher asks for an adapter when a task
 * falls due, the schedule API whether consent exists when a task is made.
 */
export interface DelegatedSources {
  /** Whether this account handed over what posting as `target` needs (and did not revoke it). */
  has(accountId: string, target: PublishTarget): boolean;
  /** The adapter posting as `target` for this account; undefined without a live delegation. */
  sourceFor(accountId: string, target: PublishTarget): Promise<Source | undefined>;
}
