import { assign, cancel, enqueueActions, fromPromise, setup } from 'xstate';
import type { IntentOutcome } from '@/sync/publish/publishJobQueries';
import {
  anonymousPostMachine,
  type AnonymousOutcome,
  type AnonymousPostDeps,
} from './anonymousPostMachine';
import type { ComposeState } from '@/domain/composer/model/composeState';
import { DRAFT_VERSION, type Draft } from '@/domain/composer/model/draft';
import type { Profile } from '@/domain/composer/model/profile';
import type { PostSource } from '@/domain/composer/model/sourceFields';
import {
  edit,
  failedSources,
  isEditingEvent,
  keepFailedSources,
  mapPosts,
  withoutSource,
  withResults,
  type EditingEvent,
  type SourceResults,
} from '@/domain/composer/editing';
import { publishRequestFor, type PublishRequest } from './publishRequestFor';
import { anonymousPostBodyFor } from '@/domain/composer/rules/anonymousPost';
import { beforeSendProblem } from '@/domain/composer/rules/beforeSendCheck';
import { canSendThread } from '@/domain/composer/rules/canSend';
import { FAILED_TO_CREATE_SCHEDULED_POST } from '@/domain/messages/composer';
import { tiersOf } from '@/domain/composer/rules/sourceTier';
import { hasContent } from '@/domain/composer/rules/thread';

/** composer.md §4.6: the modal closes this long after a full success. */
export const CLOSE_AFTER_SUCCESS_MS = 300;
/** Autosave: the draft is in the log within this long of the last change. */
export const AUTOSAVE_DELAY_MS = 500;

/** The composer's effects, given by whoever runs it (the app, or a test). */
export interface ComposerDeps {
  saveDraft(draft: Draft): Promise<void>;
  deleteDraft(draftId: string): Promise<void>;
  /** Hands the intent to the sync engine; resolves with its id. */
  publish(request: PublishRequest): Promise<string>;
  /** composer.md §4.6: only these networks are tried again. */
  retry(intentId: string, sources: PostSource[]): Promise<void>;
  /** composer.md §4.3, §7.6: posting through the shared anonymous accounts (none: never anonymous). */
  anonymous?: AnonymousPostDeps;
  /**
   * composer.md §4.9: hands a scheduled post to the outbox (after asking for
   * consent where needed); resolves with the intent's id. Rejects with
   * `ScheduleRefused` (or any error) when it was not logged.
   */
  schedule?: (request: ScheduleRequest) => Promise<string>;
}

/** What the composer hands over to schedule a post (composer.md §4.9). */
export interface ScheduleRequest {
  request: PublishRequest;
  /** Epoch ms. */
  scheduleTime: number;
  /** What the composer holds, to reopen it if the server refuses the task. */
  draft: Draft;
}

/**
 * composer.md §8, the schedule action: why a post was not scheduled. A
 * cancelled consent says nothing; a Lens session that ended takes Lens out
 * of the post (its account was removed); the others show their message.
 */
export class ScheduleRefused extends Error {
  override name = 'ScheduleRefused';
  constructor(
    readonly kind: 'cancelled' | 'lensSession' | 'product' | 'generic',
    message: string,
  ) {
    super(message);
  }
}

/** Where the schedule intent the composer sent is (from the outbox's projection). */
export type ScheduleProgress =
  { kind: 'pending' } | { kind: 'created'; taskId: string } | { kind: 'failed'; reason: string };

/** Each network's outcome, as the sync engine's jobs say it (`intentResults`). */
export type PublishResults = SourceResults;

export interface ComposerInput {
  deps: ComposerDeps;
  compose: ComposeState;
  draftId: string;
  createdAt: number;
  /** The profiles this device can post as (one per network is used). */
  profiles: Profile[];
  /** A draft continued after it failed on some networks: its intent, to retry (composer.md §4.8). */
  intentId?: string;
  /** Opened from a saved draft: it exists in the log already. */
  savedBefore?: boolean;
  newPostId: () => string;
}

export interface ComposerContext extends ComposerInput {
  savedBefore: boolean;
  intentId: string | undefined;
  sendError: string | undefined;
  closeResult: CloseResult;
  /** How the anonymous post ended (sent, or timed out), once it has. */
  anonymousOutcome: AnonymousOutcome | undefined;
  /** The schedule intent sent (composer.md §4.9), while it becomes a task. */
  scheduleIntentId: string | undefined;
  /** Why the post was not scheduled (composer.md §8's words, or the server's). */
  scheduleError: string | undefined;
}

