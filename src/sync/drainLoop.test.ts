import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_NOW, startDrainLoop, type DrainRound } from './drainLoop';

type Answer = number | undefined | typeof NOT_NOW;

/** A loop whose rounds are recorded and end when the test says. */
function harness(options: { retryAfterFailureMs?: number } = {}) {
  const rounds: DrainRound[] = [];
  const ends: ((answer: Answer | Error) => void)[] = [];
  const connectivity = new EventTarget();
  const loop = startDrainLoop({
    round(request) {
      rounds.push(request);
      return new Promise((resolve, reject) =>
        ends.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
      );
    },
    connectivity,
    failureMessage: 'test loop:',
    ...options,
  });
  /** Ends the oldest round still running with this answer, and lets the loop react. */
  const end = async (answer: Answer | Error) => {
    ends.shift()?.(answer);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { loop, rounds, end, connectivity };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startDrainLoop', () => {
  it('makes one round of the kicks that come before it begins', async () => {
    const { loop, rounds, end } = harness();
    void loop.kick();
    void loop.kick();
    void loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveLength(1);
    await end(undefined);
    expect(rounds).toHaveLength(1);
    loop.stop();
  });

  it('runs one more round after the running one for any kicks during it, never two at once', async () => {
    const { loop, rounds, end } = harness();
    const first = loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    const second = loop.kick();
    void loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    expect(rounds).toHaveLength(1);
    await end(undefined);
    await first;
    expect(rounds).toHaveLength(2);
    let secondDone = false;
    void second.then(() => (secondDone = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(secondDone).toBe(false); // resolves when the round it asked for is done
    await end(undefined);
    expect(secondDone).toBe(true);
    expect(rounds).toHaveLength(2);
    loop.stop();
  });

  it('wakes at the time a round names, and a later answer replaces it', async () => {
    const { loop, rounds, end } = harness();
    void loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    await end(5_000);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(rounds).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(rounds).toHaveLength(2);
    await end(undefined); // nothing waits: no wake-up
    loop.wakeAt(Date.now() + 100);
    loop.wakeAt(undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rounds).toHaveLength(2);
    loop.stop();
  });

  it('passes the connection’s return to the next round that runs, once', async () => {
    const { loop, rounds, end, connectivity } = harness();
    void loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    connectivity.dispatchEvent(new Event('online'));
    await end(undefined);
    await end(undefined);
    void loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    await end(undefined);
    expect(rounds.map((r) => r.connectionReturned)).toEqual([false, true, false]);
    loop.stop();
  });

  it('keeps the wake-up and the connection’s return when a round cannot run now', async () => {
    const { loop, rounds, end } = harness();
    void loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    await end(2_000);
    void loop.kick({ connectionReturned: true });
    await vi.advanceTimersByTimeAsync(0);
    await end(NOT_NOW);
    await vi.advanceTimersByTimeAsync(1_000); // the wake-up of the first round
    expect(rounds.map((r) => r.connectionReturned)).toEqual([false, true, true]);
    await end(undefined);
    loop.stop();
  });

  it('logs a failed round and tries again after the pause given, or at the next kick', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retrying = harness({ retryAfterFailureMs: 5_000 });
    void retrying.loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    await retrying.end(new Error('log refused'));
    expect(error).toHaveBeenCalledWith('test loop:', new Error('log refused'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(retrying.rounds).toHaveLength(2);
    retrying.loop.stop();

    const waiting = harness();
    void waiting.loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    await waiting.end(new Error('once'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(waiting.rounds).toHaveLength(1);
    waiting.loop.stop();
  });

  it('runs nothing after stop: no kick, no wake-up, no online', async () => {
    const { loop, rounds, end, connectivity } = harness();
    void loop.kick();
    await vi.advanceTimersByTimeAsync(0);
    void loop.kick(); // waits for the running round
    loop.stop();
    expect(loop.signal.aborted).toBe(true);
    await end(1_500);
    void loop.kick();
    connectivity.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rounds).toHaveLength(1);
  });
});
