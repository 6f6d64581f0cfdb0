import { assign, cancel, enqueueActions, fromPromise, setup } from 'xstate';
import type { IntentOutcome } from '@/sync/publish/publishJobQueries';
import {
  anonymousPostMachine,
  type AnonymousOutcome,
  type AnonymousPostDeps,
} from './anonymousPostMachine';
import type { Channel } from '@/domain/composer/model/channel';
import type { ComposeState } from '@/domain/composer/model/composeState';
import type { ComposerPost, OpenGraph } from '@/domain/composer/model/composerPost';
import type { Chars } from '@/domain/composer/model/richText';
import { DRAFT_VERSION, type Draft } from '@/domain/composer/model/draft';
import type { MediaFile } from '@/domain/composer/model/mediaFile';
import { newPoll, type Poll } from '@/domain/composer/model/poll';
import { writeChars } from '@/domain/composer/model/richText';
import type { Profile } from '@/domain/composer/model/profile';
import type { PostSource, ReplyRestriction } from '@/domain/composer/model/sourceFields';
import { publishRequestFor, type PublishRequest } from './publishRequestFor';
import { anonymousPostBodyFor } from '@/domain/composer/rules/anonymousPost';
import { toggleAnonymousInCompose } from '@/domain/composer/rules/anonymousToggle';
import { canSendThread } from '@/domain/composer/rules/canSend';
import { FAILED_TO_CREATE_SCHEDULED_POST } from '@/domain/messages/composer';
import { addPollToPost, removePollFromPost } from '@/domain/composer/rules/pollInComposer';
import { removeImage, removeVideo } from '@/domain/composer/rules/removeMedia';
import { withAltText } from '@/domain/composer/rules/altText';
import { restrictionFor } from '@/domain/composer/rules/replyRestriction';
import { selectSourceAccount } from '@/domain/composer/rules/sourceSelection';
import type { SourceTiers } from '@/domain/composer/rules/sourceTier';
import {
  addThreadPost,
  deleteThreadPost,
  hasContent,
  moveCursor,
  restoreThreadPost,
} from '@/domain/composer/rules/thread';

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
export type PublishResults = Partial<
  Record<PostSource, { postIds: (string | undefined)[]; postError?: string; failed: boolean }>
>;

