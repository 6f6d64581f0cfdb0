import type { AppBskyActorDefs, AppBskyFeedDefs } from '@atproto/api';
import { z } from 'zod/mini';
import type { Post, Profile } from '@/domain/reading/post';
import { bskyPostView, bskyProfileView } from './bskyViews';

/**
 * What the reading side needs of one `app.bsky.feed.defs#feedViewPost`:
 * a post with its author and record, and a repost's reason. The rest of
 * the view is optional to the mapping (bskyViews.ts).
 */
const postSchema = z.object({
  uri: z.string().check(z.startsWith('at://')),
  cid: z.string(),
  author: z.object({ did: z.string(), handle: z.string() }),
  record: z.object({ text: z.string(), createdAt: z.string() }),
  indexedAt: z.string(),
});
const profileSchema = z.object({ did: z.string(), handle: z.string() });

/** A reply's parent as a feed item carries it: a post view, or a not-found or blocked stub. */
const parentSchema = z.object({ parent: z.object({ author: profileSchema }) });

/** The parent's author when the AppView sent its post (not when it is gone or blocked). */
function parentAuthorOf(reply: unknown): Post['replyToAuthor'] {
  const parsed = parentSchema.safeParse(reply);
  if (!parsed.success) return undefined;
  const { did, handle } = parsed.data.parent.author;
  return { id: did, handle };
}

const feedItemSchema = z.object({
  post: postSchema,
  reason: z.optional(
    z.object({
      $type: z.string(),
      by: z.optional(z.object({ did: z.string(), handle: z.string() })),
      indexedAt: z.optional(z.string()),
    }),
  ),
});

/** One feed item into a Post, or why it cannot be shown. */
export function bskyFeedItem(
  item: unknown,
): { ok: true; value: Post } | { ok: false; reason: string; id?: string } {
  const parsed = feedItemSchema.safeParse(item);
  if (!parsed.success) {
    const uri = (item as { post?: { uri?: unknown } } | undefined)?.post?.uri;
    return {
      ok: false,
      reason: z.prettifyError(parsed.error),
      ...(typeof uri === 'string' ? { id: uri } : {}),
    };
  }
  // Checked above for what the mapping relies on; the lexicon types the rest.
  const view = item as AppBskyFeedDefs.FeedViewPost;
  const replyToAuthor = parentAuthorOf(view.reply);
  const post = { ...bskyPostView(view.post), ...(replyToAuthor ? { replyToAuthor } : {}) };
  const reason = parsed.data.reason;
  if (reason?.$type === 'app.bsky.feed.defs#reasonRepost' && reason.by && reason.indexedAt) {
    const by = (view.reason as AppBskyFeedDefs.ReasonRepost).by;
    return {
      ok: true,
      value: { ...post, repostedBy: bskyProfileView(by), repostedAt: reason.indexedAt },
    };
  }
  return { ok: true, value: post };
}

/** One `app.bsky.feed.defs#postView` (a quote of a post) into a Post, or why it cannot be shown. */
export function bskyPostItem(
  item: unknown,
): { ok: true; value: Post } | { ok: false; reason: string; id?: string } {
  const parsed = postSchema.safeParse(item);
  if (!parsed.success) {
    const uri = (item as { uri?: unknown } | undefined)?.uri;
    return {
      ok: false,
      reason: z.prettifyError(parsed.error),
      ...(typeof uri === 'string' ? { id: uri } : {}),
    };
  }
  // Checked above for what the mapping relies on; the lexicon types the rest.
  return { ok: true, value: bskyPostView(item as AppBskyFeedDefs.PostView) };
}

/** One `app.bsky.actor.defs#profileView` (who liked or reposted) into a Profile, or why not. */
export function bskyProfileItem(
  item: unknown,
): { ok: true; value: Profile } | { ok: false; reason: string; id?: string } {
  const parsed = profileSchema.safeParse(item);
  if (!parsed.success) {
    const did = (item as { did?: unknown } | undefined)?.did;
    return {
      ok: false,
      reason: z.prettifyError(parsed.error),
      ...(typeof did === 'string' ? { id: did } : {}),
    };
  }
  return { ok: true, value: bskyProfileView(item as AppBskyActorDefs.ProfileViewBasic) };
}
