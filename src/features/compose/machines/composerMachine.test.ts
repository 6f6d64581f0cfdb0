import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { initialComposeState } from '@/domain/composer/model/composeState';
import type { Draft } from '@/domain/composer/model/draft';
import type { Profile } from '@/domain/composer/model/profile';
import {
  AUTOSAVE_DELAY_MS,
  composerMachine,
  type ComposerDeps,
  type PublishResults,
} from './composerMachine';
import type { PublishRequest } from './publishRequestFor';

const DRAFT_ID = '0b6c6f1e-6b1e-4d53-9c1e-1f6a4b0c9d21';
const profiles: Profile[] = [
  { profileId: 'did:plc:polly', handle: 'polly.test', displayName: 'Polly', source: 'Bsky' },
  { profileId: '4242', handle: 'polly', displayName: 'Polly', source: 'Farcaster' },
];

function start(options: { savedBefore?: boolean; intentId?: string } = {}, failedOn?: 'Farcaster') {
  const saved: Draft[] = [];
  const deleted: string[] = [];
  const published: PublishRequest[] = [];
  const retried: { intentId: string; sources: string[] }[] = [];
  const deps: ComposerDeps = {
    saveDraft: vi.fn(async (draft: Draft) => void saved.push(draft)),
    deleteDraft: vi.fn(async (id: string) => void deleted.push(id)),
    publish: vi.fn(async (request: PublishRequest) => {
      published.push(request);
      return 'intent-1';
    }),
    retry: vi.fn(async (intentId: string, sources: string[]) => {
      retried.push({ intentId, sources });
    }),
  };
  let next = 1;
  const compose = initialComposeState('p0', {
    post: {
      availableSources: ['Bsky', 'Farcaster'],
      ...(failedOn
        ? { chars: 'sent once', postId: { Bsky: 'b0' }, postError: { [failedOn]: 'Rate limited' } }
        : {}),
    },
  });
  const actor = createActor(composerMachine, {
    input: {
      deps,
      compose,
      draftId: DRAFT_ID,
      createdAt: 1_700_000_000_000,
      profiles,
      newPostId: () => `p${next++}`,
      ...options,
    },
  }).start();
  return { actor, saved, deleted, published, retried };
}

const results = (
  bsky: (string | undefined)[],
  farcaster: (string | undefined)[],
  failedOn?: 'Farcaster',
): PublishResults => ({
  Bsky: { postIds: bsky, failed: false },
  Farcaster: {
    postIds: farcaster,
    failed: failedOn === 'Farcaster',
    ...(failedOn ? { postError: 'Rate limited' } : {}),
  },
});

