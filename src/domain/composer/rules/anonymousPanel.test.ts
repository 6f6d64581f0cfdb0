import { describe, expect, it } from 'vitest';
import type { AnonymousQuota, AnonymousRateLimits } from '../model/anonymous';
import { initialComposeState, type ComposeState } from '../model/composeState';
import type { ComposerPost } from '../model/composerPost';
import { newPoll } from '../model/poll';
import { anonymousPanelState, formatWait, type AnonymousLimits } from './anonymousPanel';
import { toggleAnonymousInCompose } from './anonymousToggle';

const rateLimits: AnonymousRateLimits = {
  can_post: true,
  daily_remaining: 7,
  copyToAnoncast: true,
  copyToTwitter: true,
};
const quota: AnonymousQuota = {
  daily_limit: 10,
  daily_remaining: 7,
  wait_minutes: 0,
  wait_seconds: 0,
  canPost: true,
};
const ready: AnonymousLimits = { kind: 'ready', rateLimits, quota };
const compose = (post: Partial<ComposerPost> = {}, init: Partial<ComposeState> = {}) => ({
  ...initialComposeState('p0', {
    post: { chars: 'Hi', availableSources: ['Farcaster', 'Lens', 'Bsky'], ...post },
  }),
  ...init,
});

describe('the anonymous-post panel (composer.md §3.9, §4.3, §5.8)', () => {
  it('offers Farcaster and X with the quota', () => {
    expect(anonymousPanelState(compose(), ready)).toEqual({
      offered: ['Farcaster', 'Twitter'],
      selected: [],
      switchable: ['Farcaster', 'Twitter'],
      quota: '7 of 10 anonymous posts left today.',
      canSend: false,
    });
  });

  it('turning one on leaves only anonymous networks, replies open to everyone', () => {
    const on = toggleAnonymousInCompose(
      compose({ restriction: 'MentionedProfiles' }),
      'Twitter',
      true,
    );
    expect(on.posts[0]).toMatchObject({
      availableSources: ['Twitter'],
      isAnonymous: true,
      restriction: 'Everyone',
    });
    expect(anonymousPanelState(on, ready)).toMatchObject({ selected: ['Twitter'], canSend: true });
    const off = toggleAnonymousInCompose(on, 'Twitter', false);
    expect(off.posts[0]).toMatchObject({ availableSources: [], isAnonymous: false });
  });

  it('says why it cannot be turned on', () => {
    const reason = (c: ComposeState, limits: AnonymousLimits = ready) =>
      anonymousPanelState(c, limits).reason;
    const two = compose();
    const thread = { ...two, posts: [...two.posts, { ...two.posts[0]!, id: 'p1' }] };
    expect(reason(thread)).toBe(
      'An anonymous post is a single post: remove the other posts of the thread to post anonymously.',
    );
    expect(reason(compose({ poll: newPoll(() => 'o') }))).toBe(
      'Anonymous posts cannot have a poll.',
    );
    expect(reason(compose({ rpPayload: { publicKey: 'k', metadata: { rpid: 'r' } } }))).toBe(
      'Anonymous posts cannot carry a red packet.',
    );
    expect(reason(compose({}, { scheduleTime: 1 }))).toBe('Anonymous posts cannot be scheduled.');
    const waiting = { ...quota, wait_seconds: 45, wait_minutes: 1, canPost: false };
    expect(
      reason(compose(), {
        kind: 'ready',
        rateLimits: { ...rateLimits, can_post: false },
        quota: waiting,
      }),
    ).toBe('You can post anonymously again in 45 s.');
    const spent = { ...quota, daily_remaining: 0, canPost: false };
    expect(
      reason(compose(), {
        kind: 'ready',
        rateLimits: { ...rateLimits, daily_remaining: 0, can_post: false },
        quota: spent,
      }),
    ).toBe('You have used today’s 10 anonymous posts. You can post anonymously again tomorrow.');
    expect(
      reason(
        compose({
          images: [
            {
              id: 'i',
              file: { name: 'a.png', type: 'image/png' },
              mimeType: 'image/png',
              urls: { Local: 'blob:a' },
            },
          ],
        }),
      ),
    ).toBe('Anonymous posts can carry links and GIFs, not pictures or videos from this device.');
    expect(reason(compose(), { kind: 'loading' })).toBe('Checking your anonymous posts…');
    expect(reason(compose(), { kind: 'noSession' })).toBe(
      'Sign in to Polycast to post anonymously.',
    );
    expect(reason(compose(), { kind: 'error', reason: 'HTTP 502' })).toBe(
      'Could not check your anonymous posts: HTTP 502',
    );
    expect(reason(compose({}, { type: 'reply', sealedSource: 'Bsky' }))).toBe(
      'This post can only go to Bluesky, which has no anonymous account.',
    );
  });

  it('lets a network be switched off even when it could not be switched on now', () => {
    const on = toggleAnonymousInCompose(compose(), 'Farcaster', true);
    const state = anonymousPanelState({ ...on, scheduleTime: 5 }, ready);
    expect(state).toMatchObject({
      selected: ['Farcaster'],
      switchable: ['Farcaster'],
      canSend: false,
    });
  });

  it('words a wait in seconds under a minute, else minutes', () => {
    expect(formatWait(45)).toBe('45 s');
    expect(formatWait(0.2)).toBe('1 s');
    expect(formatWait(61)).toBe('2 min');
  });
});
