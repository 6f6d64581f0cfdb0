import { afterEach, describe, expect, it, vi } from 'vitest';
import { anonymousNotSentNotice } from './anonymousNoticeFor';
import { draftsProjection } from '@/events/projections/draftsProjection';
import { appCatalog } from '@/events/appCatalog';
import { openProjection } from '@/events/projectionRunner';
import { openTestLog } from '@/events/testing/openTestLog';
import { initialComposeState } from '@/domain/composer/model/composeState';
import type { Draft } from '@/domain/composer/model/draft';
import { drainServerCalls, type SendServerCall } from '@/sync/drainServerCalls';
import { PRODUCT_PATHS } from '@/domain/productPaths';
import { serverCallsProjection } from '@/sync/serverCallsProjection';

const ACCOUNT = '5b0e1c2e-8a3b-4c39-9d7e-6f1a2b3c4d5e';
const DRAFT_ID = '0b6c6f1e-6b1e-4d53-9c1e-1f6a4b0c9d21';
const body = {
  text: 'Said without a name',
  embeds: [],
  quote: null,
  parent: null,
  channel: null,
  postToTwitter: true,
  postToFarcaster: true,
};
const compose = initialComposeState('p0', {
  post: { chars: body.text, availableSources: ['Farcaster', 'Twitter'], isAnonymous: true },
});
const draft: Draft = {
  version: 1,
  draftId: DRAFT_ID,
  type: 'compose',
  posts: compose.posts,
  availableProfiles: [],
  sealedSource: null,
  cursor: 'p0',
  createdAt: 1_767_225_600_000,
  scheduleTime: null,
};

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.restoreAllMocks();
});

/** A log where an anonymous post was sent (and its draft, autosaved before, deleted). */
async function anonymousPostSent() {
  const { log, snapshots, close } = await openTestLog(appCatalog);
  const calls = await openProjection({ log, snapshots, projection: serverCallsProjection });
  const drafts = await openProjection({ log, snapshots, projection: draftsProjection });
  cleanups.push(
    close,
    () => calls.close(),
    () => drafts.close(),
  );
  await log.append({ type: 'DraftSaved', aggregateId: DRAFT_ID, payload: { draft } });
  const intent = await log.append({
    type: 'AnonymousPostRequested',
    aggregateId: DRAFT_ID,
    payload: { productAccountId: ACCOUNT, body, draft },
  });
  await log.append({ type: 'DraftDeleted', aggregateId: DRAFT_ID, payload: { draftId: DRAFT_ID } });
  const drain = async (send: SendServerCall) =>
    drainServerCalls({ log, state: await calls.catchUp(), send });
  return { log, calls, drafts, intent, drain };
}

const json = (answer: unknown, status = 200) =>
  new Response(JSON.stringify(answer), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('an anonymous post is an intent the product-server outbox sends (composer.md §7.6)', () => {
  it('asks for the create call with the session it was written in, keyed by the intent', async () => {
    const { calls, intent } = await anonymousPostSent();
    expect(Object.values((await calls.catchUp()).calls)).toEqual([
      expect.objectContaining({
        id: intent.id,
        method: 'POST',
        path: PRODUCT_PATHS.anonymousPosts,
        body,
        productSession: { accountId: ACCOUNT },
        keepAnswer: true,
        status: 'pending',
      }),
    ]);
  });

  it('logs the post id the server answers; the draft stays gone', async () => {
    const { log, calls, drafts, intent, drain } = await anonymousPostSent();
    const send = vi.fn<SendServerCall>(async () =>
      json({ success: true, post_id: 'anon-1', message: 'Queued' }),
    );
    await drain(send);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ id: intent.id }));
    const outcome = (await log.readAggregate(intent.id)).at(-1);
    expect(outcome).toMatchObject({
      type: 'ServerCallSucceeded',
      payload: {
        callId: intent.id,
        status: 200,
        answer: { success: true, post_id: 'anon-1', message: 'Queued' },
      },
    });
    expect((await calls.catchUp()).calls).toEqual({});
    expect(await drafts.catchUp()).toMatchObject({ drafts: {}, sending: {} });
  });

  it('a refused post is a draft again, with the server’s words; a notice says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { log, drafts, intent, drain } = await anonymousPostSent();
    await drain(async () =>
      json({ success: false, message: 'text: at most 320 bytes on Farcaster' }, 400),
    );
    const state = await drafts.catchUp();
    const reason = 'HTTP 400: text: at most 320 bytes on Farcaster';
    expect(state.drafts[DRAFT_ID]).toMatchObject({ draft, notSent: { callId: intent.id, reason } });
    const failed = (await log.readAggregate(intent.id)).at(-1);
    if (!failed) throw new Error('no outcome logged');
    expect(anonymousNotSentNotice(failed, state)).toEqual({
      message: `Your anonymous post was not sent (${reason}). It is back in Drafts.`,
      tone: 'error',
      persistent: true,
      link: { href: '/draft', label: 'Open Drafts' },
    });
  });

  it('keeps waiting (no draft back) while the server is busy or the device offline', async () => {
    for (const [send, reason] of [
      [async () => json({ success: false, message: 'Wait 30 s' }, 429), 'HTTP 429: Wait 30 s'],
      [
        async () => {
          throw new TypeError('fetch failed');
        },
        'network',
      ],
    ] as const) {
      const { drafts, calls, drain } = await anonymousPostSent();
      await drain(send);
      expect((await drafts.catchUp()).drafts).toEqual({});
      expect(Object.values((await calls.catchUp()).calls)[0]).toMatchObject({
        status: 'pending',
        lastFailure: { reason, retryable: true },
      });
    }
  });

  it('another call’s refusal is no anonymous post’s notice', async () => {
    const { drafts } = await anonymousPostSent();
    const event = {
      id: 'e',
      type: 'ServerCallFailed',
      aggregateId: 'x',
      at: 1,
      v: 1,
      seq: 9,
      payload: { callId: 'x', attempt: 1, retryable: false, reason: 'HTTP 400' },
    } as const;
    expect(anonymousNotSentNotice(event, await drafts.catchUp())).toBeUndefined();
  });
});