/**
 * How the composer ended: saved as a draft, discarded, published, sent and
 * left to the outbox, scheduled (the task exists), or scheduled and left to
 * the outbox (offline).
 */
export type CloseResult =
  'saved' | 'discard' | 'published' | 'sent' | 'scheduled' | 'scheduleQueued';

export type ComposerEvent =
  | EditingEvent
  /** From the anonymous post: its intent is in the log. */
  | { type: 'anonymous.logged' }
  /** The outbox's progress on the schedule intent sent. */
  | { type: 'schedule.updated'; progress: ScheduleProgress }
  | { type: 'send' }
  | { type: 'jobs.updated'; results: PublishResults; outcome: IntentOutcome }
  | { type: 'retry' }
  | { type: 'close' }
  | { type: 'close.save' }
  | { type: 'close.discard' }
  | { type: 'close.cancel' }
  | { type: 'autosave' };

/** composer.md §4.7: nothing in any post (no close dialog, no draft). */
export const isEmptyCompose = (compose: ComposeState) => !hasContent(compose.posts);

/** The profile that posts on each network: the first of its accounts in the list. */
export const chosenProfiles = (profiles: readonly Profile[]): Profile[] =>
  profiles.filter((profile, i) => profiles.findIndex((p) => p.source === profile.source) === i);

/** The draft of what the composer holds (composer.md §3.3). */
export function draftOf(context: ComposerContext): Draft {
  const sources = new Set(context.compose.posts.flatMap((post) => post.availableSources));
  return {
    version: DRAFT_VERSION,
    draftId: context.draftId,
    type: context.compose.type,
    posts: context.compose.posts,
    availableProfiles: chosenProfiles(context.profiles).filter((profile) =>
      sources.has(profile.source),
    ),
    sealedSource: context.compose.sealedSource ?? null,
    cursor: context.compose.cursor,
    createdAt: context.createdAt,
    scheduleTime: context.compose.scheduleTime ?? null,
    ...(context.intentId && failedSources(context.compose).length > 0
      ? { intentId: context.intentId }
      : {}),
  };
}

/**
 * composer.md §5.1: every post can be sent (sources, length, content, poll),
 * and nothing is refused before sending (a network that takes no video, a
 * WEBP picture for X, more pictures or a bigger video than a network takes).
 */
function sendable(context: ComposerContext): boolean {
  const { posts, type } = context.compose;
  // Pro and verified accounts write longer posts with more pictures (composer.md §5.2, §6).
  const tiers = tiersOf(context.profiles);
  return canSendThread(posts, tiers) && beforeSendProblem(posts, { type, tiers }) === undefined;
}

/**
 * The composer (composer.md §2.3, §4): editing, sending, publishing and
 * closing. Every change is saved to the log as a draft within 500 ms;
 * sending hands the intent to the sync engine, whose job outcomes come back
 * as `jobs.updated`; only failed networks are retried.
 */