describe('the composer machine (composer.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the draft 500 ms after the last change, once for a burst of typing', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'text.changed', postId: 'p0', chars: 'H' });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'text.changed', postId: 'p0', chars: 'Hello' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      version: 1,
      draftId: DRAFT_ID,
      posts: [{ id: 'p0', chars: 'Hello', availableSources: ['Bsky', 'Farcaster'] }],
      availableProfiles: profiles,
    });
  });

  it('deletes the saved draft when the text is cleared again', async () => {
    const { actor, deleted } = start({ savedBefore: true });
    actor.send({ type: 'text.changed', postId: 'p0', chars: '' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(deleted).toEqual([DRAFT_ID]);
  });

  it('adds thread posts after the cursor with the first post’s networks, and removes them', () => {
    const { actor } = start();
    actor.send({ type: 'post.add' });
    actor.send({ type: 'post.focus', postId: 'p0' });
    actor.send({ type: 'post.add' });
    const posts = actor.getSnapshot().context.compose.posts;
    expect(posts.map((p) => p.id)).toEqual(['p0', 'p2', 'p1']);
    expect(posts.every((p) => p.availableSources.join() === 'Bsky,Farcaster')).toBe(true);
    expect(actor.getSnapshot().context.compose.cursor).toBe('p2');
    actor.send({ type: 'post.remove', postId: 'p2' });
    expect(actor.getSnapshot().context.compose.cursor).toBe('p0');
    actor.send({ type: 'post.remove', postId: 'p0' }); // the first post stays
    expect(actor.getSnapshot().context.compose.posts.map((p) => p.id)).toEqual(['p0', 'p1']);
  });

  it('puts a deleted post back in its place on Undo, and saves the draft with it', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'post.add' });
    actor.send({ type: 'text.changed', postId: 'p1', chars: 'Two' });
    actor.send({ type: 'post.add' });
    const deleted = actor.getSnapshot().context.compose.posts[1];
    if (!deleted) throw new Error('no second post');
    actor.send({ type: 'post.focus', postId: 'p1' });
    actor.send({ type: 'post.remove', postId: 'p1' });
    actor.send({ type: 'post.restore', post: deleted, index: 1 });
    const { compose } = actor.getSnapshot().context;
    expect(compose.posts.map((p) => p.id)).toEqual(['p0', 'p1', 'p2']);
    expect(compose.posts[1]?.chars).toBe('Two');
    expect(compose.cursor).toBe('p1');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(saved.at(-1)?.posts.map((p) => p.id)).toEqual(['p0', 'p1', 'p2']);
  });

  it('does not send an empty post or one with no network', () => {
    const { actor, published } = start();
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'text.changed', postId: 'p0', chars: 'hi' });
    actor.send({ type: 'source.toggle', source: 'Bsky' });
    actor.send({ type: 'source.toggle', source: 'Farcaster' });
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(published).toEqual([]);
  });

  it('does not send a post longer than a selected network takes (§5.1, §5.2)', () => {
    const { actor, published } = start();
    // Farcaster takes 320 bytes from a normal account.
    actor.send({ type: 'text.changed', postId: 'p0', chars: 'x'.repeat(321) });
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(published).toEqual([]);
  });

  it('hands a thread to the sync engine, follows its progress, and closes 300 ms after full success', async () => {
    const { actor, published, deleted } = start();
    actor.send({ type: 'text.changed', postId: 'p0', chars: 'one' });
    actor.send({ type: 'post.add' });
    actor.send({ type: 'text.changed', postId: 'p1', chars: 'two' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    // The intent is in the log: the outbox keeps the post, so its draft goes.
    expect(deleted).toEqual([DRAFT_ID]);
    expect(published).toEqual([
      {
        kind: 'thread',
        targets: [
          { source: 'Bsky', accountId: 'did:plc:polly' },
          { source: 'Farcaster', accountId: '4242' },
        ],
        posts: [{ text: 'one' }, { text: 'two' }],
      },
    ]);
    expect(actor.getSnapshot().value).toBe('publishing');
    actor.send({
      type: 'jobs.updated',
      results: results(['b0', undefined], ['f0', undefined]),
      outcome: { kind: 'pending' },
    });
    expect(actor.getSnapshot().context.compose.posts[0]?.postId).toEqual({
      Bsky: 'b0',
      Farcaster: 'f0',
    });
    actor.send({
      type: 'jobs.updated',
      results: results(['b0', 'b1'], ['f0', 'f1']),
      outcome: { kind: 'published' },
    });
    expect(actor.getSnapshot().value).toBe('published');
    await vi.advanceTimersByTimeAsync(299);
    expect(actor.getSnapshot().status).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'published' });
  });

  it('retries only the failed network, clearing its error first', async () => {
    const { actor, retried } = start();
    actor.send({ type: 'text.changed', postId: 'p0', chars: 'hello' });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({
      type: 'jobs.updated',
      results: results(['b0'], [undefined], 'Farcaster'),
      outcome: { kind: 'partial', failed: ['Farcaster'] },
    });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.compose.posts[0]?.postError).toEqual({
      Bsky: null,
      Farcaster: 'Rate limited',
    });
    actor.send({ type: 'retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(retried).toEqual([{ intentId: 'intent-1', sources: ['Farcaster'] }]);
    expect(actor.getSnapshot().value).toBe('publishing');
    expect(actor.getSnapshot().context.compose.posts[0]?.postError).toEqual({});
  });

  it('asks before closing a non-empty composer: cancel stays, save keeps, discard deletes', async () => {
    const first = start();
    first.actor.send({ type: 'text.changed', postId: 'p0', chars: 'keep me' });
    first.actor.send({ type: 'close' });
    expect(first.actor.getSnapshot().value).toBe('confirmingClose');
    first.actor.send({ type: 'close.cancel' });
    expect(first.actor.getSnapshot().value).toBe('editing');
    first.actor.send({ type: 'close' });
    first.actor.send({ type: 'close.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.saved.at(-1)?.posts[0]?.chars).toBe('keep me');
    expect(first.actor.getSnapshot().output).toEqual({ result: 'saved' });

    const second = start();
    second.actor.send({ type: 'text.changed', postId: 'p0', chars: 'drop me' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    second.actor.send({ type: 'close' });
    second.actor.send({ type: 'close.discard' });
    await vi.advanceTimersByTimeAsync(0);
    expect(second.deleted).toEqual([DRAFT_ID]);
    expect(second.actor.getSnapshot().output).toEqual({ result: 'discard' });
  });

  it('closes an empty composer at once, saving nothing', () => {
    const { actor, saved } = start();
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(saved).toEqual([]);
  });

  it('keeps only the failed networks in the draft of a partly failed post (§4.7)', async () => {
    const { actor, saved } = start();
    actor.send({ type: 'text.changed', postId: 'p0', chars: 'hello' });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({
      type: 'jobs.updated',
      results: results(['b0'], [undefined], 'Farcaster'),
      outcome: { kind: 'partial', failed: ['Farcaster'] },
    });
    actor.send({ type: 'close' });
    actor.send({ type: 'close.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(saved.at(-1)?.posts[0]?.availableSources).toEqual(['Farcaster']);
  });

  it('closes at once while publishing, leaving the post to the outbox', async () => {
    const { actor } = start();
    actor.send({ type: 'text.changed', postId: 'p0', chars: 'offline words' });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().output).toEqual({ result: 'sent' });
  });

  it('leaves reply participants out and puts them back, never the author, and ignores disabled networks (§2.3)', async () => {
    const compose = initialComposeState('p0', {
      type: 'reply',
      sealedSource: 'Bsky',
      disabledSources: ['Farcaster'],
      post: {
        availableSources: ['Bsky'],
        parentPost: {
          Bsky: {
            postId: 'at://parent',
            source: 'Bsky',
            author: { profileId: 'did:plc:ada', handle: 'ada', displayName: 'Ada', source: 'Bsky' },
          },
        },
      },
    });
    const deps: ComposerDeps = {
      saveDraft: vi.fn(async () => undefined),
      deleteDraft: vi.fn(async () => undefined),
      publish: vi.fn(async () => 'intent-1'),
      retry: vi.fn(async () => undefined),
    };
    const actor = createActor(composerMachine, {
      input: { deps, compose, draftId: DRAFT_ID, createdAt: 0, profiles, newPostId: () => 'p1' },
    }).start();
    const excluded = () => actor.getSnapshot().context.compose.posts[0]?.excludeReplyProfileIds;
    actor.send({ type: 'reply.exclude', profileId: 'did:plc:gus', excluded: true });
    actor.send({ type: 'reply.exclude', profileId: 'did:plc:mina', excluded: true });
    actor.send({ type: 'reply.exclude', profileId: 'did:plc:ada', excluded: true });
    expect(excluded()).toEqual(['did:plc:gus', 'did:plc:mina']);
    actor.send({ type: 'reply.exclude', profileId: 'did:plc:gus', excluded: false });
    expect(excluded()).toEqual(['did:plc:mina']);
    actor.send({ type: 'source.toggle', source: 'Farcaster' });
    expect(actor.getSnapshot().context.compose.posts[0]?.availableSources).toEqual(['Bsky']);
  });

  it('posts with the account chosen on a network with several, and its draft names that one', async () => {
    const second: Profile = {
      profileId: '777',
      handle: 'polly2',
      displayName: 'Polly 2',
      source: 'Farcaster',
    };
    const published: PublishRequest[] = [];
    const saved: Draft[] = [];
    const actor = createActor(composerMachine, {
      input: {
        deps: {
          saveDraft: vi.fn(async (draft: Draft) => void saved.push(draft)),
          deleteDraft: vi.fn(async () => undefined),
          publish: vi.fn(async (request: PublishRequest) => {
            published.push(request);
            return 'intent-1';
          }),
          retry: vi.fn(async () => undefined),
        },
        compose: initialComposeState('p0', { post: { availableSources: ['Farcaster'] } }),
        draftId: DRAFT_ID,
        createdAt: 0,
        profiles: [...profiles, second],
        newPostId: () => 'p1',
      },
    }).start();
    actor.send({ type: 'profile.choose', profileId: '777' });
    actor.send({ type: 'text.changed', postId: 'p0', chars: 'from my other account' });
    await vi.advanceTimersByTimeAsync(600);
    expect(saved.at(-1)?.availableProfiles.map((p) => p.profileId)).toEqual(['777']);
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(10);
    expect(published[0]?.targets).toEqual([{ source: 'Farcaster', accountId: '777' }]);
  });

  it('sets who may reply for the thread, only to what every selected network supports (§4.10)', () => {
    const { actor } = start();
    actor.send({ type: 'post.add' });
    // Bluesky and Farcaster: only Everyone is common to both.
    actor.send({ type: 'restriction.set', restriction: 'Nobody' });
    expect(actor.getSnapshot().context.compose.posts.map((p) => p.restriction)).toEqual([
      'Everyone',
      'Everyone',
    ]);
    actor.send({ type: 'source.toggle', source: 'Farcaster' });
    actor.send({ type: 'restriction.set', restriction: 'Nobody' });
    expect(actor.getSnapshot().context.compose.posts.map((p) => p.restriction)).toEqual([
      'Nobody',
      'Nobody',
    ]);
  });

  it("sets a network's channel on every post of the thread, and a later post inherits it (§2.3, §4.1)", () => {
    const { actor } = start();
    actor.send({ type: 'post.add' });
    const dev = {
      id: 'dev',
      name: 'Developers',
      url: 'https://warpcast.com/~/channel/dev',
      parentUrl: 'https://warpcast.com/~/channel/dev',
      source: 'Farcaster' as const,
    };
    actor.send({ type: 'channel.set', source: 'Farcaster', channel: dev });
    actor.send({ type: 'post.add' });
    const channels = () => actor.getSnapshot().context.compose.posts.map((p) => p.channel);
    expect(channels()).toEqual([{ Farcaster: dev }, { Farcaster: dev }, { Farcaster: dev }]);
    actor.send({ type: 'channel.set', source: 'Farcaster', channel: null });
    expect(channels()).toEqual([{ Farcaster: null }, { Farcaster: null }, { Farcaster: null }]);
  });

  it('opens a continued draft of a partly failed post on its retry, and retries its intent', async () => {
    const { actor, retried, published } = start(
      { savedBefore: true, intentId: 'intent-9' },
      'Farcaster',
    );
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(retried).toEqual([{ intentId: 'intent-9', sources: ['Farcaster'] }]);
    expect(published).toEqual([]);
  });
});
