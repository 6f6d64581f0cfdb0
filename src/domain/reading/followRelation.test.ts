import { describe, expect, it } from 'vitest';
import { followRelation } from './followRelation';

describe('followRelation', () => {
  it('says both ways, one way, or nothing', () => {
    expect(followRelation({ following: true, followedBy: true })).toBe('You follow each other');
    expect(followRelation({ following: true, followedBy: false })).toBe('Following');
    expect(followRelation({ followedBy: true })).toBe('Follows you');
    expect(followRelation({ following: false, followedBy: false })).toBeUndefined();
    expect(followRelation(undefined)).toBeUndefined();
  });
});
