import { describe, expect, it } from 'vitest';
import type { AnonymousRateLimits } from '../model/anonymous';
import { newPoll } from '../model/poll';
import type { AnonymousContext } from './anonymousAvailability';
import { ANONYMOUS_SOURCES, anonymousAvailability } from './anonymousAvailability';

const limits: AnonymousRateLimits = {
  can_post: true,
  daily_remaining: 3,
  copyToAnoncast: true,
  copyToTwitter: true,
};
const base: AnonymousContext = {
  flagOn: true,
  type: 'compose',
  posts: [{ poll: null, rpPayload: null }],
  rateLimits: limits,
};
const quota = {
  daily_limit: 5,
  daily_remaining: 3,
  wait_minutes: 0,
  wait_seconds: 0,
  canPost: true,
};

describe('anonymous availability (composer.md §5.8)', () => {
  it('is for Farcaster and X only', () => {
    expect(ANONYMOUS_SOURCES).toEqual(['Farcaster', 'Twitter']);
    expect(anonymousAvailability(base)).toEqual({
      available: true,
      sources: ['Farcaster', 'Twitter'],
    });
  });

  it('needs the feature flag and an allowed type', () => {
    expect(anonymousAvailability({ ...base, flagOn: false })).toEqual({
      available: false,
      reason: 'flagOff',
    });
    expect(
      anonymousAvailability({
        ...base,
        allowedTypes: ['compose'],
        type: 'reply',
        sealedSource: 'Farcaster',
      }),
    ).toEqual({
      available: false,
      reason: 'typeNotAllowed',
    });
  });

  it('needs can_post, daily_remaining > 0 and a target', () => {
    expect(anonymousAvailability({ ...base, rateLimits: undefined })).toMatchObject({
      reason: 'cannotPost',
    });
    expect(
      anonymousAvailability({ ...base, rateLimits: { ...limits, can_post: false } }),
    ).toMatchObject({ reason: 'cannotPost' });
    expect(anonymousAvailability({ ...base, quota: { ...quota, canPost: false } })).toMatchObject({
      reason: 'cannotPost',
    });
    expect(
      anonymousAvailability({ ...base, rateLimits: { ...limits, daily_remaining: 0 } }),
    ).toMatchObject({ reason: 'noneRemaining' });
    expect(
      anonymousAvailability({
        ...base,
        rateLimits: { ...limits, copyToAnoncast: false, copyToTwitter: false },
      }),
    ).toMatchObject({
      reason: 'noTarget',
    });
    expect(
      anonymousAvailability({ ...base, rateLimits: { ...limits, copyToTwitter: false } }),
    ).toEqual({
      available: true,
      sources: ['Farcaster'],
    });
    expect(
      anonymousAvailability({ ...base, rateLimits: { ...limits, copyToAnoncast: false } }),
    ).toEqual({
      available: true,
      sources: ['Twitter'],
    });
  });

  it('is disabled by a poll, a red packet, a schedule time, a thread or a wait time', () => {
    expect(
      anonymousAvailability({ ...base, posts: [{ poll: newPoll(() => 'x'), rpPayload: null }] }),
    ).toMatchObject({ reason: 'poll' });
    expect(
      anonymousAvailability({
        ...base,
        posts: [{ poll: null, rpPayload: { publicKey: 'k', metadata: { rpid: 'r' } } }],
      }),
    ).toMatchObject({
      reason: 'redPacket',
    });
    expect(anonymousAvailability({ ...base, scheduleTime: 1 })).toMatchObject({
      reason: 'scheduled',
    });
    expect(anonymousAvailability({ ...base, posts: [...base.posts, ...base.posts] })).toMatchObject(
      { reason: 'thread' },
    );
    expect(anonymousAvailability({ ...base, quota: { ...quota, wait_seconds: 30 } })).toMatchObject(
      { reason: 'wait' },
    );
    expect(anonymousAvailability({ ...base, quota: { ...quota, wait_minutes: 2 } })).toMatchObject({
      reason: 'wait',
    });
    expect(anonymousAvailability({ ...base, quota })).toMatchObject({ available: true });
  });

  it('gives the wait or the used-up day, not a bare no, when the server says no for them', () => {
    const waiting = { ...quota, wait_seconds: 30, wait_minutes: 1, canPost: false };
    const no = { ...limits, can_post: false };
    expect(anonymousAvailability({ ...base, rateLimits: no, quota: waiting })).toMatchObject({
      reason: 'wait',
    });
    // What the user can change comes first.
    expect(
      anonymousAvailability({
        ...base,
        rateLimits: no,
        quota: waiting,
        posts: [...base.posts, ...base.posts],
      }),
    ).toMatchObject({ reason: 'thread' });
    expect(
      anonymousAvailability({
        ...base,
        rateLimits: { ...no, daily_remaining: 0 },
        quota: { ...quota, daily_remaining: 0, canPost: false },
      }),
    ).toMatchObject({ reason: 'noneRemaining' });
  });

  it('keeps a reply or quote to its sealed source', () => {
    expect(anonymousAvailability({ ...base, type: 'reply', sealedSource: 'Twitter' })).toEqual({
      available: true,
      sources: ['Twitter'],
    });
    expect(anonymousAvailability({ ...base, type: 'quote', sealedSource: 'Lens' })).toMatchObject({
      reason: 'sealedSource',
    });
    expect(
      anonymousAvailability({
        ...base,
        type: 'quote',
        sealedSource: 'Twitter',
        rateLimits: { ...limits, copyToTwitter: false },
      }),
    ).toMatchObject({ reason: 'sealedSource' });
  });
});
