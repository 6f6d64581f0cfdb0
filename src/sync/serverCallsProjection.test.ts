import { describe, expect, it } from 'vitest';
import { appEventMaker } from '@/events/testing/appEventMaker';
import type { AppEvent } from '@/events/appCatalog';
import { foldEvents } from '@/events/projection';
import { pendingCalls, serverCallsProjection } from './serverCallsProjection';

const event = appEventMaker();

const POLYCAST = '5b0e1c2e-8a3b-4c39-9d7e-6f1a2b3c4d5e';
const INTENT = '01JINTENT00000000000000001';
const joined = event('ProductAccountJoined', { accountId: POLYCAST });
const connected = [
  event('AccountConnected', {
    source: 'Bsky',
    accountId: 'did:plc:polly',
    handle: 'polly.test',
    displayName: 'Polly',
    via: 'signIn',
  }),
  event('AccountConnected', {
    source: 'Farcaster',
    accountId: '7',
    handle: 'polly',
    displayName: 'Polly',
    via: 'signIn',
  }),
];
const requested = (redPacket?: { rpid: string; publicKey: string }) =>
  event(
    'PublishRequested',
    {
      kind: 'thread',
      targets: [
        { source: 'Bsky', accountId: 'did:plc:polly' },
        { source: 'Farcaster', accountId: '7' },
      ],
      posts: [{ text: 'one' }, { text: 'two' }],
      ...(redPacket ? { redPacket } : {}),
    },
    { id: INTENT },
  );
const succeeded = (source: 'Bsky' | 'Farcaster', index: number, postId: string) =>
  event('PublishSucceeded', {
    jobId: `${INTENT}:${source}:${index}`,
    postId,
    url: `https://example.test/${postId}`,
    source,
    accountId: source === 'Bsky' ? 'did:plc:polly' : '7',
  });

const fold = (...events: AppEvent[]) =>
  foldEvents(serverCallsProjection, serverCallsProjection.initial, events);

describe('serverCallsProjection: after a post is published', () => {
  it('asks for one post report per published post, thread posts included, with the Polycast session', () => {
    const posts = [succeeded('Bsky', 0, 'at://1'), succeeded('Bsky', 1, 'at://2')];
    const state = fold(joined, ...connected, requested(), ...posts);
    expect(pendingCalls(state).map((call) => [call.id, call.path])).toEqual([
      [`${posts[0]?.id}:report`, '/api/logpush'],
      [`${posts[1]?.id}:report`, '/api/logpush'],
    ]);
    expect(pendingCalls(state)[1]).toMatchObject({
      body: { relation_id: INTENT, post_id: 'at://2', platform: 'Bsky' },
      productSession: { accountId: POLYCAST },
      expectCodeZero: true,
      status: 'pending',
      attempts: 0,
    });
  });

  it('asks for nothing while the device is in no Polycast account', () => {
    expect(pendingCalls(fold(...connected, requested(), succeeded('Bsky', 0, 'at://1')))).toEqual(
      [],
    );
    const left = event('ProductAccountLeft', { accountId: POLYCAST, reason: 'user' });
    expect(pendingCalls(fold(joined, left, requested(), succeeded('Bsky', 0, 'at://1')))).toEqual(
      [],
    );
  });

  it('updates a red packet once per network, for the first post only, naming the handle', () => {
    const redPacket = { rpid: '0xrp', publicKey: '0xkey' };
    const state = fold(
      joined,
      ...connected,
      requested(redPacket),
      succeeded('Bsky', 0, 'at://1'),
      succeeded('Bsky', 1, 'at://2'),
    );
    const claims = pendingCalls(state).filter((call) => call.id.endsWith(':redPacket'));
    expect(claims).toHaveLength(1);
    expect(claims[0]?.body).toEqual({
      rpid: '0xrp',
      publicKey: '0xkey',
      posts: [{ platform: 'Bsky', postId: 'at://1' }],
      platforms: [{ platformId: 'did:plc:polly', platformName: 'Bsky' }],
      postOn: [{ platform: 'Bsky', postId: 'at://1', handle: 'polly.test' }],
    });
    // Farcaster's first post is still to come; then the intent is forgotten.
    expect(Object.keys(state.redPackets[INTENT]?.waiting ?? {})).toEqual(['Farcaster']);
    const done = serverCallsProjection.apply(state, succeeded('Farcaster', 0, '0xcafe'));
    expect(done.redPackets).toEqual({});
    expect(pendingCalls(done).filter((call) => call.id.endsWith(':redPacket'))).toHaveLength(2);
  });

  it('forgets a discarded intent’s red packet', () => {
    const state = fold(joined, requested({ rpid: 'r', publicKey: 'k' }));
    expect(Object.keys(state.redPackets)).toEqual([INTENT]);
    const discarded = serverCallsProjection.apply(
      state,
      event('PublishDiscarded', { intentId: INTENT }),
    );
    expect(discarded.redPackets).toEqual({});
  });

  it('stops waiting only for the networks discarded one by one', () => {
    const state = fold(joined, ...connected, requested({ rpid: 'r', publicKey: 'k' }));
    const waiting = (s: typeof state) => Object.keys(s.redPackets[INTENT]?.waiting ?? {}).sort();
    expect(waiting(state)).toEqual(['Bsky', 'Farcaster']);
    const lessBsky = serverCallsProjection.apply(
      state,
      event('PublishDiscarded', { intentId: INTENT, sources: ['Bsky'] }),
    );
    expect(waiting(lessBsky)).toEqual(['Farcaster']);
    const none = serverCallsProjection.apply(
      lessBsky,
      event('PublishDiscarded', { intentId: INTENT, sources: ['Farcaster'] }),
    );
    expect(none.redPackets).toEqual({});
  });

  it('drops a call once it succeeded, keeps a refused one as failed', () => {
    const post = succeeded('Bsky', 0, 'at://1');
    const state = fold(joined, requested(), post);
    const callId = `${post.id}:report`;
    expect(
      serverCallsProjection.apply(state, event('ServerCallSucceeded', { callId, status: 200 }))
        .calls,
    ).toEqual({});
    const refused = serverCallsProjection.apply(
      state,
      event('ServerCallFailed', { callId, attempt: 1, retryable: false, reason: 'code 7' }),
    );
    expect(refused.calls[callId]).toMatchObject({
      status: 'failed',
      lastFailure: { reason: 'code 7' },
    });
  });

  it('still supersedes an unsent theme with a newer one', () => {
    const state = fold(
      event('ThemeChanged', { theme: 'dark' }),
      event('ThemeChanged', { theme: 'light' }),
    );
    expect(pendingCalls(state).map((call) => call.path)).toEqual([
      '/api/settings/theme?root_class=light',
    ]);
  });

  it('leaves the state as it was for events it does not care about', () => {
    const state = fold(joined);
    expect(
      serverCallsProjection.apply(state, event('FeatureFlagSet', { flag: 'poll', enabled: true })),
    ).toBe(state);
  });

  it('keeps a state that fits its own snapshot schema', () => {
    const state = fold(
      joined,
      ...connected,
      requested({ rpid: 'r', publicKey: 'k' }),
      succeeded('Bsky', 0, 'at://1'),
    );
    expect(
      serverCallsProjection.stateSchema.safeParse(JSON.parse(JSON.stringify(state))).success,
    ).toBe(true);
  });
});
