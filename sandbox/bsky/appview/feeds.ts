import { COLLECTIONS, replyRefs, type IndexedRecord } from './appViewIndex';
import { postOrNotFound, postView, profileViewBasic, type ViewContext } from './views';

type Json = Record<string, unknown>;

export interface Page {
  limit: number;
  /** `<sortAt ms>::<cid>` of the last item of the previous page, as the real AppView pages. */
  cursor?: string;
}

export type AuthorFeedFilter =
  | 'posts_with_replies'
  | 'posts_no_replies'
  | 'posts_with_media'
  | 'posts_and_author_threads'
  | 'posts_with_video';

/** One entry of a feed: a post, or a repost of one (sorted by when it happened). */
interface FeedItem {
  post: IndexedRecord;
  repost?: IndexedRecord;
}

/** When an item sorts: its claimed creation time, unless that is in the future of its indexing. */
function sortAt(item: FeedItem): number {
  const record = item.repost ?? item.post;
  const created = Date.parse(String(record.value.createdAt ?? ''));
  const indexed = Date.parse(record.indexedAt);
  return Number.isNaN(created) ? indexed : Math.min(created, indexed);
}

interface SortKey {
  at: number;
  cid: string;
}

const keyOf = (item: FeedItem): SortKey => ({
  at: sortAt(item),
  cid: (item.repost ?? item.post).cid,
});
/** Negative when `a` comes first (newer, then by CID). */
const newerFirst = (a: SortKey, b: SortKey) =>
  b.at - a.at || (b.cid < a.cid ? -1 : b.cid > a.cid ? 1 : 0);

function paginate(items: FeedItem[], page: Page): { items: FeedItem[]; cursor?: string } {
  const [at, cid] = (page.cursor ?? '').split('::');
  const after: SortKey | undefined = page.cursor ? { at: Number(at), cid: cid ?? '' } : undefined;
  const sorted = items
    .map((item) => ({ item, key: keyOf(item) }))
    .filter(({ key }) => !after || newerFirst(after, key) < 0)
    .sort((a, b) => newerFirst(a.key, b.key));
  const slice = sorted.slice(0, page.limit);
  const last = slice.at(-1);
  return {
    items: slice.map(({ item }) => item),
    cursor: sorted.length > page.limit && last ? `${last.key.at}::${last.key.cid}` : undefined,
  };
}

/**
 * Records (likes, reposts, quoting posts) newest first, a page at a time, by
 * the same `<sortAt ms>::<cid>` cursor as the feeds.
 */
export function recordPage(
  records: IndexedRecord[],
  page: Page,
): { records: IndexedRecord[]; cursor?: string } {
  const { items, cursor } = paginate(
    records.map((post) => ({ post })),
    page,
  );
  return { records: items.map((item) => item.post), ...(cursor ? { cursor } : {}) };
}

/** app.bsky.feed.defs#feedViewPost */
function feedViewPost(ctx: ViewContext, item: FeedItem): Json {
  const refs = replyRefs(item.post.value);
  const view: Json = { post: postView(ctx, item.post) };
  if (refs) {
    const parent = ctx.index.records.get(refs.parent);
    const grandparent = parent ? replyRefs(parent.value)?.parent : undefined;
    const grandparentAuthor = grandparent ? ctx.index.records.get(grandparent)?.did : undefined;
    view.reply = {
      root: postOrNotFound(ctx, refs.root),
      parent: postOrNotFound(ctx, refs.parent),
      ...(grandparentAuthor ? { grandparentAuthor: profileViewBasic(ctx, grandparentAuthor) } : {}),
    };
  }
  if (item.repost) {
    view.reason = {
      $type: 'app.bsky.feed.defs#reasonRepost',
      by: profileViewBasic(ctx, item.repost.did),
      // As the real AppView: the repost's sort time, so the reason's time orders the feed.
      indexedAt: new Date(sortAt(item)).toISOString(),
    };
  }
  return view;
}

function activityOf(ctx: ViewContext, did: string): FeedItem[] {
  const posts = ctx.index.byActor(did, COLLECTIONS.POST).map((post) => ({ post }));
  const reposts = ctx.index.byActor(did, COLLECTIONS.REPOST).flatMap((repost) => {
    const uri = (repost.value.subject as { uri?: unknown } | undefined)?.uri;
    const post = typeof uri === 'string' ? ctx.index.records.get(uri) : undefined;
    return post ? [{ post, repost }] : [];
  });
  return [...posts, ...reposts];
}

const hasMedia = (post: IndexedRecord, kind: 'any' | 'video') => {
  const embed = post.value.embed as { $type?: string; media?: { $type?: string } } | undefined;
  const types = [embed?.$type, embed?.media?.$type];
  return kind === 'video'
    ? types.includes('app.bsky.embed.video')
    : types.some((t) => t === 'app.bsky.embed.images' || t === 'app.bsky.embed.video');
};

