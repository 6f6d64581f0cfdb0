import { describe, expect, it } from 'vitest';
import { foldEvents } from '@/events/projection';
import {
  dueJobs,
  intentOutcome,
  intentProgress,
  intentResults,
  intentRetryWaits,
  nextWakeAt,
  openJobCount,
  outboxPostCounts,
  settledMediaIds,
  waitingIntentIds,
} from './publishJobQueries';
import {
  jobIdOf,
  publishJobsProjection,
  SETTLED_INTENT_KEPT_MS,
  THREAD_PARENT_WAIT_MS,
  type PublishEvent,
} from './publishJobsProjection';

let seq = 0;
function event<T extends PublishEvent['type']>(
  type: T,
  payload: Extract<PublishEvent, { type: T }>['payload'],
  at: number,
  id = `01J${String(++seq).padStart(23, '0')}`,
): PublishEvent {
  return { type, payload, at, id, seq, aggregateId: 'publish', v: 1 } as PublishEvent;
}

const INTENT = '01JINTENT000000000000000001';
const thread = event(
  'PublishRequested',
  {
    kind: 'thread',
    targets: [
      { source: 'Bsky', accountId: 'did:plc:a' },
      { source: 'Farcaster', accountId: '7' },
    ],
    posts: [{ text: 'one' }, { text: 'two' }, { text: 'three' }],
  },
  1000,
  INTENT,
);
const fold = (...events: PublishEvent[]) =>
  foldEvents(publishJobsProjection, publishJobsProjection.initial, events);
const bsky = (index: number) => jobIdOf(INTENT, 'Bsky', index);
const serverRetry = (
  state: ReturnType<typeof fold>,
  sources: ('Bsky' | 'Farcaster')[],
  at: number,
) =>
  publishJobsProjection.apply(
    state,
    event('PublishRetryRequested', { intentId: INTENT, sources }, at),
  );
const fc = (index: number) => jobIdOf(INTENT, 'Farcaster', index);

