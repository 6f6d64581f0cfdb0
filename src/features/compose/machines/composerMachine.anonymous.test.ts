import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { AnonymousAcceptance, AnonymousPostDeps } from './anonymousPostMachine';
import { ANONYMOUS_POLL_INTERVAL_MS } from './anonymousPostMachine';
import { composerMachine, type ComposerDeps } from './composerMachine';
import { initialComposeState } from '@/domain/composer/model/composeState';
import type { Draft } from '@/domain/composer/model/draft';
import type { Profile } from '@/domain/composer/model/profile';

const DRAFT_ID = '0b6c6f1e-6b1e-4d53-9c1e-1f6a4b0c9d21';
const profiles: Profile[] = [
  { profileId: '4242', handle: 'polly', displayName: 'Polly', source: 'Farcaster' },
  { profileId: '77', handle: 'polly_x', displayName: 'Polly', source: 'Twitter' },
  { profileId: 'did:plc:polly', handle: 'polly.test', displayName: 'Polly', source: 'Bsky' },
];

function start(anonymous: Partial<AnonymousPostDeps> | null = {}, savedBefore = true) {
  const saved: Draft[] = [];
  const deleted: string[] = [];
  const anonymousDeps: AnonymousPostDeps = {
    request: vi.fn(async () => 'intent-9'),
    accepted: vi.fn(async (): Promise<AnonymousAcceptance> => ({ kind: 'accepted', postId: 'a9' })),
    status: vi.fn(async () => ({
      status: 'sent' as const,
      cast_hashs: [{ community: 'polycast', hash: '0xabc', tweetId: '42' }],
      error: null,
    })),
    ...anonymous,
  };
  const deps: ComposerDeps = {
    saveDraft: vi.fn(async (draft: Draft) => void saved.push(draft)),
    deleteDraft: vi.fn(async (id: string) => void deleted.push(id)),
    publish: vi.fn(async () => 'intent-1'),
    retry: vi.fn(async () => undefined),
    ...(anonymous ? { anonymous: anonymousDeps } : {}),
  };
  const actor = createActor(composerMachine, {
    input: {
      deps,
      compose: initialComposeState('p0', {
        post: {
          chars: 'Said without a name',
          availableSources: ['Farcaster', 'Twitter', 'Bsky'],
          restriction: 'MentionedProfiles',
        },
      }),
      draftId: DRAFT_ID,
      createdAt: 1_700_000_000_000,
      profiles,
      savedBefore,
      newPostId: () => 'p1',
    },
  }).start();
  return { actor, deps, anonymousDeps, saved, deleted };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the composer’s anonymous post (composer.md §4.3, §7.6)', () => {
  it('turns anonymous on for one network: the others off, replies open to everyone', () => {
    const { actor } = start();
    actor.send({ type: 'anonymous.toggle', source: 'Twitter', on: true });
    expect(actor.getSnapshot().context.compose.posts[0]).toMatchObject({
      availableSources: ['Twitter'],
      isAnonymous: true,
      restriction: 'Everyone',
    });
    // Choosing an account's network again turns anonymous off (§4.2).
    actor.send({ type: 'source.toggle', source: 'Bsky' });
    expect(actor.getSnapshot().context.compose.posts[0]).toMatchObject({
      availableSources: ['Bsky'],
      isAnonymous: false,
    });
  });

  it('sends through the product server, never the user’s accounts, and shows the result', async () => {
    const { actor, deps, anonymousDeps, deleted } = start();
    actor.send({ type: 'anonymous.toggle', source: 'Farcaster', on: true });
    actor.send({ type: 'anonymous.toggle', source: 'Twitter', on: true });
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().value).toBe('postingAnonymously');
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.publish).not.toHaveBeenCalled();
    expect(anonymousDeps.request).toHaveBeenCalledWith({
      body: {
        text: 'Said without a name',
        embeds: [],
        quote: null,
        parent: null,
        channel: null,
        postToTwitter: true,
        postToFarcaster: true,
      },
      draft: expect.objectContaining({ draftId: DRAFT_ID }),
    });
    // The intent is in the log: the draft goes.
    expect(deleted).toEqual([DRAFT_ID]);
    await vi.advanceTimersByTimeAsync(ANONYMOUS_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().value).toBe('postedAnonymously');
    expect(actor.getSnapshot().context.anonymousOutcome).toMatchObject({ kind: 'sent' });
    // The result stays until the user closes.
    await vi.advanceTimersByTimeAsync(5_000);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().output).toEqual({ result: 'published' });
  });

  it('a refused or failed post goes back to the editor with why, saved as a draft again', async () => {
    const { actor, saved } = start({
      accepted: vi.fn(async (): Promise<AnonymousAcceptance> => ({
        kind: 'refused',
        reason: 'HTTP 400: text: at most 320 bytes on Farcaster',
      })),
    });
    actor.send({ type: 'anonymous.toggle', source: 'Farcaster', on: true });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.sendError).toBe(
      'HTTP 400: text: at most 320 bytes on Farcaster',
    );
    await vi.advanceTimersByTimeAsync(600);
    expect(saved.at(-1)?.posts[0]).toMatchObject({ isAnonymous: true });
  });

  it('closing while it is on its way leaves it to the outbox', async () => {
    const { actor } = start({ accepted: vi.fn(() => new Promise<AnonymousAcceptance>(() => {})) });
    actor.send({ type: 'anonymous.toggle', source: 'Twitter', on: true });
    actor.send({ type: 'send' });
    await vi.advanceTimersByTimeAsync(10_000);
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().output).toEqual({ result: 'sent' });
  });

  it('an anonymous post that cannot go anonymously is not sent at all', async () => {
    // Without a way to post anonymously on this device; then as a thread of two.
    for (const [{ actor, deps }, thread] of [
      [start(null), false],
      [start(), true],
    ] as const) {
      actor.send({ type: 'anonymous.toggle', source: 'Twitter', on: true });
      if (thread) actor.send({ type: 'post.add' });
      actor.send({ type: 'send' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('editing');
      expect(deps.publish).not.toHaveBeenCalled();
    }
  });
});