/** app.bsky.feed.getAuthorFeed */
export function authorFeed(ctx: ViewContext, did: string, filter: AuthorFeedFilter, page: Page) {
  const items = activityOf(ctx, did).filter(({ post, repost }) => {
    const refs = replyRefs(post.value);
    switch (filter) {
      case 'posts_no_replies':
        return !refs || Boolean(repost);
      case 'posts_with_media':
        return !repost && post.did === did && hasMedia(post, 'any');
      case 'posts_with_video':
        return !repost && post.did === did && hasMedia(post, 'video');
      case 'posts_and_author_threads':
        return !refs || Boolean(repost) || ctx.index.records.get(refs.root)?.did === did;
      default:
        return true;
    }
  });
  const { items: slice, cursor } = paginate(items, page);
  return { feed: slice.map((item) => feedViewPost(ctx, item)), ...(cursor ? { cursor } : {}) };
}

/** Whether the viewer and `did` block each other either way (a block is a record in the blocker's repo). */
function blockBetween(ctx: ViewContext, viewer: string, did: string): boolean {
  return (
    ctx.index.pointingAt(did, COLLECTIONS.BLOCK).some((b) => b.did === viewer) ||
    ctx.index.pointingAt(viewer, COLLECTIONS.BLOCK).some((b) => b.did === did)
  );
}

/**
 * app.bsky.feed.getTimeline (the Following feed): the viewer and everyone they
 * follow. As the real AppView's `noBlocksOrMutes`, an item whose author or
 * reposter the viewer muted, or with whom a block stands, is left out.
 */
export function timeline(ctx: ViewContext, viewer: string, page: Page) {
  const followed = ctx.index
    .byActor(viewer, COLLECTIONS.FOLLOW)
    .flatMap((f) => (typeof f.value.subject === 'string' ? [f.value.subject] : []));
  const hidden = (did: string) => ctx.index.isMuted(viewer, did) || blockBetween(ctx, viewer, did);
  const items = [viewer, ...new Set(followed)]
    .flatMap((did) => activityOf(ctx, did))
    .filter(({ post, repost }) => !hidden(post.did) && !(repost && hidden(repost.did)));
  const { items: slice, cursor } = paginate(items, page);
  return { feed: slice.map((item) => feedViewPost(ctx, item)), ...(cursor ? { cursor } : {}) };
}

function parentChain(ctx: ViewContext, post: IndexedRecord, height: number): Json | undefined {
  if (height <= 0) return undefined;
  const refs = replyRefs(post.value);
  if (!refs) return undefined;
  const parent = ctx.index.records.get(refs.parent);
  if (!parent)
    return { $type: 'app.bsky.feed.defs#notFoundPost', uri: refs.parent, notFound: true };
  return {
    $type: 'app.bsky.feed.defs#threadViewPost',
    post: postView(ctx, parent),
    ...optional('parent', parentChain(ctx, parent, height - 1)),
  };
}

function repliesTo(ctx: ViewContext, post: IndexedRecord, depth: number): Json[] | undefined {
  if (depth <= 0) return undefined;
  // Replies by someone the viewer blocks, or who blocks them, are left out; muted people's stay.
  const viewer = ctx.viewer;
  return ctx.index
    .pointingAt(post.uri, 'reply')
    .filter((reply) => !viewer || !blockBetween(ctx, viewer, reply.did))
    .sort((a, b) => a.seq - b.seq)
    .map((reply) => ({
      $type: 'app.bsky.feed.defs#threadViewPost',
      post: postView(ctx, reply),
      ...optional('replies', repliesTo(ctx, reply, depth - 1)),
    }));
}

const optional = (key: string, value: unknown) => (value === undefined ? {} : { [key]: value });

/** app.bsky.feed.getPostThread: undefined when the post is unknown. */
export function postThread(ctx: ViewContext, uri: string, depth: number, parentHeight: number) {
  const post = ctx.index.records.get(uri);
  if (!post || post.collection !== COLLECTIONS.POST) return undefined;
  return {
    thread: {
      $type: 'app.bsky.feed.defs#threadViewPost',
      post: postView(ctx, post),
      ...optional('parent', parentChain(ctx, post, parentHeight)),
      replies: repliesTo(ctx, post, depth) ?? [],
    },
  };
}

/**
 * app.bsky.feed.getActorLikes: the posts the actor liked, latest like first,
 * each as a feed item without a reason. The AppView lists an account's likes
 * to that account only (the lexicon: "actor must be the requesting
 * account"); the caller refuses anyone else.
 */
export function actorLikes(ctx: ViewContext, did: string, page: Page) {
  const liked = ctx.index.byActor(did, COLLECTIONS.LIKE).filter((like) => {
    const uri = (like.value.subject as { uri?: unknown } | undefined)?.uri;
    return typeof uri === 'string' && ctx.index.records.get(uri)?.collection === COLLECTIONS.POST;
  });
  const { records, cursor } = recordPage(liked, page);
  return {
    feed: records.flatMap((like) => {
      const uri = (like.value.subject as { uri: string }).uri;
      const post = ctx.index.records.get(uri);
      return post ? [feedViewPost(ctx, { post })] : [];
    }),
    ...(cursor ? { cursor } : {}),
  };
}
