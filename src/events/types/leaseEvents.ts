import { z } from 'zod/mini';
import { defineEvent } from '../defineEvent';

/** The aggregate every executor's lease events share (their compare-and-set key). */
export const EXECUTOR_LEASE_AGGREGATE = 'executor-lease';

const holder = z.string().check(z.minLength(1), z.maxLength(200));

/** An executor took the lease, or renewed its own (a heartbeat), until `expiresAt`. */
export const ExecutorLeaseClaimed = defineEvent({
  type: 'ExecutorLeaseClaimed',
  payload: z.object({ holder, expiresAt: z.int().check(z.nonnegative()) }),
});

/** An executor let the lease go before it expired (it had nothing left to do). */
export const ExecutorLeaseReleased = defineEvent({
  type: 'ExecutorLeaseReleased',
  payload: z.object({ holder }),
});

export const leaseDefinitions = [ExecutorLeaseClaimed, ExecutorLeaseReleased] as const;
