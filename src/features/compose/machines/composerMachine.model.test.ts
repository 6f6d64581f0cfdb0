import { createTestModel } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { composerMachine, type ComposerDeps } from './composerMachine';
import { initialComposeState } from '@/domain/composer/model/composeState';
import type { Profile } from '@/domain/composer/model/profile';

/**
 * What a user can do with the composer and what they must see, as a small
 * model (composer.md §4.1, §4.6, §4.7). Every shortest and every simple path
 * through it is played against the real machine; after each step the real
 * machine must be where the model says, and a post must never go to the
 * sync engine twice unless the user asked for a retry.
 */
const model = createMachine({
  id: 'composerModel',
  initial: 'empty',
  types: {} as {
    events:
      | { type: 'TYPE' }
      | { type: 'CLEAR' }
      | { type: 'CLOSE' }
      | { type: 'CANCEL' }
      | { type: 'SAVE' }
      | { type: 'DISCARD' }
      | { type: 'SEND' }
      | { type: 'ALL_PUBLISHED' }
      | { type: 'SOME_FAILED' }
      | { type: 'RETRY' }
      | { type: 'WAIT' };
  },
  states: {
    empty: { on: { TYPE: 'writing', CLOSE: 'closedDiscarded', SEND: 'empty' } },
    writing: { on: { CLEAR: 'empty', CLOSE: 'asking', SEND: 'publishing' } },
    asking: { on: { CANCEL: 'writing', SAVE: 'closedSaved', DISCARD: 'closedDiscarded' } },
    publishing: {
      on: { ALL_PUBLISHED: 'published', SOME_FAILED: 'failed', CLOSE: 'closedSent' },
    },
    failed: { on: { RETRY: 'publishing', CLOSE: 'askingAfterFailure' } },
    askingAfterFailure: {
      on: { CANCEL: 'failed', SAVE: 'closedSaved', DISCARD: 'closedDiscarded' },
    },
    published: { on: { WAIT: 'closedPublished' } },
    closedSaved: { type: 'final' },
    closedDiscarded: { type: 'final' },
    closedSent: { type: 'final' },
    closedPublished: { type: 'final' },
  },
});

const profiles: Profile[] = [
  { profileId: 'did:plc:polly', handle: 'polly.test', displayName: 'P', source: 'Bsky' },
  { profileId: '4242', handle: 'polly', displayName: 'P', source: 'Farcaster' },
];

function realComposer() {
  const calls = { publish: 0, retry: 0, saved: 0, deleted: 0 };
  const deps: ComposerDeps = {
    saveDraft: async () => void (calls.saved += 1),
    deleteDraft: async () => void (calls.deleted += 1),
    publish: async () => {
      calls.publish += 1;
      return 'intent';
    },
    retry: async () => void (calls.retry += 1),
  };
  const actor = createActor(composerMachine, {
    input: {
      deps,
      compose: initialComposeState('p0', { post: { availableSources: ['Bsky', 'Farcaster'] } }),
      draftId: '0b6c6f1e-6b1e-4d53-9c1e-1f6a4b0c9d21',
      createdAt: 0,
      profiles,
      newPostId: () => crypto.randomUUID(),
    },
  }).start();
  return { actor, calls };
}

type Real = ReturnType<typeof realComposer>;
const settle = () => vi.advanceTimersByTimeAsync(0);

/** What each model state looks like on the real machine. */
const looksLike: Record<string, (real: Real) => void> = {
  empty: ({ actor }) => {
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.compose.posts[0]?.chars).toBe('');
  },
  writing: ({ actor }) => {
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.compose.posts[0]?.chars).not.toBe('');
  },
  asking: ({ actor }) => expect(actor.getSnapshot().value).toBe('confirmingClose'),
  askingAfterFailure: ({ actor }) =>
    expect(actor.getSnapshot().value).toBe('confirmingFailedClose'),
  publishing: ({ actor }) => expect(actor.getSnapshot().value).toBe('publishing'),
  failed: ({ actor }) => expect(actor.getSnapshot().value).toBe('failed'),
  published: ({ actor }) => expect(actor.getSnapshot().value).toBe('published'),
  closedSaved: ({ actor }) => expect(actor.getSnapshot().output).toEqual({ result: 'saved' }),
  closedDiscarded: ({ actor }) => expect(actor.getSnapshot().output).toEqual({ result: 'discard' }),
  closedSent: ({ actor }) => expect(actor.getSnapshot().output).toEqual({ result: 'sent' }),
  closedPublished: ({ actor }) =>
    expect(actor.getSnapshot().output).toEqual({ result: 'published' }),
};

const results = (failed: boolean) => ({
  Bsky: { postIds: ['b0'], failed: false },
  Farcaster: failed
    ? { postIds: [undefined], failed: true, postError: 'Rate limited' }
    : { postIds: ['f0'], failed: false },
});

/** What each model event is on the real machine: a user action or the sync engine's news. */
const perform: Record<string, (real: Real) => Promise<void>> = {
  TYPE: async ({ actor }) => actor.send({ type: 'text.changed', postId: 'p0', chars: 'hello' }),
  CLEAR: async ({ actor }) => actor.send({ type: 'text.changed', postId: 'p0', chars: '' }),
  CLOSE: async ({ actor }) => {
    actor.send({ type: 'close' });
    await settle();
  },
  CANCEL: async ({ actor }) => actor.send({ type: 'close.cancel' }),
  SAVE: async ({ actor }) => {
    actor.send({ type: 'close.save' });
    await settle();
  },
  DISCARD: async ({ actor }) => {
    actor.send({ type: 'close.discard' });
    await settle();
  },
  SEND: async ({ actor }) => {
    actor.send({ type: 'send' });
    await settle();
  },
  ALL_PUBLISHED: async ({ actor }) =>
    actor.send({ type: 'jobs.updated', results: results(false), outcome: { kind: 'published' } }),
  SOME_FAILED: async ({ actor }) =>
    actor.send({
      type: 'jobs.updated',
      results: results(true),
      outcome: { kind: 'partial', failed: ['Farcaster'] },
    }),
  RETRY: async ({ actor }) => {
    actor.send({ type: 'retry' });
    await settle();
  },
  WAIT: async () => {
    await vi.advanceTimersByTimeAsync(300);
  },
};

describe('the composer machine against its model (model-based, @xstate/graph)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const testModel = createTestModel(model);
  const paths = [...testModel.getShortestPaths(), ...testModel.getSimplePaths()];

  it('has paths through every state of the model', () => {
    const reached = new Set(
      paths
        .flatMap((path) => [path.state, ...path.steps.map((step) => step.state)])
        .map((state) => String(state.value)),
    );
    expect([...reached].sort()).toEqual(Object.keys(looksLike).sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const real = realComposer();
      await path.test({
        states: Object.fromEntries(
          Object.entries(looksLike).map(([state, check]) => [state, () => check(real)]),
        ),
        events: Object.fromEntries(
          Object.entries(perform).map(([type, run]) => [type, () => run(real)]),
        ),
      });
      const sends = path.steps.filter((step) => step.event.type === 'SEND').length;
      const fromWriting = path.steps.some(
        (step, i) => step.event.type === 'SEND' && path.steps[i - 1]?.state.value === 'writing',
      );
      // Handed to the sync engine once when sent from a written post, never again by itself.
      expect(real.calls.publish).toBe(sends > 0 && fromWriting ? 1 : 0);
      expect(real.calls.retry).toBe(path.steps.filter((s) => s.event.type === 'RETRY').length);
    });
  }
});
