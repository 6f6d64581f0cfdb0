import { describe, expect, it } from 'vitest';
import { appEventMaker } from '@/events/testing/appEventMaker';
import type { AppEvent } from '@/events/appCatalog';
import { foldEvents } from '@/events/projection';
import { emptyComposerPost } from '@/domain/composer/model/composerPost';
import { DRAFT_VERSION } from '@/domain/composer/model/draft';
import { FAILED_TO_CREATE_SCHEDULED_POST } from '@/domain/messages/composer';
import {
  CREATED_KEPT,
  openScheduleIntents,
  scheduleIntentsProjection,
  scheduleOutcome,
} from './scheduleIntentsProjection';
import { scheduleCallId, serverCallsFor } from '../serverCallFor';

const event = appEventMaker();

const POLYCAST = '5b0e1c2e-8a3b-4c39-9d7e-6f1a2b3c4d5e';
const draft = {
  version: DRAFT_VERSION as typeof DRAFT_VERSION,
  draftId: '6a0e1c2e-8a3b-4c39-9d7e-6f1a2b3c4d5e',
  type: 'compose' as const,
  posts: [emptyComposerPost('p1', { chars: 'hello', availableSources: ['Bsky'] })],
  availableProfiles: [],
  cursor: 'p1',
  createdAt: 1,
  scheduleTime: 1_767_300_000_000,
};
const requested = (id: string) =>
  event(
    'ScheduleRequested',
    {
      productAccountId: POLYCAST,
      groupId: '01936b9e-0c2a-8b3d-9e4f-5a6b7c8d9e0f',
      scheduleTime: 1_767_300_000_000,
      kind: 'post',
      targets: [{ source: 'Bsky', accountId: 'did:plc:a' }],
      posts: [{ text: 'hello' }],
      draft,
    },
    { id },
  );

const INTENT = '01JINTENT00000000000000001';
const fold = (events: AppEvent[]) =>
  foldEvents(scheduleIntentsProjection, scheduleIntentsProjection.initial, events);