describe('publishJobsProjection', () => {
  it('derives one job per post and network, keyed by the intent’s event id', () => {
    const state = fold(thread);
    // Six deliveries, one post waiting.
    expect(outboxPostCounts(state)).toEqual({ waiting: 1, failed: 0 });
    expect(Object.keys(state.jobs).sort()).toEqual(
      [fc(0), fc(1), fc(2), bsky(0), bsky(1), bsky(2)].sort(),
    );
    expect(state.jobs[bsky(1)]).toMatchObject({
      source: 'Bsky',
      accountId: 'did:plc:a',
      index: 1,
      status: 'waiting',
    });
    expect(intentProgress(state, INTENT)).toEqual({ published: 0, total: 6 });
  });

  it('runs a thread in order: only each network’s first post is due until it is published', () => {
    const state = fold(thread);
    expect(dueJobs(state, 1000).map((j) => j.id)).toEqual([bsky(0), fc(0)]);
    const afterBsky = fold(
      thread,
      event('PublishSucceeded', { jobId: bsky(0), postId: 'at://1', url: 'u' }, 2000),
    );
    // The reply waits for the network to serve its parent (composer.md §4.6).
    expect(dueJobs(afterBsky, 2000).map((j) => j.id)).toEqual([fc(0)]);
    expect(nextWakeAt(afterBsky)).toBe(1000);
    expect(afterBsky.jobs[bsky(1)]?.retryAt).toBe(2000 + THREAD_PARENT_WAIT_MS.Bsky);
    expect(dueJobs(afterBsky, 3000).map((j) => j.id)).toEqual([fc(0), bsky(1)]);
  });

  it('a thread that fixed its own gap (a scheduled one: 1 s) waits that long on every network', () => {
    const gapped = event(
      'PublishRequested',
      {
        ...(thread.payload as Extract<PublishEvent, { type: 'PublishRequested' }>['payload']),
        threadGapMs: 1000,
      },
      1000,
      '01JGAPPED000000000000000001',
    );
    const id = (index: number) => jobIdOf('01JGAPPED000000000000000001', 'Farcaster', index);
    const state = fold(
      gapped,
      event('PublishSucceeded', { jobId: id(0), postId: '7:0x1', url: 'u' }, 2000),
    );
    expect(THREAD_PARENT_WAIT_MS.Farcaster).toBeGreaterThan(1000);
    expect(state.jobs[id(1)]?.retryAt).toBe(3000);
  });

  it('counts attempts; an attempt with no outcome, or a lost answer, must be reconciled', () => {
    const attempted = fold(
      thread,
      event('PublishAttempted', { jobId: bsky(0), attempt: 1, executor: 'tab' }, 1100),
    );
    expect(attempted.jobs[bsky(0)]).toMatchObject({
      status: 'attempting',
      attempts: 1,
      totalAttempts: 1,
      failures: 0,
    });
    const lost = fold(
      thread,
      event('PublishAttempted', { jobId: bsky(0), attempt: 1, executor: 'tab' }, 1100),
      event('PublishOutcomeUnknown', { jobId: bsky(0), reason: 'timeout' }, 1200),
    );
    expect(lost.jobs[bsky(0)]?.status).toBe('unknown');
    expect(dueJobs(lost, 1200).map((j) => j.id)).toContain(bsky(0));
  });

  it('counts every try on its network, those that failed before sending too', () => {
    const failedBefore = (at: number) =>
      event(
        'PublishFailed',
        { jobId: bsky(0), retryable: true, reason: 'Lens answered 503', kind: 'network' },
        at,
      );
    const state = fold(
      thread,
      failedBefore(1100), // preparing failed: nothing was sent
      failedBefore(1200),
      event('PublishAttempted', { jobId: bsky(0), attempt: 1, executor: 'tab' }, 1300),
      failedBefore(1400), // the send failed: the same try
      event('PublishAttempted', { jobId: bsky(0), attempt: 2, executor: 'tab' }, 1500),
      event('PublishSucceeded', { jobId: bsky(0), postId: 'at://1', url: 'u' }, 1600),
    );
    expect(state.jobs[bsky(0)]).toMatchObject({ tries: 4, totalAttempts: 2, failures: 3 });
    expect(state.jobs[bsky(1)]?.tries).toBe(0);
  });

  it('“Retry now” wakes a job waiting out its backoff, and starts its backoff afresh', () => {
    const waiting = fold(
      thread,
      event(
        'PublishFailed',
        { jobId: bsky(0), retryable: true, reason: 'busy', kind: 'network', retryAt: 600_000 },
        1100,
      ),
    );
    const due = (state: typeof waiting) => dueJobs(state, 5000).map((j) => j.id);
    expect(due(waiting)).toEqual([fc(0)]);
    const now = serverRetry(waiting, ['Bsky'], 5000);
    expect(now.jobs[bsky(0)]).toMatchObject({ status: 'waiting', failures: 0, retryAt: 5000 });
    expect(due(now)).toEqual([bsky(0), fc(0)]);
    // Only the networks named; a job that never failed keeps its time.
    expect(now.jobs[fc(0)]?.retryAt).toBe(1000);
    expect(serverRetry(waiting, ['Farcaster'], 5000).jobs[bsky(0)]?.retryAt).toBe(600_000);
  });

  it('discards one network’s posts and leaves the others going', () => {
    const state = fold(
      thread,
      event('PublishSucceeded', { jobId: fc(0), postId: '7:0x1', url: 'u' }, 2000),
      event('PublishDiscarded', { intentId: INTENT, sources: ['Bsky'] }, 3000),
    );
    expect([0, 1, 2].map((i) => state.jobs[bsky(i)]?.status)).toEqual([
      'discarded',
      'discarded',
      'discarded',
    ]);
    expect(state.jobs[fc(0)]?.status).toBe('succeeded');
    expect(state.intents[INTENT]?.discarded).toBe(false);
    expect(dueJobs(state, 10_000).map((j) => j.id)).toEqual([fc(1)]);
    expect(intentOutcome(state, INTENT)).toEqual({ kind: 'pending' });
  });

  it('when the connection returns, a job that failed for want of it is due at once', () => {
    const failed = (kind: string) =>
      fold(
        thread,
        event(
          'PublishFailed',
          { jobId: bsky(0), retryable: true, reason: 'Failed to fetch', kind, retryAt: 90_000 },
          1100,
        ),
      );
    expect(dueJobs(failed('network'), 2000).map((j) => j.id)).not.toContain(bsky(0));
    expect(
      dueJobs(failed('network'), 2000, { networkFailuresNow: true }).map((j) => j.id),
    ).toContain(bsky(0));
    expect(
      dueJobs(failed('rate_limited'), 2000, { networkFailuresNow: true }).map((j) => j.id),
    ).not.toContain(bsky(0));
  });

  it('forgets intents settled more than 7 days before a new one, and keeps open ones however old', () => {
    const week = SETTLED_INTENT_KEPT_MS;
    const single = (id: string, at: number) =>
      event(
        'PublishRequested',
        {
          kind: 'post',
          targets: [{ source: 'Bsky', accountId: 'did:plc:a' }],
          posts: [{ text: id }],
        },
        at,
        id,
      );
    const published = (id: string, at: number) =>
      event(
        'PublishSucceeded',
        { jobId: jobIdOf(id, 'Bsky', 0), postId: `at://${id}`, url: 'u' },
        at,
      );
    const state = fold(
      single('01JOLDDONE0000000000000001', 1000),
      published('01JOLDDONE0000000000000001', 2000),
      single('01JOLDOPEN0000000000000001', 1000),
      single('01JNEWDONE0000000000000001', week),
      published('01JNEWDONE0000000000000001', week + 10),
      single('01JLATEST00000000000000001', week + 3000),
    );
    expect(Object.keys(state.intents).sort()).toEqual([
      '01JLATEST00000000000000001',
      '01JNEWDONE0000000000000001',
      '01JOLDOPEN0000000000000001',
    ]);
    expect(Object.keys(state.jobs).some((id) => id.startsWith('01JOLDDONE'))).toBe(false);
  });

  it('names the attached files no job will need again', () => {
    const withPicture = event(
      'PublishRequested',
      {
        kind: 'post',
        targets: [
          { source: 'Bsky', accountId: 'did:plc:a' },
          { source: 'Farcaster', accountId: '7' },
        ],
        posts: [
          {
            text: 'look',
            localMedia: [
              { mediaId: 'm1', kind: 'image', mimeType: 'image/png', name: 'a.png', size: 3 },
            ],
          },
        ],
      },
      1000,
      '01JPICTURE0000000000000001',
    );
    const job = (source: 'Bsky' | 'Farcaster') => jobIdOf('01JPICTURE0000000000000001', source, 0);
    const halfway = fold(
      withPicture,
      event('PublishSucceeded', { jobId: job('Bsky'), postId: 'p', url: 'u' }, 1100),
      event(
        'PublishFailed',
        { jobId: job('Farcaster'), retryable: false, reason: 'no', kind: 'invalid' },
        1200,
      ),
    );
    // A failed network may still be retried: its file stays.
    expect(settledMediaIds(halfway)).toEqual([]);
    const discarded = fold(
      withPicture,
      event('PublishSucceeded', { jobId: job('Bsky'), postId: 'p', url: 'u' }, 1100),
      event('PublishDiscarded', { intentId: '01JPICTURE0000000000000001' }, 1300),
    );
    expect(settledMediaIds(discarded)).toEqual(['m1']);
  });

  it('an attempt reconciled and not found on its network may be sent again', () => {
    const notThere = fold(
      thread,
      event('PublishAttempted', { jobId: bsky(0), attempt: 1, executor: 'killed-tab' }, 1100),
      event('PublishNotLanded', { jobId: bsky(0) }, 1300),
    );
    expect(notThere.jobs[bsky(0)]).toMatchObject({
      status: 'waiting',
      mayHaveLanded: false,
      attempts: 1,
    });
  });

  it('keeps the first upload of a file for a network; a late checkpoint changes nothing', () => {
    const media = { kind: 'image' as const, ref: 'blob-1', mimeType: 'image/png' };
    const state = fold(
      thread,
      event(
        'MediaUploadCheckpointed',
        { jobId: bsky(0), mediaId: 'm1', checkpoint: { at: 1 } },
        1100,
      ),
      event('MediaUploaded', { jobId: bsky(0), mediaId: 'm1', media }, 1200),
      event(
        'MediaUploadCheckpointed',
        { jobId: bsky(0), mediaId: 'm1', checkpoint: { at: 2 } },
        1300,
      ),
    );
    expect(state.uploads).toEqual({ [`${INTENT}:Bsky:m1`]: { media } });
  });

  it('waits after a retryable failure, stops at a final one, and retries only what the user asks', () => {
    const state = fold(
      thread,
      event(
        'PublishFailed',
        { jobId: bsky(0), retryable: true, reason: 'busy', kind: 'rate_limited', retryAt: 9000 },
        1100,
      ),
      event(
        'PublishFailed',
        {
          jobId: fc(0),
          retryable: false,
          reason: 'Login required to post on Farcaster.',
          kind: 'auth',
        },
        1100,
      ),
    );
    expect(dueJobs(state, 8999)).toEqual([]);
    expect(dueJobs(state, 9000).map((j) => j.id)).toEqual([bsky(0)]);
    expect(intentResults(state, INTENT).Farcaster).toMatchObject({
      failed: true,
      postError: 'Login required to post on Farcaster.',
    });
    expect(openJobCount(state)).toBe(3); // Farcaster's thread waits behind its failed first post
    // One post: waiting on Bluesky and failed on Farcaster, counted once in each.
    expect(outboxPostCounts(state)).toEqual({ waiting: 1, failed: 1 });
    expect([...waitingIntentIds(state)]).toEqual([INTENT]);
    // The composer shows the waiting network's reason and time; not the one that stopped.
    expect(intentRetryWaits(state, INTENT)).toEqual([
      { source: 'Bsky', reason: 'busy', retryAt: 9000 },
    ]);
    const trying = fold(
      thread,
      event(
        'PublishFailed',
        { jobId: bsky(0), retryable: true, reason: 'busy', kind: 'network', retryAt: 9000 },
        1100,
      ),
      event('PublishAttempted', { jobId: bsky(0), attempt: 2, executor: 'tab' }, 9000),
    );
    expect(intentRetryWaits(trying, INTENT)).toEqual([]);

    const retried = fold(
      ...[thread],
      event('PublishFailed', { jobId: fc(0), retryable: false, reason: 'x', kind: 'auth' }, 1100),
      event('PublishRetryRequested', { intentId: INTENT, sources: ['Farcaster'] }, 5000),
    );
    expect(retried.jobs[fc(0)]).toMatchObject({ status: 'waiting', attempts: 0, retryAt: 5000 });
  });

  it('never reopens a published job, and discarding leaves published posts as they are', () => {
    const state = fold(
      thread,
      event('PublishSucceeded', { jobId: bsky(0), postId: 'at://1', url: 'u' }, 2000),
      event(
        'PublishFailed',
        { jobId: bsky(0), retryable: true, reason: 'late', kind: 'network' },
        2100,
      ),
      event('PublishAttempted', { jobId: bsky(0), attempt: 2, executor: 'tab' }, 2200),
      event('PublishDiscarded', { intentId: INTENT }, 3000),
    );
    expect(state.jobs[bsky(0)]).toMatchObject({
      status: 'succeeded',
      postId: 'at://1',
      attempts: 0,
    });
    expect(state.jobs[bsky(1)]?.status).toBe('discarded');
    expect(dueJobs(state, 10_000)).toEqual([]);
    expect(outboxPostCounts(state)).toEqual({ waiting: 0, failed: 0 });
    expect(intentResults(state, INTENT).Bsky?.postIds).toEqual(['at://1', undefined, undefined]);
  });

  it('keeps its state serialisable for snapshots', () => {
    const state = fold(
      thread,
      event(
        'PublishPrepared',
        { jobId: bsky(0), fingerprint: 'f', request: { rkey: 'abc' } },
        1001,
      ),
    );
    expect(publishJobsProjection.stateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(
      state,
    );
  });

  it('tells when an intent is done: published, partly failed, or failed everywhere', () => {
    const single = event(
      'PublishRequested',
      {
        kind: 'post',
        targets: [
          { source: 'Bsky', accountId: 'a' },
          { source: 'Lens', accountId: 'b' },
        ],
        posts: [{ text: 'x' }],
      },
      1000,
      'SINGLE',
    );
    const b = jobIdOf('SINGLE', 'Bsky', 0);
    const l = jobIdOf('SINGLE', 'Lens', 0);
    const ok = (jobId: string) => event('PublishSucceeded', { jobId, postId: 'p', url: 'u' }, 2000);
    const no = (jobId: string) =>
      event('PublishFailed', { jobId, retryable: false, reason: 'no', kind: 'invalid' }, 2000);
    expect(intentOutcome(fold(single), 'SINGLE')).toEqual({ kind: 'pending' });
    expect(intentOutcome(fold(single, ok(b)), 'SINGLE')).toEqual({ kind: 'pending' });
    expect(intentOutcome(fold(single, ok(b), ok(l)), 'SINGLE')).toEqual({ kind: 'published' });
    expect(intentOutcome(fold(single, ok(b), no(l)), 'SINGLE')).toEqual({
      kind: 'partial',
      failed: ['Lens'],
    });
    expect(intentOutcome(fold(single, no(b), no(l)), 'SINGLE')).toEqual({ kind: 'failed' });
    // A thread that failed on its first post counts as failed there, its later posts blocked.
    expect(intentOutcome(fold(thread, no(bsky(0)), no(fc(0))), INTENT)).toEqual({ kind: 'failed' });
  });
});
