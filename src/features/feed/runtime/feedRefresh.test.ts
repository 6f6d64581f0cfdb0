import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeedRefresh } from './feedRefresh';

describe('feedRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes the feeds of the network a post landed on, once per burst', async () => {
    const feeds = createFeedRefresh({ coalesceMs: 500 });
    const bsky = vi.fn(() => Promise.resolve());
    const lens = vi.fn(() => Promise.resolve());
    feeds.register('Bsky', bsky);
    feeds.register('Lens', lens);
    feeds.published('Bsky');
    feeds.published('Bsky');
    feeds.published('Bsky');
    expect(bsky).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(bsky).toHaveBeenCalledTimes(1);
    expect(lens).not.toHaveBeenCalled();
    feeds.published('Bsky');
    await vi.advanceTimersByTimeAsync(500);
    expect(bsky).toHaveBeenCalledTimes(2);
  });

  it('only logs a feed that fails to refresh, and still refreshes the others', async () => {
    const log = vi.fn();
    const feeds = createFeedRefresh({ coalesceMs: 0, log });
    const broken = vi.fn(() => Promise.reject(new Error('timeline unreachable')));
    const working = vi.fn(() => Promise.resolve());
    feeds.register('Twitter', broken);
    feeds.register('Twitter', working);
    feeds.published('Twitter');
    await vi.advanceTimersByTimeAsync(0);
    expect(working).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Could not refresh a Twitter feed:', expect.any(Error));
  });

  it('forgets a feed that left the screen', async () => {
    const feeds = createFeedRefresh({ coalesceMs: 0 });
    const refresh = vi.fn(() => Promise.resolve());
    const remove = feeds.register('Farcaster', refresh);
    remove();
    feeds.published('Farcaster');
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).not.toHaveBeenCalled();
  });
});