describe('schedule intents', () => {
  it('are queued, then sending once prepared, then created with the task id', () => {
    const queued = fold([requested(INTENT)]);
    expect(openScheduleIntents(queued).map((i) => [i.id, i.status])).toEqual([
      [INTENT, 'preparing'],
    ]);
    expect(scheduleOutcome(queued, INTENT)).toEqual({ kind: 'pending' });

    const stored = fold([
      requested(INTENT),
      event('ScheduleFileStored', {
        intentId: INTENT,
        key: 'media:m1',
        url: 'http://s/1',
        uri: 'lens://1',
      }),
      event('ScheduleFileStored', { intentId: INTENT, key: 'media:m1', url: 'http://s/other' }),
      event('FramePollCreated', {
        intentId: INTENT,
        index: 0,
        pollId: 'p',
        frameUrl: 'http://f/p',
      }),
      event('SchedulePrepared', { intentId: INTENT, productAccountId: POLYCAST, body: { a: 1 } }),
    ]);
    const intent = stored.open[INTENT];
    expect(intent?.files).toEqual({ 'media:m1': { url: 'http://s/1', uri: 'lens://1' } });
    expect(intent?.framePolls).toEqual({ 0: { pollId: 'p', frameUrl: 'http://f/p' } });
    expect(intent?.status).toBe('sending');

    const created = scheduleIntentsProjection.apply(
      stored,
      event('ServerCallSucceeded', {
        callId: scheduleCallId(INTENT),
        status: 200,
        answer: { code: 0, data: { taskId: '11111111-2222-4333-8444-555555555555' } },
      }),
    );
    expect(created.open).toEqual({});
    expect(scheduleOutcome(created, INTENT)).toEqual({
      kind: 'created',
      taskId: '11111111-2222-4333-8444-555555555555',
    });
  });

  it('a prepared intent asks the product-server outbox for the create call, with its session', () => {
    const calls = serverCallsFor(
      event('SchedulePrepared', { intentId: INTENT, productAccountId: POLYCAST, body: { x: 1 } }),
      { productAccountId: null, redPackets: {} },
    );
    expect(calls).toEqual([
      {
        id: `${INTENT}:schedule`,
        method: 'POST',
        path: '/v3/post/schedule',
        body: { x: 1 },
        productSession: { accountId: POLYCAST },
        keepAnswer: true,
      },
    ]);
  });

  it('a refusal: the server’s message when it gave one, else §8’s words', () => {
    const refused = fold([
      requested(INTENT),
      event('ServerCallFailed', {
        callId: scheduleCallId(INTENT),
        attempt: 1,
        retryable: false,
        reason: 'HTTP 400: Allow Polycast to post on Bluesky for you first.',
      }),
    ]);
    expect(scheduleOutcome(refused, INTENT)).toEqual({
      kind: 'failed',
      reason: 'Allow Polycast to post on Bluesky for you first.',
    });
    const dropped = fold([
      requested(INTENT),
      event('ServerCallFailed', {
        callId: scheduleCallId(INTENT),
        attempt: 1,
        retryable: false,
        reason: 'No Polycast session on this device',
      }),
    ]);
    expect(scheduleOutcome(dropped, INTENT)).toEqual({
      kind: 'failed',
      reason: FAILED_TO_CREATE_SCHEDULED_POST,
    });
    expect(dropped.open[INTENT]?.detail).toBe('No Polycast session on this device');
  });

  it('a retryable failure keeps it pending and says why', () => {
    const waiting = fold([
      requested(INTENT),
      event('ServerCallFailed', {
        callId: scheduleCallId(INTENT),
        attempt: 1,
        retryable: true,
        reason: 'network',
        retryAt: 5,
      }),
    ]);
    expect(scheduleOutcome(waiting, INTENT)).toEqual({ kind: 'pending', retrying: 'network' });
  });

  it('a failed preparation, then dismissed', () => {
    const failed = fold([
      requested(INTENT),
      event('SchedulePreparationFailed', { intentId: INTENT, reason: 'Failed to create poll' }),
    ]);
    expect(scheduleOutcome(failed, INTENT)).toEqual({
      kind: 'failed',
      reason: 'Failed to create poll',
    });
    const dismissed = scheduleIntentsProjection.apply(
      failed,
      event('ScheduleIntentDismissed', { intentId: INTENT }),
    );
    expect(openScheduleIntents(dismissed)).toEqual([]);
    expect(scheduleOutcome(dismissed, INTENT)).toEqual({ kind: 'unknown' });
  });

  it('other calls and unknown intents change nothing; the state is a valid snapshot', () => {
    const state = fold([
      requested(INTENT),
      event('ServerCallSucceeded', { callId: 'other:schedule', status: 200 }),
      event('ServerCallFailed', { callId: INTENT, attempt: 1, retryable: false, reason: 'x' }),
      event('ScheduleFileStored', { intentId: 'nobody', key: 'k', url: 'http://s/1' }),
    ]);
    expect(state.open[INTENT]?.status).toBe('preparing');
    expect(Object.keys(state.open)).toEqual([INTENT]);
    expect(scheduleIntentsProjection.stateSchema.safeParse(state).success).toBe(true);
  });

  it('remembers only the latest created ones', () => {
    const events: AppEvent[] = [];
    for (let i = 0; i < CREATED_KEPT + 5; i++) {
      const id = `01JINTENT${String(i).padStart(17, '0')}`;
      events.push(requested(id));
      events.push(
        event(
          'ServerCallSucceeded',
          {
            callId: scheduleCallId(id),
            status: 200,
            answer: { code: 0, data: { taskId: `t-${i}` } },
          },
          { at: 1_000 + i },
        ),
      );
    }
    const state = fold(events);
    expect(Object.keys(state.created)).toHaveLength(CREATED_KEPT);
    expect(state.created[`01JINTENT${String(0).padStart(17, '0')}`]).toBeUndefined();
  });
});
