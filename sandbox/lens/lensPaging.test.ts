import { describe, expect, it } from 'vitest';
import { paginateByKey, timeKey } from './lensPaging';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
/** Posts newest first: ids grow with time, as Lens post ids do. */
const postsUpTo = (last: number) =>
  Array.from({ length: last }, (_, k) => ({ id: String(1000 + last - k), t: at(last - k) }));
const key = (p: { id: string; t: string }) => timeKey(p.t, p.id);
const page = (all: { id: string; t: string }[], cursor?: string | null) =>
  paginateByKey(all, { pageSize: 'TEN', cursor: cursor ?? null }, key, (p) => p.id);

describe('keyset pages', () => {
  it('pages to the end with nothing repeated, even when newer posts arrive between pages', () => {
    let all = postsUpTo(25);
    const first = page(all);
    expect(first.items).toEqual(all.slice(0, 10).map((p) => p.id));
    expect(first.pageInfo.prev).toBeNull();
    all = postsUpTo(28); // three new posts on top
    const second = page(all, first.pageInfo.next);
    expect(second.items).toEqual(
      postsUpTo(25)
        .slice(10, 20)
        .map((p) => p.id),
    );
    const third = page(all, second.pageInfo.next);
    expect(third.items).toEqual(
      postsUpTo(25)
        .slice(20)
        .map((p) => p.id),
    );
    expect(third.pageInfo.next).toBeNull();
  });

  it('goes back with prev to the page before, newer posts included', () => {
    const all = postsUpTo(25);
    const second = page(all, page(all).pageInfo.next);
    const back = page(postsUpTo(27), second.pageInfo.prev);
    expect(back.items).toEqual(
      postsUpTo(27)
        .slice(2, 12)
        .map((p) => p.id),
    );
    expect(back.pageInfo.prev).not.toBeNull();
  });

  it('orders ids by number, not by text', () => {
    expect(timeKey(at(1), '999') < timeKey(at(1), '1000')).toBe(true);
  });
});
