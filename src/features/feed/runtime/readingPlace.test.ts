import { describe, expect, it } from 'vitest';
import { forgetPlace, hasPlace, placeOf, PLACES_KEPT, rememberPlace } from './readingPlace';

describe('readingPlace', () => {
  it('keeps the place left in each history entry until it is forgotten', () => {
    rememberPlace('entry-a', { posts: ['post-1'], top: 120 });
    rememberPlace('entry-b', { posts: ['post-9'], top: -40 });
    expect(placeOf('entry-a')).toEqual({ posts: ['post-1'], top: 120 });
    expect(placeOf('entry-b')).toEqual({ posts: ['post-9'], top: -40 });
    expect(hasPlace('entry-a')).toBe(true);
    forgetPlace('entry-a');
    expect(placeOf('entry-a')).toBeUndefined();
    expect(hasPlace('entry-a')).toBe(false);
    expect(hasPlace(undefined)).toBe(false);
    expect(placeOf('entry-b')).toEqual({ posts: ['post-9'], top: -40 });
  });

  it('a later click in the same entry replaces the place', () => {
    rememberPlace('entry-c', { posts: ['post-1'], top: 10 });
    rememberPlace('entry-c', { posts: ['post-2'], top: 300 });
    expect(placeOf('entry-c')).toEqual({ posts: ['post-2'], top: 300 });
  });

  it('forgets the oldest entries beyond the last ones kept', () => {
    for (let i = 0; i <= PLACES_KEPT; i++) rememberPlace(`many-${i}`, { posts: [`r${i}`], top: i });
    expect(placeOf('many-0')).toBeUndefined();
    expect(placeOf('many-1')).toEqual({ posts: ['r1'], top: 1 });
    expect(placeOf(`many-${PLACES_KEPT}`)).toEqual({
      posts: [`r${PLACES_KEPT}`],
      top: PLACES_KEPT,
    });
  });
});
