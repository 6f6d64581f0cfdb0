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

  it('keeps a persistent toast until it is dismissed', () => {
    const store = createToastStore();
    const id = store.show('Failed to post on: Lens', 'error', { persistent: true });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toEqual([
      { id, message: 'Failed to post on: Lens', tone: 'error', persistent: true },
    ]);
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('replaces a toast with a newer one of the same key, in the newer one’s place', () => {
    const store = createToastStore();
    store.show('Failed to post on: Lens', 'error', { key: 'compose-error', persistent: true });
    store.show('Posted on X.', 'success');
    store.show('Failed to post on: X', 'error', { key: 'compose-error', persistent: true });
    expect(store.getSnapshot().map((t) => t.message)).toEqual([
      'Posted on X.',
      'Failed to post on: X',
    ]);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Failed to post on: X']);
  });

  it('drops the oldest toasts that hide by themselves before a persistent one', () => {
    const store = createToastStore();
    store.show('kept', 'error', { key: 'compose-error', persistent: true });
    for (let i = 1; i <= 10; i++) store.show(`toast ${i}`);
    const shown = store.getSnapshot().map((t) => t.message);
    expect(shown).toHaveLength(10);
    expect(shown[0]).toBe('kept');
    expect(shown[1]).toBe('toast 2');
  });

  it('withdraws a keyed toast about one subject and leaves the same key about another', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.show('Failed to post on: X', 'error', {
      key: 'compose-error',
      subject: 'intent-1',
      persistent: true,
    });
    store.show('Posted on X.', 'success', { subject: 'intent-1' });
    store.subscribe(listener);
    store.withdraw('compose-error', 'intent-2');
    expect(listener).not.toHaveBeenCalled();
    store.withdraw('compose-error', 'intent-1');
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['Posted on X.']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps a toast with an action for its own time, and keeps the action', () => {
    const store = createToastStore();
    const run = vi.fn();
    store.show('Deleted post 2: “Two”', 'info', {
      action: { label: 'Undo', run },
      durationMs: 10_000,
    });
    vi.advanceTimersByTime(9_999);
    const [toast] = store.getSnapshot();
    expect(toast?.action?.label).toBe('Undo');
    toast?.action?.run();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });
});
