import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at most 10, dropping the oldest', () => {
    const store = createToastStore();
    for (let i = 1; i <= 12; i++) store.show(`toast ${i}`);
    const shown = store.getSnapshot().map((t) => t.message);
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe('toast 3');
    expect(shown[9]).toBe('toast 12');
  });

  it('hides each toast 3000 ms after it appeared', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.show('first');
    vi.advanceTimersByTime(1000);
    store.show('second', 'error');
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
