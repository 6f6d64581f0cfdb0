import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@/events/appCatalog';
import { toggleNoticeFor } from './toggleNoticeFor';

const event = (type: string, payload: object) =>
  ({ type, payload, id: 'e', aggregateId: 'k', at: 0, seq: 1, v: 1 }) as unknown as AppEvent;

describe('what the reader is told of a switch', () => {
  it('says a refusal in the network’s words, naming what was put back', () => {
    const refused = event('ToggleFailed', {
      on: true,
      retryable: false,
      reason: 'Post not found',
      kind: 'invalid',
    });
    expect(toggleNoticeFor(refused, { kind: 'like', source: 'Lens', target: 'p' })).toEqual({
      message: 'Failed to like this post on Lens: Post not found',
      tone: 'error',
    });
    const unfollow = event('ToggleFailed', {
      on: false,
      retryable: false,
      reason: 'No',
      kind: 'invalid',
    });
    expect(
      toggleNoticeFor(unfollow, { kind: 'follow', source: 'Twitter', target: 'p' })?.message,
    ).toBe('Failed to unfollow on X: No');
  });

  it('says nothing when the state shown again after a refusal reaches the network', () => {
    const bookmark = { kind: 'bookmark', source: 'Lens', target: 'p' } as const;
    const restored = event('ToggleConfirmed', { on: false, restored: true });
    expect(toggleNoticeFor(restored, bookmark)).toBeUndefined();
    expect(toggleNoticeFor(event('ToggleConfirmed', { on: false }), bookmark)).toBeDefined();
  });

  it('says nothing of a failure that will be tried again', () => {
    const later = event('ToggleFailed', {
      on: true,
      retryable: true,
      reason: 'down',
      kind: 'network',
    });
    expect(toggleNoticeFor(later, { kind: 'like', source: 'Bsky', target: 'p' })).toBeUndefined();
  });

  it('confirms a bookmark and its removal, and nothing else that lands', () => {
    const on = event('ToggleConfirmed', { on: true });
    const off = event('ToggleConfirmed', { on: false });
    expect(toggleNoticeFor(on, { kind: 'bookmark', source: 'Bsky', target: 'p' })?.message).toBe(
      'Bookmarked on Bluesky.',
    );
    expect(
      toggleNoticeFor(off, { kind: 'bookmark', source: 'Farcaster', target: 'p' })?.message,
    ).toBe('Removed from your bookmarks on Farcaster.');
    expect(toggleNoticeFor(on, { kind: 'like', source: 'Bsky', target: 'p' })).toBeUndefined();
  });

  it('says a delete landed, and a refused one in §8’s words', () => {
    const post = { kind: 'delete' as const, target: '1234' };
    expect(
      toggleNoticeFor(event('ToggleConfirmed', { on: true }), { ...post, source: 'Twitter' }),
    ).toEqual({
      message: 'Post deleted.',
      tone: 'success',
    });
    const refused = event('ToggleFailed', {
      on: true,
      retryable: false,
      reason: 'No',
      kind: 'invalid',
    });
    expect(toggleNoticeFor(refused, { ...post, source: 'Twitter' })?.message).toBe(
      'Failed to delete post: 1234',
    );
  });

  it('says a channel was muted or unmuted, and names the channel when it failed', () => {
    const channel = { kind: 'blockChannel', source: 'Farcaster', target: 'art' } as const;
    expect(toggleNoticeFor(event('ToggleConfirmed', { on: true }), channel)).toEqual({
      message: '/art muted.',
      tone: 'success',
    });
    expect(toggleNoticeFor(event('ToggleConfirmed', { on: false }), channel)?.message).toBe(
      '/art unmuted.',
    );
    const refused = event('ToggleFailed', {
      on: true,
      retryable: false,
      reason: 'No session',
      kind: 'auth',
    });
    expect(toggleNoticeFor(refused, channel)).toEqual({
      message: 'Failed to mute /art: No session',
      tone: 'error',
    });
  });

  it('names the network a report went to, or failed to reach', () => {
    const report = { kind: 'report', source: 'Lens', target: 'p' } as const;
    expect(toggleNoticeFor(event('ToggleConfirmed', { on: true }), report)).toEqual({
      message: 'Reported this post to Lens.',
      tone: 'success',
    });
    const refused = event('ToggleFailed', {
      on: true,
      retryable: false,
      reason: 'Post p not found',
      kind: 'invalid',
    });
    expect(toggleNoticeFor(refused, { ...report, source: 'Farcaster' })).toEqual({
      message: 'Failed to report this post to Farcaster: Post p not found',
      tone: 'error',
    });
  });
});
