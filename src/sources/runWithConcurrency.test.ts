import { describe, expect, it } from 'vitest';
import { runWithConcurrency } from './runWithConcurrency';

describe('runWithConcurrency', () => {
  it('keeps at most `limit` tasks in flight and answers in order', async () => {
    let running = 0;
    let peak = 0;
    const results = await runWithConcurrency([5, 1, 4, 2, 3, 1, 2], 3, async (ms, i) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return i * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(peak).toBe(3);
  });

  it('stops starting tasks after a failure and rejects with it', async () => {
    const started: number[] = [];
    await expect(
      runWithConcurrency([0, 1, 2, 3, 4, 5], 2, async (n) => {
        started.push(n);
        if (n === 1) throw new Error('boom');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }),
    ).rejects.toThrow('boom');
    expect(started.length).toBeLessThan(6);
  });
});
