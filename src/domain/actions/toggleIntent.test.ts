import { describe, expect, it } from 'vitest';
import { shownToggle, toggleKeyOf } from './toggleIntent';

describe('a switch as the reader sees it (issue 21)', () => {
  it('shows the state left and the count moved by it, at once', () => {
    const pending = (wanted: boolean) => ({ wanted, pending: true });
    expect(shownToggle({ on: false, count: 4 }, pending(true), 0)).toEqual({ on: true, count: 5 });
    expect(shownToggle({ on: true, count: 5 }, pending(false), 0)).toEqual({ on: false, count: 4 });
    expect(shownToggle({ on: false, count: 4 }, pending(false), 0)).toEqual({
      on: false,
      count: 4,
    });
    // A read that already counts the like (read after it landed) is not moved again.
    expect(shownToggle({ on: true, count: 5 }, pending(true), 0)).toEqual({ on: true, count: 5 });
    // A network that said it was liked with a count of 0 (a stale count) never shows -1.
    expect(shownToggle({ on: true, count: 0 }, pending(false), 0)).toEqual({ on: false, count: 0 });
    // A network without counts (a follow): the state alone.
    expect(shownToggle({ on: false }, pending(true), undefined)).toEqual({ on: true });
  });

  it('keeps a settled switch over a read made before it settled, not over one made after', () => {
    const settled = { wanted: true, pending: false, settledAt: 5_000 };
    expect(shownToggle({ on: false, count: 1 }, settled, 4_000)).toEqual({ on: true, count: 2 });
    expect(shownToggle({ on: false, count: 1 }, settled, 6_000)).toEqual({ on: false, count: 1 });
    // When the read's time is not known, the log's knowledge stands.
    expect(shownToggle({ on: false, count: 1 }, settled, undefined)).toEqual({
      on: true,
      count: 2,
    });
  });

  it('shows the read when nothing was pressed', () => {
    expect(shownToggle({ on: true, count: 3 }, undefined, 0)).toEqual({ on: true, count: 3 });
  });

  it('keys a switch by all of its parts, whatever characters the ids hold', () => {
    const a = toggleKeyOf({ source: 'Bsky', accountId: 'did:plc:a:b', kind: 'like', target: 'c' });
    const b = toggleKeyOf({ source: 'Bsky', accountId: 'did:plc:a', kind: 'like', target: 'b:c' });
    expect(a).not.toBe(b);
  });
});
