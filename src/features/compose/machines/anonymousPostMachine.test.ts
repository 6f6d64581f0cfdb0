import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, toPromise } from 'xstate';
import {
  ANONYMOUS_POLL_INTERVAL_MS,
  ANONYMOUS_POLL_TRIES,
  anonymousPostMachine,
  type AnonymousAcceptance,
  type AnonymousOutcome,
  type AnonymousPostDeps,
} from './anonymousPostMachine';
import type { AnonymousPostStatus } from '@/domain/composer/model/anonymous';
import { initialComposeState } from '@/domain/composer/model/composeState';
import type { Draft } from '@/domain/composer/model/draft';

const body = {
  text: 'Hi',
  embeds: [],
  quote: null,
  parent: null,
  channel: null,
  postToTwitter: true,
  postToFarcaster: true,
};
const draft: Draft = {
  version: 1,
  draftId: '0b6c6f1e-6b1e-4d53-9c1e-1f6a4b0c9d21',
  type: 'compose',
  posts: initialComposeState('p0').posts,
  availableProfiles: [],
  cursor: 'p0',
  createdAt: 0,
};
const status = (
  value: AnonymousPostStatus['status'],
  extra: Partial<AnonymousPostStatus> = {},
) => ({
  status: value,
  cast_hashs: [],
  error: null,
  ...extra,
});

/** The post's machine under a parent, as the composer runs it (it tells its parent when logged). */
const parent = setup({
  types: {
    input: {} as { deps: AnonymousPostDeps },
    context: {} as { deps: AnonymousPostDeps; logged: number; outcome?: AnonymousOutcome },
    output: {} as AnonymousOutcome,
  },
  actors: { post: anonymousPostMachine },
}).createMachine({
  context: ({ input }) => ({ deps: input.deps, logged: 0 }),
  initial: 'posting',
  on: { 'anonymous.logged': { actions: assign({ logged: ({ context }) => context.logged + 1 }) } },
  states: {
    posting: {
      invoke: {
        id: 'post',
        src: 'post',
        input: ({ context }) => ({ deps: context.deps, body, draft }),
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => event.output }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) =>
    (context as { outcome?: AnonymousOutcome }).outcome ?? { kind: 'timedOut' },
});

function run(deps: Partial<AnonymousPostDeps>) {
  const full: AnonymousPostDeps = {
    request: vi.fn(async () => 'intent-1'),
    accepted: vi.fn(async (): Promise<AnonymousAcceptance> => ({ kind: 'accepted', postId: 'a1' })),
    status: vi.fn(async () => status('queued')),
    ...deps,
  };
  const actor = createActor(parent, { input: { deps: full } }).start();
  const child = () => actor.getSnapshot().children.post;
  return { actor, child, deps: full, done: toPromise(actor) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('an anonymous post (composer.md §4.3, §7.6)', () => {
  it('logs the intent, waits for the server’s id, then polls every 800 ms until sent', async () => {
    const answers = [
      status('queued'),
      status('generating_proof'),
      status('sent', {
        cast_hashs: [{ community: 'polycast', hash: '0xabc', tweetId: '42' }],
      }),
    ];
    const { actor, deps, done } = run({
      status: vi.fn(async () => answers.shift() ?? status('queued')),
    });
    await vi.advanceTimersByTimeAsync(ANONYMOUS_POLL_INTERVAL_MS - 1);
    expect(deps.status).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(deps.status).toHaveBeenCalledWith('a1');
    await vi.advanceTimersByTimeAsync(2 * ANONYMOUS_POLL_INTERVAL_MS);
    await expect(done).resolves.toEqual({
      kind: 'sent',
      status: status('sent', {
        cast_hashs: [{ community: 'polycast', hash: '0xabc', tweetId: '42' }],
      }),
    });
    expect(deps.request).toHaveBeenCalledWith({ body, draft });
    expect(deps.status).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.logged).toBe(1);
  });

  it('logs its end as settled when seen in the composer, so a reload does not follow it again', async () => {
    const settled = vi.fn(async () => true);
    const { done } = run({ status: vi.fn(async () => status('sent')), settled });
    await vi.advanceTimersByTimeAsync(ANONYMOUS_POLL_INTERVAL_MS);
    const outcome = await done;
    expect(settled).toHaveBeenCalledExactlyOnceWith('intent-1', outcome);
    // A post that was never logged has nothing to settle.
    const unlogged = vi.fn(async () => true);
    const failed = run({
      request: vi.fn(async () => Promise.reject(new Error('no session'))),
      settled: unlogged,
    });
    await failed.done;
    expect(unlogged).not.toHaveBeenCalled();
  });

  it('ends with the error on proof_failed or failed', async () => {
    const { done } = run({
      status: vi.fn(async () => status('failed', { error: 'Failed to post on: X (down)' })),
    });
    await vi.advanceTimersByTimeAsync(ANONYMOUS_POLL_INTERVAL_MS);
    await expect(done).resolves.toEqual({ kind: 'failed', message: 'Failed to post on: X (down)' });
    const proof = run({ status: vi.fn(async () => status('proof_failed')) });
    await vi.advanceTimersByTimeAsync(ANONYMOUS_POLL_INTERVAL_MS);
    await expect(proof.done).resolves.toEqual({
      kind: 'failed',
      message: 'The network refused this anonymous post.',
    });
  });

  it('gives up after 20 tries, unread statuses counting, with a time-out', async () => {
    let calls = 0;
    const { done } = run({
      status: vi.fn(async () => {
        calls += 1;
        if (calls % 2) throw new Error('offline');
        return status('generating_proof');
      }),
    });
    await vi.advanceTimersByTimeAsync(ANONYMOUS_POLL_TRIES * ANONYMOUS_POLL_INTERVAL_MS);
    await expect(done).resolves.toEqual({ kind: 'timedOut' });
    expect(calls).toBe(ANONYMOUS_POLL_TRIES);
  });

  it('ends with the server’s refusal, or when the intent could not be logged', async () => {
    const refused = run({
      accepted: vi.fn(async (): Promise<AnonymousAcceptance> => ({
        kind: 'refused',
        reason: 'HTTP 401: Sign in to Polycast first.',
      })),
    });
    await expect(refused.done).resolves.toEqual({
      kind: 'failed',
      message: 'HTTP 401: Sign in to Polycast first.',
    });
    expect(refused.deps.status).not.toHaveBeenCalled();
    const unlogged = run({
      request: vi.fn(async () => {
        throw new Error('Sign in to Polycast to post anonymously.');
      }),
    });
    await expect(unlogged.done).resolves.toEqual({
      kind: 'failed',
      message: 'Sign in to Polycast to post anonymously.',
    });
    expect(unlogged.deps.accepted).not.toHaveBeenCalled();
  });

  it('waits for the server as long as it takes (offline), and stops waiting when stopped', async () => {
    let aborted: AbortSignal | undefined;
    const { actor, child } = run({
      accepted: vi.fn(
        (_id: string, signal: AbortSignal) =>
          new Promise<AnonymousAcceptance>(() => {
            aborted = signal;
          }),
      ),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(child()?.getSnapshot().value).toBe('waitingForServer');
    expect(actor.getSnapshot().context.logged).toBe(1);
    actor.stop();
    expect(aborted?.aborted).toBe(true);
  });
});
