import type { Channel } from './model/channel';
import type { ComposeState } from './model/composeState';
import type { ComposerPost, OpenGraph } from './model/composerPost';
import type { MediaFile } from './model/mediaFile';
import { newPoll, type Poll } from './model/poll';
import type { Profile } from './model/profile';
import { writeChars, type Chars } from './model/richText';
import type { PostSource, ReplyRestriction } from './model/sourceFields';
import { withAltText } from './rules/altText';
import { toggleAnonymousInCompose } from './rules/anonymousToggle';
import { addPollToPost, removePollFromPost } from './rules/pollInComposer';
import { removeImage, removeVideo } from './rules/removeMedia';
import { restrictionFor } from './rules/replyRestriction';
import { selectSourceAccount } from './rules/sourceSelection';
import { addThreadPost, deleteThreadPost, moveCursor, restoreThreadPost } from './rules/thread';

/** What the user does to the posts while writing them (composer.md §4.1 to §4.5, §4.9, §4.10). */
export type EditingEvent =
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
  | { type: 'schedule.clear' };

const EDITING_EVENT_TYPES: ReadonlySet<string> = new Set<EditingEvent['type']>([
  'text.changed',
  'post.focus',
  'post.add',
  'post.remove',
  'post.restore',
  'source.toggle',
  'restriction.set',
  'anonymous.toggle',
  'profile.choose',
  'reply.exclude',
  'channel.set',
  'media.added',
  'media.removed',
  'media.alt',
  'preview.set',
  'poll.add',
  'poll.update',
  'poll.remove',
  'schedule.set',
  'schedule.clear',
]);

export const isEditingEvent = (event: { type: string }): event is EditingEvent =>
  EDITING_EVENT_TYPES.has(event.type);

/** What editing changes: the posts, and which account posts on each network (the first listed). */
export interface Editing {
  compose: ComposeState;
  profiles: Profile[];
}

/** Every post changed the same way. */
export const mapPosts = (
  compose: ComposeState,
  change: (post: ComposerPost) => ComposerPost,
): ComposeState => ({ ...compose, posts: compose.posts.map(change) });

/** One post changed, the others as they were (their identity kept: memoised posts do not re-render). */
export const updatePost = (
  compose: ComposeState,
  postId: string,
  change: (post: ComposerPost) => ComposerPost,
): ComposeState => mapPosts(compose, (post) => (post.id === postId ? change(post) : post));

/**
 * composer.md §4.2: a network's account selected or not, for the whole
 * thread (its posts share their networks, §4.1). A disabled network stays out.
 */
function toggleSource(compose: ComposeState, source: PostSource): ComposeState {
  const first = compose.posts[0];
  if (!first || compose.disabledSources.includes(source)) return compose;
  const selection = selectSourceAccount(first, source);
  return mapPosts(compose, (post) => ({ ...post, ...selection }));
}

/** The exclusions with one participant left out or put back (never a parent's author). */
function excludeParticipant(post: ComposerPost, profileId: string, excluded: boolean): string[] {
  const others = post.excludeReplyProfileIds.filter((id) => id !== profileId);
  const isAuthor = Object.values(post.parentPost).some((p) => p?.author?.profileId === profileId);
  return excluded && !isAuthor ? [...others, profileId] : others;
}

/** The chosen account goes first: it is the one that posts on its network. */
function chooseProfile(profiles: Profile[], profileId: string): Profile[] {
  const chosen = profiles.find((p) => p.profileId === profileId);
  return chosen ? [chosen, ...profiles.filter((p) => p !== chosen)] : profiles;
}

