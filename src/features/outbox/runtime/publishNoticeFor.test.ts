import { describe, expect, it } from 'vitest';
import type { AppEvent } from '@/events/appCatalog';
import { foldEvents } from '@/events/projection';
import { publishJobsProjection, type PublishEvent } from '@/sync/publish/publishJobsProjection';
import {
  COMPOSE_ERROR_KEY,
  partialFailureMessage,
  publishNoticeFor,
  wentOutMessage,
  withdrawnNoticeFor,
} from './publishNoticeFor';

const INTENT = '01JINTENT00000000000000001';
let seq = 0;
function event<T extends PublishEvent['type']>(
  type: T,
  payload: Extract<PublishEvent, { type: T }>['payload'],
  id = `01JEVENT${String(seq + 1).padStart(18, '0')}`,
): PublishEvent {
  seq += 1;
  return { type, payload, id, seq, at: 1000 + seq, aggregateId: INTENT, v: 1 } as PublishEvent;
}

const requested = (kind: 'post' | 'thread', sources: ('Bsky' | 'Lens' | 'Twitter')[]) =>
  event(
    'PublishRequested',
    {
      kind,
      targets: sources.map((source) => ({ source, accountId: `${source}-account` })),
      posts: kind === 'thread' ? [{ text: 'one' }, { text: 'two' }] : [{ text: 'one' }],
    },
    INTENT,
  );
const ok = (source: string, index = 0) =>
  event('PublishSucceeded', {
    jobId: `${INTENT}:${source}:${index}`,
    postId: `${source}-${index}`,
    url: `https://${source}.example/${index}`,
  });
const failed = (source: string, retryable = false, index = 0) =>
  event('PublishFailed', {
    jobId: `${INTENT}:${source}:${index}`,
    retryable,
    reason: 'Rate limited',
    kind: retryable ? 'rate_limited' : 'invalid',
  });

/** The notices of the last event, with every event folded in first (as the hook sees it). */
function noticesAfter(...events: PublishEvent[]) {
  const state = foldEvents(publishJobsProjection, publishJobsProjection.initial, events);
  return publishNoticeFor(events[events.length - 1] as AppEvent, state);
}

