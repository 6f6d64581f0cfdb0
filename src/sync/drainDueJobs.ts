/** A job due again and again within one drain (immediate retries) rests until the next. */
export const MAX_STEPS_PER_JOB = 20;

export interface DueJobsDrain<S, J> {
  /** The jobs' projection, caught up with everything committed so far. */
  state(): Promise<S>;
  /** The jobs due now in that state, in the order they should run. */
  due(state: S): J[];
  idOf(job: J): string;
  retryAtOf(job: J): number;
  /** One step of one job; a rejection (the log refused a write) stops the drain. */
  run(state: S, job: J): Promise<void>;
  signal: AbortSignal;
  concurrency: number;
  now(): number;
}

/**
 * Runs every due job until none is due (the outboxes' one loop over their
 * jobs): up to `concurrency` at a time, a finished step freeing its place
 * for the next (a thread's next post becomes due when its parent is
 * published). Stops early when the signal aborts. Answers the steps run.
 */
export async function drainDueJobs<S, J>(drain: DueJobsDrain<S, J>): Promise<number> {
  const running = new Map<string, Promise<void>>();
  const stepsOf = new Map<string, number>();
  let steps = 0;
  let failure: unknown;

  for (;;) {
    if (drain.signal.aborted || failure !== undefined) break;
    const state = await drain.state();
    const due = drain.due(state).filter((job) => {
      const id = drain.idOf(job);
      return (
        !running.has(id) &&
        (stepsOf.get(id) ?? 0) < MAX_STEPS_PER_JOB &&
        // A job brought forward by the connection's return gets one step, not a loop.
        (drain.retryAtOf(job) <= drain.now() || !stepsOf.has(id))
      );
    });
    for (const job of due.slice(0, drain.concurrency - running.size)) {
      const id = drain.idOf(job);
      stepsOf.set(id, (stepsOf.get(id) ?? 0) + 1);
      const step = drain
        .run(state, job)
        .catch((error: unknown) => {
          failure ??= error; // the log refused a write: stop, nothing is lost
        })
        .finally(() => running.delete(id));
      running.set(id, step);
      steps += 1;
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  await Promise.all(running.values());
  if (failure !== undefined) throw failure;
  return steps;
}
