import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createUlidFactory } from '../ulid';
import { groupIdOf } from './groupIdOf';

describe('groupIdOf', () => {
  it('is a uuid the contract accepts, the same for the same ULID', () => {
    const id = '01JD5Z8Q2W3E4R5T6Y7U8I9O0P'.replace(/[IO]/g, 'X').replace('U', 'V');
    const group = groupIdOf(id);
    expect(z.uuid().safeParse(group).success).toBe(true);
    expect(groupIdOf(id)).toBe(group);
    expect(group).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('differs for different ULIDs, even in the same millisecond', () => {
    const next = createUlidFactory(() => 1_800_000_000_000);
    const ids = Array.from({ length: 200 }, () => groupIdOf(next()));
    expect(new Set(ids).size).toBe(200);
  });

  it('refuses what is not a ULID', () => {
    expect(() => groupIdOf('not-a-ulid')).toThrow(TypeError);
  });
});
