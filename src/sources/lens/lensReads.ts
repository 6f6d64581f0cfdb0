import { z } from 'zod/mini';
import type { Profile } from '@/domain/reading/post';
import { ok } from '@/domain/result';
import type { CredentialStore } from '../credentialStore';
import type { SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import { lensAccountSchema, lensProfileView } from './lensAccountView';
import { lensNotificationsThrough } from './lensNotifications';
import { lensBookmarksThrough } from './lensBookmarks';
import { lensAnyPost, lensTimelineItem } from './lensFeedItem';
import { lensGroups } from './lensGroups';
import { ACCOUNT_FIELDS, ANY_POST_FIELDS, TIMELINE_ITEM_FIELDS } from './lensPostFields';
import type { LensParsed } from './lensPostView';
import { lensSearchReads } from './lensSearch';
import { addressOf, lensAccount, readLensPage } from './lensPage';
import type { LensCredentials } from './lensSession';
import { createLensSignedInRequest } from './lensSignedInRequest';

/** The API's page sizes (`PageSize`); the timeline's page is the API's own. */
export type LensPageSize = 'TEN' | 'FIFTY';

const TIMELINE = `query($request: TimelineRequest!) {
  timeline(request: $request) { items { ${TIMELINE_ITEM_FIELDS} } pageInfo { next } }
}`;

const POSTS = `query($request: PostsRequest!) {
  posts(request: $request) { items { ${ANY_POST_FIELDS} } pageInfo { next } }
}`;

/** Who upvoted a post (`AccountPostReaction`s), and only that. */
const POST_REACTIONS = `query($request: PostReactionsRequest!) {
  postReactions(request: $request) { items { account { ${ACCOUNT_FIELDS} } } pageInfo { next } }
}`;

const WHO_REFERENCED_POST = `query($request: WhoReferencedPostRequest!) {
  whoReferencedPost(request: $request) { items { ${ACCOUNT_FIELDS} } pageInfo { next } }
}`;

const POST_REFERENCES = `query($request: PostReferencesRequest!) {
  postReferences(request: $request) { items { ${ANY_POST_FIELDS} } pageInfo { next } }
}`;

/** An `AccountPostReaction` as POST_REACTIONS asks for it. */
const reactionSchema = z.object({ account: lensAccountSchema });

/** An `AccountPostReaction` as the Profile of the account that reacted. */
function lensReactor(item: unknown): LensParsed<Profile> {
  const parsed = reactionSchema.safeParse(item);
  return parsed.success
    ? { ok: true, value: lensProfileView(parsed.data.account) }
    : {
        ok: false,
        reason: z.prettifyError(parsed.error),
        ...addressOf((item as { account?: unknown } | null | undefined)?.account),
      };
}

export interface LensReadsOptions {
  api: string;
  /** The signed-in Lens account (its address): the timeline is its own. */
  account: string;
  store: CredentialStore<LensCredentials>;
  now?: () => number;
  /** For lists that take one (an author's posts, a post's likers, mirrors and quotes); FIFTY unless told. */
  pageSize?: LensPageSize;
  report?: SkipReporter;
}

/**
 * Lens's reading side, through the v3 GraphQL API as the signed-in account:
 * its timeline (the accounts it follows, reposts among them), one account's
 * posts, quotes and reposts (no comments), its comments, the posts it
 * collected, and a post's detail tabs (who
 * upvoted it, who reposted it, the posts quoting it), and a group's
 * (club's) header and posts (lensGroups.ts), newest first, by the API's
 * cursors. Answers map into Posts (lensPostView.ts) and Profiles
 * (lensAccountView.ts); an item that does not parse is left out with its
 * reason.
 */
export function createLensReads(options: LensReadsOptions): SourceReads {
  const call = createLensSignedInRequest({
    api: options.api,
    account: options.account,
    store: options.store,
    ...(options.now ? { now: options.now } : {}),
  });
  const pageSize = options.pageSize ?? 'FIFTY';
  const paged = (cursor: string | undefined) => ({ pageSize, ...(cursor ? { cursor } : {}) });
  const groups = lensGroups(call, options.report);
  return {
    source: 'Lens',
    // Explore's searches (lensSearch.ts).
    ...lensSearchReads({ call, pageSize, report: options.report }),
    homeTimeline: (cursor, signal) =>
      readLensPage(
        call,
        TIMELINE,
        'timeline',
        { account: options.account, ...(cursor ? { cursor } : {}) },
        lensTimelineItem,
        signal,
        options.report,
      ),
    authorPosts: (profileId, cursor, signal) =>
      readLensPage(
        call,
        POSTS,
        'posts',
        {
          filter: { authors: [profileId], postTypes: ['ROOT', 'QUOTE', 'REPOST'] },
          ...paged(cursor),
        },
        lensAnyPost,
        signal,
        options.report,
      ),
    // The account's comments (Lens's replies), newest first.
    authorReplies: (profileId, cursor, signal) =>
      readLensPage(
        call,
        POSTS,
        'posts',
        { filter: { authors: [profileId], postTypes: ['COMMENT'] }, ...paged(cursor) },
        lensAnyPost,
        signal,
        options.report,
      ),
    // The reader's own bookmarks (lensBookmarks.ts), through the same session (one refresh at a time).
    bookmarks: lensBookmarksThrough(call, pageSize, options.report).getBookmarks,
    // The reader's notifications (lensNotifications.ts), through the same session.
    notifications: lensNotificationsThrough(call, options.report),
    // The posts the account collected (`PostsFilter.collectedBy`), newest first.
    authorCollected: (profileId, cursor, signal) =>
      readLensPage(
        call,
        POSTS,
        'posts',
        { filter: { collectedBy: { account: profileId } }, ...paged(cursor) },
        lensAnyPost,
        signal,
        options.report,
      ),
    postLikers: (postId, cursor, signal) =>
      readLensPage(
        call,
        POST_REACTIONS,
        'postReactions',
        { post: postId, filter: { anyOf: ['UPVOTE'] }, ...paged(cursor) },
        lensReactor,
        signal,
        options.report,
      ),
    postReposters: (postId, cursor, signal) =>
      readLensPage(
        call,
        WHO_REFERENCED_POST,
        'whoReferencedPost',
        { post: postId, referenceTypes: ['REPOST_OF'], ...paged(cursor) },
        lensAccount,
        signal,
        options.report,
      ),
    postQuotes: (postId, cursor, signal) =>
      readLensPage(
        call,
        POST_REFERENCES,
        'postReferences',
        { referencedPost: postId, referenceTypes: ['QUOTE_OF'], ...paged(cursor) },
        lensAnyPost,
        signal,
        options.report,
      ),
    channel: (channelId, signal) => groups.channel(channelId, signal),
    /**
     * A group's posts are those in its feed (Lens v3 ties a group to a feed:
     * `feeds: [{ feed }]`), posts and quotes, not comments; a group Lens
     * does not know, or one without a feed, has none.
     */
    async channelPosts(channelId, cursor, signal) {
      const feed = await groups.feedOf(channelId, signal);
      if (!feed.ok) return feed;
      if (!feed.value) return ok({ items: [] });
      return readLensPage(
        call,
        POSTS,
        'posts',
        {
          filter: { feeds: [{ feed: feed.value }], postTypes: ['ROOT', 'QUOTE'] },
          ...paged(cursor),
        },
        lensAnyPost,
        signal,
        options.report,
      );
    },
  };
}
