import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { AnonymousPostBody, AnonymousPostStatus } from '@/domain/composer/model/anonymous';
import { anonymousPostOutcome } from '@/domain/composer/model/anonymous';
import type { Draft } from '@/domain/composer/model/draft';
import { anonymousPostFailed } from '@/domain/messages/anonymous';

/** composer.md §4.3, §9: an anonymous post's status is asked every 800 ms, at most 20 times. */
export const ANONYMOUS_POLL_INTERVAL_MS = 800;
export const ANONYMOUS_POLL_TRIES = 20;

/** What the product server did with the logged post. */
export type AnonymousAcceptance =
  { kind: 'accepted'; postId: string } | { kind: 'refused'; reason: string };

/** The anonymous post's effects, given by whoever runs it (the app, or a test). */
export interface AnonymousPostDeps {
  /** Logs the intent (AnonymousPostRequested, which the outbox sends); resolves with its id. */
  request(intent: { body: AnonymousPostBody; draft: Draft }): Promise<string>;
  /**
   * Resolves once the product server took the post (its id) or refused it
   * for good; waits as long as that takes (offline, the outbox holds it).
   */
  accepted(intentId: string, signal: AbortSignal): Promise<AnonymousAcceptance>;
  /** composer.md §4.3, §7.6: the post's status, by its id. */
  status(postId: string): Promise<AnonymousPostStatus>;
  /**
   * Logs how the post ended, seen in the composer (AnonymousPostSettled), so
   * the app does not follow it again after a reload; resolves whether this
   * was the first to log it.
   */
  settled?(intentId: string, outcome: AnonymousOutcome): Promise<boolean>;
}

/** How an anonymous post ended, as far as the composer follows it. */
export type AnonymousOutcome =
  | { kind: 'sent'; status: AnonymousPostStatus }
  | { kind: 'failed'; message: string }
  /** composer.md §4.3, §8: 20 tries without an end; it may still go out. */
  | { kind: 'timedOut' };

export interface AnonymousPostInput {
  deps: AnonymousPostDeps;
  body: AnonymousPostBody;
  draft: Draft;
}

interface AnonymousPostContext extends AnonymousPostInput {
  intentId: string | undefined;
  postId: string | undefined;
  tries: number;
  /** The last status read (queued, generating_proof, …). */
  status: AnonymousPostStatus | undefined;
  outcome: AnonymousOutcome | undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One anonymous post (composer.md §4.3, §7.6): logged as an intent, taken by
 * the product server through the outbox, then its status polled every
 * 800 ms, at most 20 times: sent, proof_failed or failed, or a time-out. It
 * tells its parent once the intent is in the log (the draft may go then:
 * the intent carries it back if the server refuses the post).
 */
export const anonymousPostMachine = setup({
  types: {
    input: {} as AnonymousPostInput,
    context: {} as AnonymousPostContext,
    output: {} as AnonymousOutcome,
  },
  actors: {
    request: fromPromise<string, AnonymousPostInput>(({ input }) =>
      input.deps.request({ body: input.body, draft: input.draft }),
    ),
    accepted: fromPromise<AnonymousAcceptance, { deps: AnonymousPostDeps; intentId: string }>(
      ({ input, signal }) => input.deps.accepted(input.intentId, signal),
    ),
    status: fromPromise<AnonymousPostStatus, { deps: AnonymousPostDeps; postId: string }>(
      ({ input }) => input.deps.status(input.postId),
    ),
  },
  guards: {
    triesLeft: ({ context }) => context.tries < ANONYMOUS_POLL_TRIES,
  },
}).createMachine({
  id: 'anonymousPost',
  context: ({ input }) => ({
    ...input,
    intentId: undefined,
    postId: undefined,
    tries: 0,
    status: undefined,
    outcome: undefined,
  }),
  initial: 'requesting',
  states: {
    requesting: {
      invoke: {
        src: 'request',
        input: ({ context }) => ({ deps: context.deps, body: context.body, draft: context.draft }),
        onDone: {
          target: 'waitingForServer',
          actions: [
            assign({ intentId: ({ event }) => event.output }),
            sendParent({ type: 'anonymous.logged' }),
          ],
        },
        onError: {
          target: 'done',
          actions: assign({
            outcome: ({ event }) => ({ kind: 'failed', message: messageOf(event.error) }),
          }),
        },
      },
    },
    /** The outbox sends it (now, or once online); the server answers its id or refuses it. */
    waitingForServer: {
      invoke: {
        src: 'accepted',
        input: ({ context }) => ({ deps: context.deps, intentId: context.intentId ?? '' }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'refused',
            target: 'done',
            actions: assign({
              outcome: ({ event }) => ({
                kind: 'failed',
                message: event.output.kind === 'refused' ? event.output.reason : '',
              }),
            }),
          },
          {
            target: 'waiting',
            actions: assign({
              postId: ({ event }) =>
                event.output.kind === 'accepted' ? event.output.postId : undefined,
            }),
          },
        ],
        onError: {
          target: 'done',
          actions: assign({
            outcome: ({ event }) => ({ kind: 'failed', message: messageOf(event.error) }),
          }),
        },
      },
    },
    waiting: {
      after: { [ANONYMOUS_POLL_INTERVAL_MS]: 'asking' },
    },
    asking: {
      entry: assign({ tries: ({ context }) => context.tries + 1 }),
      invoke: {
        src: 'status',
        input: ({ context }) => ({ deps: context.deps, postId: context.postId ?? '' }),
        onDone: [
          {
            guard: ({ event }) => anonymousPostOutcome(event.output.status) === 'success',
            target: 'done',
            actions: assign({ outcome: ({ event }) => ({ kind: 'sent', status: event.output }) }),
          },
          {
            guard: ({ event }) => anonymousPostOutcome(event.output.status) === 'error',
            target: 'done',
            actions: assign({
              status: ({ event }) => event.output,
              outcome: ({ event }) => ({
                kind: 'failed',
                message: event.output.error || anonymousPostFailed(event.output.status),
              }),
            }),
          },
          { target: 'next', actions: assign({ status: ({ event }) => event.output }) },
        ],
        // A status that could not be read counts as a try; the next one may answer.
        onError: { target: 'next' },
      },
    },
    next: {
      always: [
        { guard: 'triesLeft', target: 'waiting' },
        { target: 'done', actions: assign({ outcome: { kind: 'timedOut' } }) },
      ],
    },
    done: {
      type: 'final',
      // Seen to its end here: logged as settled (a post never logged has nothing to settle).
      entry: ({ context }) => {
        const { intentId, outcome, deps } = context;
        if (!intentId || !outcome || !deps.settled) return;
        deps.settled(intentId, outcome).catch((error: unknown) => {
          console.warn('Could not log how an anonymous post ended:', error);
        });
      },
    },
  },
  output: ({ context }) => context.outcome ?? { kind: 'timedOut' },
});
