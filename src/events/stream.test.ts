import { describe, expect, it } from 'vitest';
import { createStream, createSubject, createValue, firstFound } from './stream';

describe('streams', () => {
  it('a subject passes each value to whoever listens now, and no longer after they leave', () => {
    const subject = createSubject<number>();
    const seen: number[] = [];
    subject.next(0);
    const subscription = subject.subscribe((value) => seen.push(value));
    subject.next(1);
    subscription.unsubscribe();
    subject.next(2);
    expect(seen).toEqual([1]);
    expect(subscription.closed).toBe(true);
  });

  it('a value is heard at once, then each change', () => {
    const value = createValue('a');
    const seen: string[] = [];
    value.next('b');
    value.subscribe((v) => seen.push(v));
    value.next('c');
    expect(seen).toEqual(['b', 'c']);
    expect(value.getValue()).toBe('c');
  });

  it('a cold stream cleans up when its subscriber leaves, and after a failure calls no one', () => {
    let cleaned = 0;
    const failures: unknown[] = [];
    const seen: number[] = [];
    let sink: { next(v: number): void; error(e: unknown): void } | undefined;
    const stream = createStream<number>((s) => {
      sink = s;
      return () => (cleaned += 1);
    });
    stream.subscribe({ next: (v) => seen.push(v), error: (e) => failures.push(e) });
    sink?.next(1);
    sink?.error(new Error('broken'));
    sink?.next(2);
    sink?.error(new Error('again'));
    expect(seen).toEqual([1]);
    expect(failures).toHaveLength(1);
    expect(cleaned).toBe(1);
  });

  it('firstFound answers the first value found, and rejects when aborted first', async () => {
    const subject = createSubject<number>();
    const found = firstFound(subject, (v) => (v > 1 ? v * 10 : undefined));
    subject.next(1);
    subject.next(2);
    subject.next(3);
    expect(await found).toBe(20);

    const controller = new AbortController();
    const never = firstFound(subject, () => undefined, controller.signal);
    controller.abort(new Error('gone'));
    await expect(never).rejects.toThrow('gone');
  });
});