/** The compose state after one editing event; `newId` names new posts, polls and segments. */
function editPosts(compose: ComposeState, event: EditingEvent, newId: () => string): ComposeState {
  switch (event.type) {
    case 'text.changed':
      return updatePost(compose, event.postId, (post) => ({
        ...post,
        // The editor hands over what is visible; the poll's FRAME and the like stay.
        chars: typeof post.chars === 'string' ? event.chars : writeChars(post.chars, event.chars),
      }));
    case 'post.focus':
      return { ...compose, ...moveCursor(compose, event.postId) };
    case 'post.add':
      return { ...compose, ...addThreadPost(compose, newId()) };
    case 'post.remove':
      return { ...compose, ...deleteThreadPost(compose, event.postId) };
    case 'post.restore':
      return { ...compose, ...restoreThreadPost(compose, event.post, event.index) };
    case 'source.toggle':
      return toggleSource(compose, event.source);
    case 'reply.exclude':
      return updatePost(compose, compose.posts[0]?.id ?? '', (post) => ({
        ...post,
        excludeReplyProfileIds: excludeParticipant(post, event.profileId, event.excluded),
      }));
    case 'anonymous.toggle':
      return toggleAnonymousInCompose(compose, event.source, event.on);
    case 'restriction.set':
      return mapPosts(compose, (post) => ({
        ...post,
        restriction: restrictionFor(event.restriction, post.availableSources),
      }));
    case 'channel.set':
      return mapPosts(compose, (post) => ({
        ...post,
        channel: { ...post.channel, [event.source]: event.channel },
      }));
    case 'poll.add':
      return updatePost(compose, event.postId, (post) =>
        addPollToPost(post, newPoll(newId), { segmentId: newId(), content: '' }),
      );
    case 'poll.update':
      return updatePost(compose, event.postId, (post) =>
        post.poll ? { ...post, poll: event.poll } : post,
      );
    case 'poll.remove':
      return updatePost(compose, event.postId, removePollFromPost);
    case 'preview.set':
      return updatePost(compose, event.postId, (post) => ({
        ...post,
        openGraphs: event.preview ? [event.preview] : [],
      }));
    case 'media.added':
      return updatePost(compose, event.postId, (post) => ({
        ...post,
        images: [...post.images, ...event.images],
        videos: [...post.videos, ...event.videos],
      }));
    case 'media.removed':
      return updatePost(compose, event.postId, (post) =>
        removeVideo(removeImage(post, event.mediaId), event.mediaId),
      );
    case 'media.alt':
      return updatePost(compose, event.postId, (post) =>
        withAltText(post, event.mediaId, event.alt),
      );
    case 'schedule.set':
      return { ...compose, scheduleTime: event.time };
    case 'schedule.clear':
      return { ...compose, scheduleTime: null };
    case 'profile.choose':
      return compose;
  }
}

/**
 * The composer's editing as a pure reducer (composer.md §4): what the posts
 * and the posting accounts are after one event. Nothing else changes.
 */
export function edit(state: Editing, event: EditingEvent, newId: () => string): Editing {
  if (event.type === 'profile.choose') {
    return { ...state, profiles: chooseProfile(state.profiles, event.profileId) };
  }
  return { ...state, compose: editPosts(state.compose, event, newId) };
}

// ── After sending ───────────────────────────────────────────────────────

/** Each network's outcome, as the sync engine's jobs say it: one post id per thread post. */
export type SourceResults = Partial<
  Record<PostSource, { postIds: (string | undefined)[]; postError?: string; failed: boolean }>
>;

/** Writes the sync engine's outcome into the posts' postId / postError (composer.md §3.1). */
export function withResults(compose: ComposeState, results: SourceResults): ComposeState {
  const entries = Object.entries(results) as [PostSource, NonNullable<SourceResults[PostSource]>][];
  return {
    ...compose,
    posts: compose.posts.map((post, index) => {
      const postId = { ...post.postId };
      const postError = { ...post.postError };
      for (const [source, result] of entries) {
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
export function keepFailedSources(compose: ComposeState): ComposeState {
  const failed = failedSources(compose);
  if (failed.length === 0) return compose;
  return mapPosts(compose, (post) => ({
    ...post,
    availableSources: post.availableSources.filter((source) => failed.includes(source)),
  }));
}

/**
 * composer.md §8, the schedule action: a network whose session ended leaves
 * every post and cannot be chosen again.
 */
export function withoutSource(compose: ComposeState, source: PostSource): ComposeState {
  const left = mapPosts(compose, (post) => ({
    ...post,
    availableSources: post.availableSources.filter((s) => s !== source),
  }));
  return { ...left, disabledSources: [...new Set([...left.disabledSources, source])] };
}
