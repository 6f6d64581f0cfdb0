import { describe, expect, it } from 'vitest';
import { foldEvents } from '@/events/projection';
import {
  jobIdOf,
  publishJobsProjection,
  type PublishEvent,
} from '@/sync/publish/publishJobsProjection';
import { outboxRowActions } from './outboxRowActions';

const INTENT = '01JINTENT00000000000000001';
let seq = 0;
const event = <T extends PublishEvent['type']>(
  type: T,
  payload: Extract<PublishEvent, { type: T }>['payload'],
  at = 1000,
  id = `01JEVENT${String(++seq).padStart(18, '0')}`,
) => ({ type, payload, id, seq, at, aggregateId: INTENT, v: 1 }) as PublishEvent;

const thread = event(
  'PublishRequested',
  {
    kind: 'thread',
    targets: [
      { source: 'Bsky', accountId: 'did:plc:a' },
      { source: 'Lens', accountId: '0xa' },
    ],
    posts: [{ text: 'one' }, { text: 'two' }],
  },
  1000,
  INTENT,
);
const fold = (...events: PublishEvent[]) =>
  foldEvents(publishJobsProjection, publishJobsProjection.initial, [thread, ...events]);
const bsky = (i: number) => jobIdOf(INTENT, 'Bsky', i);
const lens = (i: number) => jobIdOf(INTENT, 'Lens', i);
const actions = (state: ReturnType<typeof fold>, id: string, now = 5000) => {
  const job = state.jobs[id];
  if (!job) throw new Error(`no job ${id}`);
  return outboxRowActions(state, job, now);
};

describe('outboxRowActions', () => {
  it('offers discard on each network’s first post not out yet, and nothing on published ones', () => {
    const state = fold(event('PublishSucceeded', { jobId: bsky(0), postId: 'p', url: 'u' }));
    expect(actions(state, bsky(0))).toEqual({ retry: false, retryNow: false, discard: false });
    expect(actions(state, bsky(1))).toEqual({ retry: false, retryNow: false, discard: true });
    expect(actions(state, lens(0))).toEqual({ retry: false, retryNow: false, discard: true });
    expect(actions(state, lens(1)).discard).toBe(false);
  });

  it('offers “retry now” while a network waits out a backoff, and retry once it stopped', () => {
    const waiting = fold(
      event(
        'PublishFailed',
        { jobId: lens(0), retryable: true, reason: '503', kind: 'network', retryAt: 60_000 },
        1100,
      ),
    );
    expect(actions(waiting, lens(0))).toMatchObject({ retryNow: true, retry: false });
    // Due anyway: nothing to bring forward.
    expect(actions(waiting, lens(0), 60_000).retryNow).toBe(false);
    const stopped = fold(
      event(
        'PublishFailed',
        { jobId: lens(0), retryable: false, reason: 'no', kind: 'invalid' },
        1100,
      ),
    );
    expect(actions(stopped, lens(0))).toEqual({ retry: true, retryNow: false, discard: true });
  });

  it('offers nothing once the whole post was discarded', () => {
    const state = fold(event('PublishDiscarded', { intentId: INTENT }));
    expect(actions(state, lens(0))).toEqual({ retry: false, retryNow: false, discard: false });
  });
});