describe('publishNoticeFor', () => {
  it('says each network’s success and failure as it happens', () => {
    const start = requested('post', ['Bsky', 'Lens', 'Twitter']);
    expect(noticesAfter(start, ok('Bsky'))).toEqual([
      {
        message: 'Posted on Bluesky.',
        tone: 'success',
        link: { href: 'https://Bsky.example/0', label: 'View on Bluesky' },
      },
    ]);
    expect(noticesAfter(start, failed('Lens'))).toEqual([
      { message: 'Failed to post on Lens: Rate limited', tone: 'error' },
    ]);
  });

  it('links to the app’s own post page against the sandbox (no public site has its posts)', () => {
    const events = [requested('post', ['Bsky']), ok('Bsky')];
    const state = foldEvents(publishJobsProjection, publishJobsProjection.initial, events);
    expect(publishNoticeFor(events[1] as AppEvent, state, { sandbox: true })[0]?.link).toEqual({
      href: '/post/bsky/Bsky-0/Comments',
      label: 'View on Bluesky',
    });
  });

  it('says nothing of a failure that will be retried', () => {
    expect(noticesAfter(requested('post', ['Bsky']), failed('Bsky', true))).toEqual([]);
  });

  it('ends a partly failed post with the persistent compose-error notice', () => {
    const notices = noticesAfter(
      requested('post', ['Twitter', 'Bsky', 'Lens']),
      failed('Twitter'),
      ok('Bsky'),
      failed('Lens'),
    );
    expect(notices).toEqual([
      { message: 'Failed to post on Lens: Rate limited', tone: 'error' },
      {
        message: 'Failed to post on: Lens, X',
        tone: 'error',
        key: COMPOSE_ERROR_KEY,
        subject: INTENT,
        persistent: true,
        once: `${INTENT}:ended`,
      },
    ]);
  });

  it('ends it too when the last network to finish succeeded', () => {
    const notices = noticesAfter(requested('post', ['Bsky', 'Lens']), failed('Lens'), ok('Bsky'));
    expect(notices.at(-1)).toMatchObject({ message: 'Failed to post on: Lens', persistent: true });
  });

  it('names the first and second networks for a thread', () => {
    const notices = noticesAfter(
      requested('thread', ['Bsky', 'Lens', 'Twitter']),
      ok('Bsky', 0),
      ok('Bsky', 1),
      failed('Twitter'),
      failed('Lens'),
    );
    expect(notices.at(-1)).toEqual({
      message: 'Failed to post the thread on Lens and X.',
      tone: 'error',
      key: COMPOSE_ERROR_KEY,
      subject: INTENT,
      persistent: true,
      once: `${INTENT}:ended`,
    });
  });

  it('waits for the rest of a thread before saying how it ended', () => {
    const start = requested('thread', ['Bsky', 'Lens']);
    expect(noticesAfter(start, failed('Lens'), ok('Bsky', 0)).map((n) => n.message)).toEqual([
      'Posted on Bluesky.',
    ]);
    expect(noticesAfter(start, failed('Lens'), ok('Bsky', 0), ok('Bsky', 1))).toEqual([
      {
        message: 'Failed to post the thread on Lens.',
        tone: 'error',
        key: COMPOSE_ERROR_KEY,
        subject: INTENT,
        persistent: true,
        once: `${INTENT}:ended`,
      },
    ]);
  });

  it('keeps "Post failed to publish." when every network failed', () => {
    const notices = noticesAfter(
      requested('post', ['Bsky', 'Lens']),
      failed('Bsky'),
      failed('Lens'),
    );
    expect(notices.at(-1)).toEqual({
      message: 'Post failed to publish.',
      tone: 'error',
      once: `${INTENT}:ended`,
    });
    expect(notices.some((n) => n.persistent)).toBe(false);
  });

  it('says nothing more once every network published', () => {
    expect(
      noticesAfter(requested('post', ['Bsky', 'Lens']), ok('Lens'), ok('Bsky')).map(
        (n) => n.message,
      ),
    ).toEqual(['Posted on Bluesky.']);
  });

  it('announces a post that waited offline once it is out everywhere', () => {
    const events = [requested('post', ['Bsky', 'Lens', 'Twitter']), ok('Twitter'), ok('Bsky')];
    const state = foldEvents(publishJobsProjection, publishJobsProjection.initial, [
      ...events,
      ok('Lens'),
    ]);
    const waited = (id: string) => id === INTENT;
    expect(
      publishNoticeFor(ok('Lens') as AppEvent, state, { waitedOffline: waited }).map(
        (n) => n.message,
      ),
    ).toEqual(['Posted on Lens.', 'Your post went out to Lens, X, and Bluesky.']);
    // Not before every network has it.
    const partway = foldEvents(publishJobsProjection, publishJobsProjection.initial, events);
    expect(wentOutMessage(partway, INTENT, true)).toBeUndefined();
  });

  it('gives an intent’s end one `once` key, so outcomes that reach the log together say it once', () => {
    const start = requested('post', ['Bsky', 'Lens']);
    // Both outcomes already folded in, as when they arrive together: each event sees the end.
    const events = [start, failed('Bsky'), failed('Lens')];
    const state = foldEvents(publishJobsProjection, publishJobsProjection.initial, events);
    const ends = events
      .slice(1)
      .flatMap((event) => publishNoticeFor(event as AppEvent, state))
      .filter((notice) => notice.message === 'Post failed to publish.');
    expect(ends.map((n) => n.once)).toEqual([`${INTENT}:ended`, `${INTENT}:ended`]);
  });

  it('announces a post that went out after a network failed and was tried again', () => {
    const notices = noticesAfter(
      requested('thread', ['Bsky', 'Lens']),
      ok('Bsky', 0),
      ok('Bsky', 1),
      failed('Lens', true),
      ok('Lens', 0),
      ok('Lens', 1),
    );
    expect(notices.map((n) => n.message)).toEqual(['Your thread went out to Lens and Bluesky.']);
  });

  it('ignores events that are not publish outcomes', () => {
    expect(noticesAfter(requested('post', ['Bsky']))).toEqual([]);
  });
});

describe('partialFailureMessage', () => {
  it('lists every network for a post, in the networks’ order', () => {
    expect(partialFailureMessage(['Bsky', 'Farcaster', 'Twitter'], false)).toBe(
      'Failed to post on: Farcaster, X, Bluesky',
    );
  });

  it('names at most two networks for a thread', () => {
    expect(partialFailureMessage(['Bsky', 'Farcaster', 'Twitter'], true)).toBe(
      'Failed to post the thread on Farcaster, X and 1 more network.',
    );
  });
});

describe('withdrawnNoticeFor', () => {
  it('withdraws the intent’s compose-error notice when the user retries or discards', () => {
    const retried = event('PublishRetryRequested', { intentId: INTENT, sources: ['Lens'] });
    const discarded = event('PublishDiscarded', { intentId: INTENT });
    expect(withdrawnNoticeFor(retried as AppEvent)).toEqual({
      key: COMPOSE_ERROR_KEY,
      subject: INTENT,
    });
    expect(withdrawnNoticeFor(discarded as AppEvent)).toEqual({
      key: COMPOSE_ERROR_KEY,
      subject: INTENT,
    });
    expect(withdrawnNoticeFor(failed('Lens') as AppEvent)).toBeUndefined();
  });
});
