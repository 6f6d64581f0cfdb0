import { describe, expect, it } from 'vitest';
import { createUlidFactory, ULID_PATTERN, ulidTime } from './ulid';

describe('ulid', () => {
  it('encodes the time in the first 10 characters', () => {
    const make = createUlidFactory(() => 1_700_000_000_123);
    const id = make();
    expect(id).toMatch(ULID_PATTERN);
    expect(ulidTime(id)).toBe(1_700_000_000_123);
  });

  it('is strictly increasing within one millisecond and when the clock goes back', () => {
    const times = [5000, 5000, 5000, 4000, 6000];
    const make = createUlidFactory(() => times.shift() ?? 6000);
    const ids = Array.from({ length: 5 }, make);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(5);
    expect(ulidTime(ids[3] ?? '')).toBe(5000);
  });

  it('carries the increment across digits', () => {
    const make = createUlidFactory(
      () => 1,
      (n) => new Uint8Array(n).fill(31),
    );
    const first = make();
    expect(first.slice(10)).toBe('ZZZZZZZZZZZZZZZZ');
    expect(() => make()).toThrow(/overflowed/);
  });

  it('rejects ids that are not ULIDs', () => {
    expect(() => ulidTime('not-a-ulid')).toThrow(/Not a ULID/);
  });
});
