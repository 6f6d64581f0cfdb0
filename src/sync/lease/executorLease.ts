import type { EventFor, NewEventFor } from '@/events/eventCatalog';
import { EXECUTOR_LEASE_AGGREGATE, type leaseDefinitions } from '@/events/types/leaseEvents';

type LeaseDefinition = (typeof leaseDefinitions)[number];
export type LeaseEvent = EventFor<LeaseDefinition>;

/** How long a lease lasts without a heartbeat, and how often its holder renews it. */
export const LEASE_TTL_MS = 30_000;
export const LEASE_HEARTBEAT_MS = 10_000;

/** What the log must offer: the lease's last event, and a compare-and-set append. */
export interface LeaseLog {
  lastOfAggregate(
    aggregateId: string,
  ): Promise<LeaseEvent | { type: string; seq: number } | undefined>;
  appendIfLast(
    event: NewEventFor<LeaseDefinition>,
    expectedSeq: number,
  ): Promise<{ seq: number } | null>;
}

export interface LeaseView {
  holder: string | null;
  expiresAt: number;
  /** The seq of the lease's last event (0 when there is none): the compare-and-set key. */
  seq: number;
}

/** The lease as its last event says. */
export function leaseFromLast(
  last: LeaseEvent | { type: string; seq: number } | undefined,
): LeaseView {
  if (!last) return { holder: null, expiresAt: 0, seq: 0 };
  if ('payload' in last && last.type === 'ExecutorLeaseClaimed') {
    return { holder: last.payload.holder, expiresAt: last.payload.expiresAt, seq: last.seq };
  }
  return { holder: null, expiresAt: 0, seq: last.seq };
}

/** Free, expired (its holder died or froze), or already mine. */
export function mayClaim(lease: LeaseView, me: string, now: number): boolean {
  return lease.holder === null || lease.holder === me || lease.expiresAt <= now;
}

/**
 * One executor's hold on the lease. `claim` takes it when it may (renewing
 * is claiming again); every write is a compare-and-set on the lease's last
 * event, so two executors can never both succeed.
 */
export function executorLease(options: {
  log: LeaseLog;
  holder: string;
  now: () => number;
  /** How long a claim lasts without renewal (LEASE_TTL_MS unless a test shortens it). */
  ttlMs?: number;
}) {
  const { log, holder, now } = options;
  const ttlMs = options.ttlMs ?? LEASE_TTL_MS;
  let mine: LeaseView | null = null;
  /** When the lease another executor held at my last refused claim runs out. */
  let othersUntil = 0;

  async function claim(): Promise<boolean> {
    const lease = leaseFromLast(await log.lastOfAggregate(EXECUTOR_LEASE_AGGREGATE));
    if (!mayClaim(lease, holder, now())) {
      mine = null;
      othersUntil = lease.expiresAt;
      return false;
    }
    const expiresAt = now() + ttlMs;
    const written = await log.appendIfLast(
      {
        type: 'ExecutorLeaseClaimed',
        aggregateId: EXECUTOR_LEASE_AGGREGATE,
        payload: { holder, expiresAt },
      },
      lease.seq,
    );
    mine = written ? { holder, expiresAt, seq: written.seq } : null;
    // Lost the race to another claim: it lasts a lifetime from about now.
    if (!mine) othersUntil = expiresAt;
    return mine !== null;
  }

  return {
    ttlMs,
    claim,
    /** A heartbeat: false when the lease was lost (it expired and someone took it). */
    renew: claim,
    /** Still mine by my own clock, with `marginMs` to spare (checked before each attempt). */
    holds(marginMs = 0): boolean {
      return mine !== null && mine.expiresAt - marginMs > now();
    },
    /**
     * After a refused claim: when the other holder's lease runs out unless it
     * is renewed (its holder may have died mid-turn, e.g. a tab reloaded).
     */
    heldByOthersUntil(): number {
      return othersUntil;
    },
    /** Time left on the lease by my clock (0 when not held). */
    remainingMs(): number {
      return mine ? Math.max(0, mine.expiresAt - now()) : 0;
    },
    async release(): Promise<void> {
      if (!mine) return;
      const held = mine;
      mine = null;
      await log.appendIfLast(
        {
          type: 'ExecutorLeaseReleased',
          aggregateId: EXECUTOR_LEASE_AGGREGATE,
          payload: { holder },
        },
        held.seq,
      );
    },
  };
}

export type ExecutorLease = ReturnType<typeof executorLease>;
