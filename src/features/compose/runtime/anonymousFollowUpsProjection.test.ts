import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@/events/appCatalog';
import { foldEvents } from '@/events/projection';
import {
  ANONYMOUS_RESUME_WINDOW_MS,
  anonymousFollowUpsProjection,
  anonymousPostsToResume,
} from './anonymousFollowUpsProjection';

const event = (id: string, at: number, type: string, payload: unknown) =>
  ({ id, aggregateId: id, at, v: 1, type, payload }) as unknown as AppEvent;

const requested = (id: string, at: number) =>
  event(id, at, 'AnonymousPostRequested', { productAccountId: 'acct' });
const accepted = (intentId: string, at: number) =>
  event(`ok-${intentId}`, at, 'ServerCallSucceeded', {
    callId: intentId,
    status: 200,
    answer: { success: true, post_id: 'p' },
  });
const refused = (intentId: string, retryable: boolean) =>
  event(`no-${intentId}`, 0, 'ServerCallFailed', {
    callId: intentId,
    attempt: 1,
    retryable,
    reason: 'HTTP 429',
  });
const settled = (intentId: string) =>
  event(`end-${intentId}`, 0, 'AnonymousPostSettled', { intentId, outcome: 'sent' });

const fold = (events: AppEvent[]) =>
  foldEvents(anonymousFollowUpsProjection, anonymousFollowUpsProjection.initial, events);

describe('anonymous follow-ups (composer.md §4.3: followed again after a reload)', () => {
  it('keeps a logged post until its end is settled or the server refuses it for good', () => {
    const state = fold([
      requested('a', 1),
      requested('b', 2),
      requested('c', 3),
      requested('d', 4),
      accepted('a', 10),
      settled('b'),
      refused('c', false),
      refused('d', true),
    ]);
    expect(state.open).toEqual({ a: { requestedAt: 1, acceptedAt: 10 }, d: { requestedAt: 4 } });
    expect(anonymousFollowUpsProjection.stateSchema.safeParse(state).success).toBe(true);
  });

  it('ignores calls that are not an anonymous post, and the first acceptance counts', () => {
    const state = fold([
      requested('a', 1),
      accepted('other', 5),
      accepted('a', 7),
      accepted('a', 9),
    ]);
    expect(state.open).toEqual({ a: { requestedAt: 1, acceptedAt: 7 } });
  });

  it('follows again what still waits for the server, and what it took within the window', () => {
    const now = 100 * ANONYMOUS_RESUME_WINDOW_MS;
    const state = fold([
      requested('waiting', 1),
      requested('recent', 2),
      requested('old', 3),
      accepted('recent', now - ANONYMOUS_RESUME_WINDOW_MS),
      accepted('old', now - ANONYMOUS_RESUME_WINDOW_MS - 1),
    ]);
    expect(anonymousPostsToResume(state, now)).toEqual(['recent', 'waiting']);
  });
});