export interface ComposerInput {
  deps: ComposerDeps;
  compose: ComposeState;
  draftId: string;
  createdAt: number;
  /** The profiles this device can post as (one per network is used). */
  profiles: Profile[];
  /** Pro / verified standing per network (higher limits, composer.md §5.2); normal if absent. */
  tiers?: SourceTiers;
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
  | { type: 'text.changed'; postId: string; chars: Chars }
  | { type: 'post.focus'; postId: string }
  | { type: 'post.add' }
  | { type: 'post.remove'; postId: string }
  /** Undo of a delete: the post as it was, back at its index (docs/decisions.md). */
  | { type: 'post.restore'; post: ComposerPost; index: number }
  | { type: 'source.toggle'; source: PostSource }
  /** composer.md §4.10: who may reply, for the whole thread (only what every network supports). */
  | { type: 'restriction.set'; restriction: ReplyRestriction }
  /** composer.md §4.3: one network's anonymous toggle. */
  | { type: 'anonymous.toggle'; source: PostSource; on: boolean }
  /** From the anonymous post: its intent is in the log. */
  | { type: 'anonymous.logged' }
  /** composer.md §2.3: which of a network's accounts posts (one per network). */
  | { type: 'profile.choose'; profileId: string }
  /** composer.md §2.3: a reply's participant left out (or put back); never the author. */
  | { type: 'reply.exclude'; profileId: string; excluded: boolean }
  /** composer.md §2.3, §4.1: a network's channel (null: home), for the whole thread. */
  | { type: 'channel.set'; source: PostSource; channel: Channel | null }
  /** Files already checked (rules/addDroppedFiles) and kept in the media store under their ids. */
  | { type: 'media.added'; postId: string; images: MediaFile[]; videos: MediaFile[] }
  | { type: 'media.removed'; postId: string; mediaId: string }
  /** A picture's alt text, as typed (empty: none). */
  | { type: 'media.alt'; postId: string; mediaId: string; alt: string }
  /** composer.md §3.1, §5.10: the post's one link card (undefined: none). */
  | { type: 'preview.set'; postId: string; preview: OpenGraph | undefined }
  /** composer.md §4.4: a poll added (sources narrowed, FRAME appended), edited, or removed. */
  | { type: 'poll.add'; postId: string }
  | { type: 'poll.update'; postId: string; poll: Poll }
  | { type: 'poll.remove'; postId: string }
  /** composer.md §2.7, §4.9: the schedule time set (epoch ms, already checked), or cleared. */
  | { type: 'schedule.set'; time: number }
  | { type: 'schedule.clear' }
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

const mapPosts = (compose: ComposeState, change: (post: ComposerPost) => ComposerPost) => ({
  ...compose,
  posts: compose.posts.map(change),
});

/** One post changed, the others as they were (their identity kept: memoised posts do not re-render). */
const updatePost = (
  compose: ComposeState,
  postId: string,
  change: (post: ComposerPost) => ComposerPost,
) => mapPosts(compose, (post) => (post.id === postId ? change(post) : post));

/**
 * composer.md §4.2: a network's account selected or not, for the whole
 * thread (its posts share their networks, §4.1).
 */
function toggleSource(compose: ComposeState, source: PostSource): ComposeState {
  const first = compose.posts[0];
  if (!first || compose.disabledSources.includes(source)) return compose;
  const selection = selectSourceAccount(first, source);
  return mapPosts(compose, (post) => ({ ...post, ...selection }));
}

/** The first post's exclusions with one participant left out or put back (never a parent's author). */
function excludeParticipant(post: ComposerPost, profileId: string, excluded: boolean): string[] {
  const others = post.excludeReplyProfileIds.filter((id) => id !== profileId);
  const isAuthor = Object.values(post.parentPost).some((p) => p?.author?.profileId === profileId);
  return excluded && !isAuthor ? [...others, profileId] : others;
}

/** Writes the sync engine's outcome into the posts' postId / postError (composer.md §3.1). */
function withResults(compose: ComposeState, results: PublishResults): ComposeState {
  return {
    ...compose,
    posts: compose.posts.map((post, index) => {
      const postId = { ...post.postId };
      const postError = { ...post.postError };
      for (const [source, result] of Object.entries(results) as [
        PostSource,
        NonNullable<PublishResults[PostSource]>,
      ][]) {
        postId[source] = result.postIds[index] ?? null;
        postError[source] =
          result.failed && !result.postIds[index] ? (result.postError ?? null) : null;
      }
      return { ...post, postId, postError };
    }),
  };
}

/** The networks whose posts are not all out (composer.md §4.6: what a retry sends). */
export function failedSources(compose: ComposeState): PostSource[] {
  const sources = compose.posts[0]?.availableSources ?? [];
  return sources.filter((source) => compose.posts.some((post) => post.postError[source]));
}

/** composer.md §4.7: a draft of a partly failed post keeps only the failed networks. */
function keepFailedSources(compose: ComposeState): ComposeState {
  const failed = failedSources(compose);
  if (failed.length === 0) return compose;
  return mapPosts(compose, (post) => ({
    ...post,
    availableSources: post.availableSources.filter((source) => failed.includes(source)),
  }));
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
      canSendThread(context.compose.posts, context.tiers ?? {}) &&
      publishRequestFor(context.compose, context.profiles) !== undefined,
    /** An anonymous post never goes through the user's own accounts. */
    sendsAnonymously: ({ context }) =>
      context.deps.anonymous !== undefined &&
      canSendThread(context.compose.posts, context.tiers ?? {}) &&
      anonymousPostBodyFor(context.compose) !== undefined,
    /** composer.md §4.9: with a time set, sending schedules instead of publishing. */
    schedules: ({ context }) =>
      context.compose.scheduleTime != null &&
      context.deps.schedule !== undefined &&
      !context.compose.posts.some((post) => post.isAnonymous) &&
      canSendThread(context.compose.posts, context.tiers ?? {}) &&
      publishRequestFor(context.compose, context.profiles) !== undefined,
    isEmpty: ({ context }) => isEmptyCompose(context.compose),
    allPublished: ({ event }) =>
      event.type === 'jobs.updated' && event.outcome.kind === 'published',
    ended: ({ event }) =>
      event.type === 'jobs.updated' &&
      (event.outcome.kind === 'failed' || event.outcome.kind === 'partial'),
  },
  actions: {
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
      const compose = mapPosts(context.compose, (post) => ({
        ...post,
        availableSources: post.availableSources.filter((source) => source !== 'Lens'),
      }));
      return {
        scheduleError: message,
        compose: {
          ...compose,
          disabledSources: [...new Set([...compose.disabledSources, 'Lens' as const])],
        },
      };
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
        'text.changed': {
          actions: [
            assign(({ context, event }) => ({
              compose: mapPosts(context.compose, (post) =>
                post.id !== event.postId
                  ? post
                  : {
                      ...post,
                      // The editor hands over what is visible; the poll's FRAME and the like stay.
                      chars:
                        typeof post.chars === 'string'
                          ? event.chars
                          : writeChars(post.chars, event.chars),
                    },
              ),
            })),
            'scheduleAutosave',
          ],
        },
        'post.focus': {
          actions: assign(({ context, event }) => ({
            compose: { ...context.compose, ...moveCursor(context.compose, event.postId) },
          })),
        },
        'post.add': {
          actions: [
            assign(({ context }) => ({
              compose: {
                ...context.compose,
                ...addThreadPost(context.compose, context.newPostId()),
              },
            })),
            'scheduleAutosave',
          ],
        },
        'post.remove': {
          actions: [
            assign(({ context, event }) => ({
              compose: { ...context.compose, ...deleteThreadPost(context.compose, event.postId) },
            })),
            'scheduleAutosave',
          ],
        },
        'post.restore': {
          actions: [
            assign(({ context, event }) => ({
              compose: {
                ...context.compose,
                ...restoreThreadPost(context.compose, event.post, event.index),
              },
            })),
            'scheduleAutosave',
          ],
        },
        'source.toggle': {
          actions: [
            assign(({ context, event }) => ({
              compose: toggleSource(context.compose, event.source),
            })),
            'scheduleAutosave',
          ],
        },
        'profile.choose': {
          actions: [
            assign(({ context, event }) => {
              const chosen = context.profiles.find((p) => p.profileId === event.profileId);
              return chosen
                ? { profiles: [chosen, ...context.profiles.filter((p) => p !== chosen)] }
                : {};
            }),
            'scheduleAutosave',
          ],
        },
        'reply.exclude': {
          actions: [
            assign(({ context, event }) => ({
              compose: updatePost(context.compose, context.compose.posts[0]?.id ?? '', (post) => ({
                ...post,
                excludeReplyProfileIds: excludeParticipant(post, event.profileId, event.excluded),
              })),
            })),
            'scheduleAutosave',
          ],
        },
        'anonymous.toggle': {
          actions: [
            assign(({ context, event }) => ({
              compose: toggleAnonymousInCompose(context.compose, event.source, event.on),
            })),
            'scheduleAutosave',
          ],
        },
        'restriction.set': {
          actions: [
            assign(({ context, event }) => ({
              compose: mapPosts(context.compose, (post) => ({
                ...post,
                restriction: restrictionFor(event.restriction, post.availableSources),
              })),
            })),
            'scheduleAutosave',
          ],
        },
        'channel.set': {
          actions: [
            assign(({ context, event }) => ({
              compose: mapPosts(context.compose, (post) => ({
                ...post,
                channel: { ...post.channel, [event.source]: event.channel },
              })),
            })),
            'scheduleAutosave',
          ],
        },
        'poll.add': {
          actions: [
            assign(({ context, event }) => ({
              compose: updatePost(context.compose, event.postId, (post) =>
                addPollToPost(post, newPoll(context.newPostId), {
                  segmentId: context.newPostId(),
                  content: '',
                }),
              ),
            })),
            'scheduleAutosave',
          ],
        },
        'poll.update': {
          actions: [
            assign(({ context, event }) => ({
              compose: mapPosts(context.compose, (post) =>
                post.id === event.postId && post.poll ? { ...post, poll: event.poll } : post,
              ),
            })),
            'scheduleAutosave',
          ],
        },
        'poll.remove': {
          actions: [
            assign(({ context, event }) => ({
              compose: updatePost(context.compose, event.postId, (post) =>
                removePollFromPost(post),
              ),
            })),
            'scheduleAutosave',
          ],
        },
        'preview.set': {
          actions: [
            assign(({ context, event }) => ({
              compose: updatePost(context.compose, event.postId, (post) => ({
                ...post,
                openGraphs: event.preview ? [event.preview] : [],
              })),
            })),
            'scheduleAutosave',
          ],
        },
        'media.added': {
          actions: [
            assign(({ context, event }) => ({
              compose: updatePost(context.compose, event.postId, (post) => ({
                ...post,
                images: [...post.images, ...event.images],
                videos: [...post.videos, ...event.videos],
              })),
            })),
            'scheduleAutosave',
          ],
        },
        'media.removed': {
          actions: [
            assign(({ context, event }) => ({
              compose: updatePost(context.compose, event.postId, (post) =>
                removeVideo(removeImage(post, event.mediaId), event.mediaId),
              ),
            })),
            'scheduleAutosave',
          ],
        },
        'media.alt': {
          actions: [
            assign(({ context, event }) => ({
              compose: updatePost(context.compose, event.postId, (post) =>
                withAltText(post, event.mediaId, event.alt),
              ),
            })),
            'scheduleAutosave',
          ],
        },
        'schedule.set': {
          actions: [
            assign(({ context, event }) => ({
              compose: { ...context.compose, scheduleTime: event.time },
              scheduleError: undefined,
            })),
            'scheduleAutosave',
          ],
        },
        'schedule.clear': {
          actions: [
            assign(({ context }) => ({
              compose: { ...context.compose, scheduleTime: null },
              scheduleError: undefined,
            })),
            'scheduleAutosave',
          ],
        },
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
