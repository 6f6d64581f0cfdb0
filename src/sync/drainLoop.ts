/**
 * A round's answer when it could not run now (offline): the wake-up set
 * before stays, and a returned connection counts for the next round.
 */
export const NOT_NOW = Symbol('not now');

export interface DrainRound {
  /** The connection came back since the last round: what failed for want of it runs now. */
  connectionReturned: boolean;
}

export interface DrainLoopOptions {
  /**
   * One round: sends what is due and answers when the next round is due
   * (undefined: not until something kicks it), or NOT_NOW. A round takes
   * whatever lock or lease it needs itself, and reads what is due only once
   * it runs.
   */
  round(request: DrainRound): Promise<number | undefined | typeof NOT_NOW>;
  /** Where `online` comes from (the window, a worker's scope): it kicks a round with connectionReturned. */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | undefined;
  /** Logged with the error when a round fails. */
  failureMessage: string;
  /** After a failed round, try again this much later (undefined: at the next kick). */
  retryAfterFailureMs?: number;
  now?: () => number;
}

export interface DrainLoop {
  /**
   * Asks for a round: it begins at once (in a microtask) or, during one,
   * right after it. Kicks before it begins make that one round. Resolves
   * when the round asked for is done.
   */
  kick(options?: { connectionReturned?: boolean }): Promise<void>;
  /** Kicks a round at this time (replacing the wake-up set before; undefined: none). */
  wakeAt(at: number | undefined): void;
  /** Aborted when stopped. */
  readonly signal: AbortSignal;
  stop(): void;
}

/**
 * The outboxes' one way of keeping work flowing (DESIGN.md, "Sync"): a
 * round on each kick (start, a new intent, the user's retry), on `online`,
 * and when the time a round named comes (a backoff ends); one round at a
 * time in this context, at most one more waiting, and none after stop.
 * What a round sends, and which lock or lease it holds while it does
 * (across tabs and workers), is the caller's.
 */
export function startDrainLoop(options: DrainLoopOptions): DrainLoop {
  const now = options.now ?? Date.now;
  const stopped = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  /** A round asked for that has not begun: later kicks join it. */
  let waiting: Promise<void> | undefined;
  let connectionReturned = false;

  function wakeAt(at: number | undefined) {
    clearTimeout(timer);
    timer = undefined;
    if (at === undefined || stopped.signal.aborted) return;
    timer = setTimeout(() => void kick(), Math.max(0, at - now()));
  }

  async function round(returned: boolean) {
    const next = await options.round({ connectionReturned: returned });
    if (next === NOT_NOW) connectionReturned ||= returned;
    else wakeAt(next);
  }

  function begin(): Promise<void> {
    waiting = undefined;
    if (stopped.signal.aborted) return Promise.resolve();
    const returned = connectionReturned;
    connectionReturned = false;
    running = round(returned)
      .catch((error: unknown) => {
        console.error(options.failureMessage, error);
        if (options.retryAfterFailureMs !== undefined) {
          wakeAt(now() + options.retryAfterFailureMs);
        }
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function kick(request: { connectionReturned?: boolean } = {}): Promise<void> {
    if (stopped.signal.aborted) return Promise.resolve();
    if (request.connectionReturned) connectionReturned = true;
    waiting ??= (running ?? Promise.resolve()).then(begin);
    return waiting;
  }

  const onOnline = () => void kick({ connectionReturned: true });
  options.connectivity?.addEventListener('online', onOnline);

  return {
    kick,
    wakeAt,
    signal: stopped.signal,
    stop() {
      stopped.abort();
      wakeAt(undefined);
      options.connectivity?.removeEventListener('online', onOnline);
    },
  };
}
