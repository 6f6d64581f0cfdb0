import { describe, expect, it } from 'vitest';
import { rememberReads } from './rememberReads';

const signal = new AbortController().signal;

describe('rememberReads', () => {
  it('asks once for a key, also when asked again before the first answer', async () => {
    const asked: string[] = [];
    const read = rememberReads(10, async (key: string) => {
      asked.push(key);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return key.toUpperCase();
    });
    const answers = await Promise.all([read('a', signal), read('a', signal), read('b', signal)]);
    expect(answers).toEqual(['A', 'A', 'B']);
    expect(await read('a', signal)).toBe('A');
    expect(asked).toEqual(['a', 'b']);
  });

  it('forgets an empty answer and a failure, so the next call asks again', async () => {
    let calls = 0;
    const read = rememberReads(10, async (key: string) => {
      calls += 1;
      if (calls === 1) return null;
      if (calls === 2) throw new Error('hub down');
      return key;
    });
    expect(await read('x', signal)).toBeNull();
    await expect(read('x', signal)).rejects.toThrow('hub down');
    expect(await read('x', signal)).toBe('x');
    expect(calls).toBe(3);
  });

  it('keeps only the latest answers', async () => {
    const asked: number[] = [];
    const read = rememberReads(2, async (key: number) => {
      asked.push(key);
      return key;
    });
    for (const key of [1, 2, 3, 1]) await read(key, signal);
    expect(asked).toEqual([1, 2, 3, 1]);
  });
});