export const composerMachine = setup({
  types: {
    input: {} as ComposerInput,
    context: {} as ComposerContext,
    events: {} as ComposerEvent,
    output: {} as { result: CloseResult },
  },
  actors: {
    anonymousPost: anonymousPostMachine,
    publish: fromPromise<string, { deps: ComposerDeps; request: PublishRequest }>(({ input }) =>
      input.deps.publish(input.request),
    ),
    retry: fromPromise<void, { deps: ComposerDeps; intentId: string; sources: PostSource[] }>(
      ({ input }) => input.deps.retry(input.intentId, input.sources),
    ),
    saveNow: fromPromise<void, { deps: ComposerDeps; draft: Draft }>(({ input }) =>
      input.deps.saveDraft(input.draft),
    ),
    deleteNow: fromPromise<void, { deps: ComposerDeps; draftId: string }>(({ input }) =>
      input.deps.deleteDraft(input.draftId),
    ),
    schedule: fromPromise<string, { deps: ComposerDeps; request: ScheduleRequest }>(({ input }) => {
      const schedule = input.deps.schedule;
      if (!schedule) throw new ScheduleRefused('generic', FAILED_TO_CREATE_SCHEDULED_POST);
      return schedule(input.request);
    }),
  },
  guards: {
    canSend: ({ context }) =>
      !context.compose.posts.some((post) => post.isAnonymous) &&
      sendable(context) &&
      publishRequestFor(context.compose, context.profiles) !== undefined,
    /** An anonymous post never goes through the user's own accounts. */
    sendsAnonymously: ({ context }) =>
      context.deps.anonymous !== undefined &&
      sendable(context) &&
      anonymousPostBodyFor(context.compose) !== undefined,
    /** composer.md §4.9: with a time set, sending schedules instead of publishing. */
    schedules: ({ context }) =>
      context.compose.scheduleTime != null &&
      context.deps.schedule !== undefined &&
      !context.compose.posts.some((post) => post.isAnonymous) &&
      sendable(context) &&
      publishRequestFor(context.compose, context.profiles) !== undefined,
    isEmpty: ({ context }) => isEmptyCompose(context.compose),
    allPublished: ({ event }) =>
      event.type === 'jobs.updated' && event.outcome.kind === 'published',
    ended: ({ event }) =>
      event.type === 'jobs.updated' &&
      (event.outcome.kind === 'failed' || event.outcome.kind === 'partial'),
  },
  actions: {
    /** composer.md §4: one editing event, through the pure reducer. */
    edit: assign(({ context, event }) =>
      isEditingEvent(event)
        ? edit({ compose: context.compose, profiles: context.profiles }, event, context.newPostId)
        : {},
    ),
    clearScheduleError: assign({ scheduleError: undefined }),
    autosave: ({ context }) => {
      const { deps } = context;
      const save = isEmptyCompose(context.compose)
        ? context.savedBefore
          ? deps.deleteDraft(context.draftId)
          : Promise.resolve()
        : deps.saveDraft(draftOf(context));
      save.catch((error: unknown) => console.error('Could not save the draft:', error));
    },
    /** The draft is saved 500 ms after the last change (a newer change restarts the wait). */
    scheduleAutosave: enqueueActions(({ enqueue }) => {
      enqueue.cancel('autosave');
      enqueue.raise({ type: 'autosave' }, { id: 'autosave', delay: AUTOSAVE_DELAY_MS });
    }),
    forgetDraft: enqueueActions(({ context, enqueue }) => {
      if (!context.savedBefore) return;
      context.deps
        .deleteDraft(context.draftId)
        .catch((error: unknown) => console.error('Could not delete the draft:', error));
      enqueue.assign({ savedBefore: false });
    }),
    /** Sending stopped before the intent was logged: the post stays, with the reason shown. */
    recordSendError: assign({
      sendError: ({ event }) => {
        // Only an invoked actor's error event leads here; it carries `error`.
        const { error } = event as { error?: unknown };
        return error instanceof Error ? error.message : String(error);
      },
    }),
    markSaved: assign(({ context }) => ({ savedBefore: !isEmptyCompose(context.compose) })),
    /** composer.md §8: the schedule action's reactions (a cancelled consent says nothing). */
    recordScheduleError: assign(({ context, event }) => {
      const { error } = event as { error?: unknown };
      if (error instanceof ScheduleRefused && error.kind === 'cancelled') {
        return { scheduleError: undefined };
      }
      const message =
        error instanceof ScheduleRefused || (error instanceof Error && error.message)
          ? (error as Error).message
          : FAILED_TO_CREATE_SCHEDULED_POST;
      if (!(error instanceof ScheduleRefused && error.kind === 'lensSession')) {
        return { scheduleError: message };
      }
      // The Lens account was removed: Lens leaves the post and cannot be chosen again.
      return { scheduleError: message, compose: withoutSource(context.compose, 'Lens') };
    }),
  },
}).createMachine({
  id: 'composer',
  context: ({ input }) => ({
    ...input,
    savedBefore: input.savedBefore ?? false,
    intentId: input.intentId,
    sendError: undefined,
    closeResult: 'discard',
    anonymousOutcome: undefined,
    scheduleIntentId: undefined,
    scheduleError: undefined,
  }),
  initial: 'opening',
  on: {
    autosave: { actions: ['autosave', 'markSaved'] },
  },
  states: {
    /** A continued draft whose intent failed somewhere opens on its retry; anything else edits. */
    opening: {
      always: [
        {
          guard: ({ context }) =>
            context.intentId !== undefined && failedSources(context.compose).length > 0,
          target: 'failed',
        },
        { target: 'editing' },
      ],
    },
    editing: {
      on: {
        'post.focus': { actions: 'edit' },
        'text.changed': { actions: ['edit', 'scheduleAutosave'] },
        'post.add': { actions: ['edit', 'scheduleAutosave'] },
        'post.remove': { actions: ['edit', 'scheduleAutosave'] },
        'post.restore': { actions: ['edit', 'scheduleAutosave'] },
        'source.toggle': { actions: ['edit', 'scheduleAutosave'] },
        'profile.choose': { actions: ['edit', 'scheduleAutosave'] },
        'reply.exclude': { actions: ['edit', 'scheduleAutosave'] },
        'anonymous.toggle': { actions: ['edit', 'scheduleAutosave'] },
        'restriction.set': { actions: ['edit', 'scheduleAutosave'] },
        'channel.set': { actions: ['edit', 'scheduleAutosave'] },
        'poll.add': { actions: ['edit', 'scheduleAutosave'] },
        'poll.update': { actions: ['edit', 'scheduleAutosave'] },
        'poll.remove': { actions: ['edit', 'scheduleAutosave'] },
        'preview.set': { actions: ['edit', 'scheduleAutosave'] },
        'media.added': { actions: ['edit', 'scheduleAutosave'] },
        'media.removed': { actions: ['edit', 'scheduleAutosave'] },
        'media.alt': { actions: ['edit', 'scheduleAutosave'] },
        'schedule.set': { actions: ['edit', 'clearScheduleError', 'scheduleAutosave'] },
        'schedule.clear': { actions: ['edit', 'clearScheduleError', 'scheduleAutosave'] },
        send: [
          { guard: 'sendsAnonymously', target: 'postingAnonymously' },
          { guard: 'schedules', target: 'scheduling' },
          { guard: 'canSend', target: 'sending' },
        ],
        close: [{ guard: 'isEmpty', target: 'discarding' }, { target: 'confirmingClose' }],
      },
    },
    confirmingClose: {
      on: {
        'close.cancel': { target: 'editing' },
        'close.save': { target: 'savingToClose' },
        'close.discard': { target: 'discarding' },
      },
    },
    /** The close dialog over a partly failed post: cancel goes back to its retry, never to a fresh send. */
    confirmingFailedClose: {
      on: {
        'close.cancel': { target: 'failed' },
        'close.save': { target: 'savingToClose' },
        'close.discard': { target: 'discarding' },
      },
    },
    savingToClose: {
      entry: [
        cancel('autosave'),
        assign(({ context }) => ({ compose: keepFailedSources(context.compose) })),
      ],
      invoke: {
        src: 'saveNow',
        input: ({ context }) => ({ deps: context.deps, draft: draftOf(context) }),
        onDone: { target: 'closed', actions: assign({ savedBefore: true, closeResult: 'saved' }) },
        onError: { target: 'closed' },
      },
    },
    discarding: {
      entry: cancel('autosave'),
      always: [{ guard: ({ context }) => !context.savedBefore, target: 'closed' }],
      invoke: {
        src: 'deleteNow',
        input: ({ context }) => ({ deps: context.deps, draftId: context.draftId }),
        onDone: { target: 'closed', actions: assign({ savedBefore: false }) },
        onError: { target: 'closed' },
      },
    },
    sending: {
      entry: cancel('autosave'),
      invoke: {
        src: 'publish',
        input: ({ context }) => ({
          deps: context.deps,
          // The guard made sure there is one.
          request: publishRequestFor(context.compose, context.profiles) as PublishRequest,
        }),
        onDone: {
          target: 'publishing',
          actions: [
            assign({ intentId: ({ event }) => event.output, sendError: undefined }),
            // The intent is in the log now: the outbox keeps the post, the draft may go.
            'forgetDraft',
          ],
        },
        onError: { target: 'editing', actions: ['scheduleAutosave', 'recordSendError'] },
      },
    },
    /** composer.md §4.9: the intent is being logged (consent asked first where needed). */
    scheduling: {
      entry: [cancel('autosave'), assign({ scheduleError: undefined })],
      invoke: {
        src: 'schedule',
        input: ({ context }) => ({
          deps: context.deps,
          request: {
            // The guard made sure there is one.
            request: publishRequestFor(context.compose, context.profiles) as PublishRequest,
            scheduleTime: context.compose.scheduleTime ?? 0,
            draft: draftOf(context),
          },
        }),
        onDone: {
          target: 'awaitingSchedule',
          actions: [
            assign({ scheduleIntentId: ({ event }) => event.output }),
            // The intent is in the log (with the draft, should the task be refused).
            'forgetDraft',
          ],
        },
        onError: { target: 'editing', actions: ['scheduleAutosave', 'recordScheduleError'] },
      },
    },
    /** The outbox stores the files and creates the task; closing leaves it to do so. */
    awaitingSchedule: {
      on: {
        close: { target: 'closed', actions: assign({ closeResult: 'scheduleQueued' }) },
        'schedule.updated': [
          {
            guard: ({ event }) => event.progress.kind === 'created',
            target: 'scheduled',
          },
          {
            guard: ({ event }) => event.progress.kind === 'failed',
            target: 'editing',
            actions: [
              assign({
                scheduleError: ({ event }) =>
                  event.progress.kind === 'failed'
                    ? event.progress.reason || FAILED_TO_CREATE_SCHEDULED_POST
                    : undefined,
                scheduleIntentId: undefined,
              }),
              // Back to a draft: what was written is kept.
              'scheduleAutosave',
            ],
          },
        ],
      },
    },
    scheduled: {
      after: {
        [CLOSE_AFTER_SUCCESS_MS]: {
          target: 'closed',
          actions: assign({ closeResult: 'scheduled' }),
        },
      },
    },
    publishing: {
      on: {
        // The outbox has the post: closing leaves it to publish in the background.
        close: { target: 'closed', actions: assign({ closeResult: 'sent' }) },
        'jobs.updated': [
          {
            guard: 'allPublished',
            target: 'published',
            actions: assign(({ context, event }) => ({
              compose: withResults(context.compose, event.results),
            })),
          },
          {
            guard: 'ended',
            target: 'failed',
            actions: assign(({ context, event }) => ({
              compose: withResults(context.compose, event.results),
            })),
          },
          {
            actions: assign(({ context, event }) => ({
              compose: withResults(context.compose, event.results),
            })),
          },
        ],
      },
    },
    failed: {
      entry: ['autosave', 'markSaved'],
      on: {
        retry: { target: 'retrying' },
        close: { target: 'confirmingFailedClose' },
      },
    },
    retrying: {
      invoke: {
        src: 'retry',
        input: ({ context }) => ({
          deps: context.deps,
          intentId: context.intentId ?? '',
          sources: failedSources(context.compose),
        }),
        onDone: {
          target: 'publishing',
          actions: assign(({ context }) => ({
            compose: mapPosts(context.compose, (post) => ({ ...post, postError: {} })),
          })),
        },
        onError: { target: 'failed' },
      },
    },
    /** composer.md §4.3, §7.6: through the product server's shared accounts, then polled. */
    postingAnonymously: {
      entry: [cancel('autosave'), assign({ sendError: undefined })],
      invoke: {
        id: 'anonymousPost',
        src: 'anonymousPost',
        input: ({ context }) => ({
          // The guard made sure of both.
          deps: context.deps.anonymous as AnonymousPostDeps,
          body: anonymousPostBodyFor(context.compose) as NonNullable<
            ReturnType<typeof anonymousPostBodyFor>
          >,
          draft: draftOf(context),
        }),
        onDone: [
          {
            // Refused or failed: the post is back to edit (and saved as a draft again).
            guard: ({ event }) => event.output.kind === 'failed',
            target: 'editing',
            actions: [
              assign({
                sendError: ({ event }) =>
                  event.output.kind === 'failed' ? event.output.message : undefined,
              }),
              'scheduleAutosave',
            ],
          },
          {
            target: 'postedAnonymously',
            actions: assign({ anonymousOutcome: ({ event }) => event.output }),
          },
        ],
      },
      on: {
        // The intent is in the log: the draft may go (the intent brings it back if refused).
        'anonymous.logged': { actions: 'forgetDraft' },
        // The outbox has it: closing leaves it to go out.
        close: { target: 'closed', actions: assign({ closeResult: 'sent' }) },
      },
    },
    /** The result (links, or the time-out notice) stays until the user closes. */
    postedAnonymously: {
      on: {
        close: { target: 'closed', actions: assign({ closeResult: 'published' }) },
      },
    },
    published: {
      // A continued draft retried to success: nothing is left to keep.
      entry: 'forgetDraft',
      after: {
        [CLOSE_AFTER_SUCCESS_MS]: {
          target: 'closed',
          actions: assign({ closeResult: 'published' }),
        },
      },
    },
    closed: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ result: context.closeResult }),
});
