import {
  COLLECTIONS,
  quotedUri,
  replyRefs,
  type AppViewIndex,
  type IndexedRecord,
  type RecordJson,
} from './appViewIndex';

/** Everything a view needs besides the record: the index, who is looking, where blobs are served. */
export interface ViewContext {
  index: AppViewIndex;
  viewer?: string;
  /** A URL for a blob of a repo (the real AppView uses its CDN; here the PDS serves them). */
  blobUrl(did: string, cid: string): string;
  /**
   * Where the video service plays a stored video from (its `/watch/{did}/{cid}`
   * folder, holding `playlist.m3u8` and `thumbnail.jpg`), as video.bsky.app does.
   */
  videoUrl?(did: string, cid: string): string | undefined;
}

type Json = Record<string, unknown>;

const blobCid = (blob: unknown): string | undefined => {
  const ref = (blob as { ref?: { $link?: unknown } } | undefined)?.ref?.$link;
  return typeof ref === 'string' ? ref : undefined;
};

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const compact = (object: Json): Json =>
  Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined));

export function viewerOfActor(ctx: ViewContext, did: string): Json | undefined {
  if (!ctx.viewer) return undefined;
  const viewer = ctx.viewer;
  const following = ctx.index
    .pointingAt(did, COLLECTIONS.FOLLOW)
    .find((f) => f.did === viewer)?.uri;
  const followedBy = ctx.index
    .pointingAt(viewer, COLLECTIONS.FOLLOW)
    .find((f) => f.did === did)?.uri;
  // A block is a record in the blocker's repo; a mute is the AppView's own (muteActor).
  const blocking = ctx.index.pointingAt(did, COLLECTIONS.BLOCK).find((b) => b.did === viewer)?.uri;
  const blockedBy = ctx.index.pointingAt(viewer, COLLECTIONS.BLOCK).some((b) => b.did === did);
  return compact({
    muted: ctx.index.isMuted(viewer, did),
    blockedBy,
    blocking,
    following,
    followedBy,
  });
}

/** app.bsky.actor.defs#profileViewBasic */
export function profileViewBasic(ctx: ViewContext, did: string): Json {
  const actor = ctx.index.actors.get(did);
  const profile = ctx.index.profileRecord(did)?.value ?? {};
  const avatar = blobCid(profile.avatar);
  return compact({
    did,
    handle: actor?.handle ?? 'handle.invalid',
    displayName: str(profile.displayName),
    avatar: avatar ? ctx.blobUrl(did, avatar) : undefined,
    viewer: viewerOfActor(ctx, did),
    labels: [],
    createdAt: str(profile.createdAt) ?? actor?.indexedAt,
  });
}

/** app.bsky.actor.defs#profileView */
export function profileView(ctx: ViewContext, did: string): Json {
  const profile = ctx.index.profileRecord(did)?.value ?? {};
  return compact({
    ...profileViewBasic(ctx, did),
    description: str(profile.description),
    indexedAt: ctx.index.actors.get(did)?.indexedAt,
  });
}

/** app.bsky.actor.defs#profileViewDetailed */
export function profileViewDetailed(ctx: ViewContext, did: string): Json {
  const profile = ctx.index.profileRecord(did)?.value ?? {};
  const banner = blobCid(profile.banner);
  return compact({
    ...profileView(ctx, did),
    banner: banner ? ctx.blobUrl(did, banner) : undefined,
    followersCount: ctx.index.pointingAt(did, COLLECTIONS.FOLLOW).length,
    followsCount: ctx.index.byActor(did, COLLECTIONS.FOLLOW).length,
    postsCount: ctx.index.byActor(did, COLLECTIONS.POST).length,
  });
}

function imagesView(ctx: ViewContext, did: string, embed: Json): Json {
  const images = Array.isArray(embed.images) ? (embed.images as Json[]) : [];
  return {
    $type: 'app.bsky.embed.images#view',
    images: images.map((image) => {
      const cid = blobCid(image.image) ?? '';
      return compact({
        thumb: ctx.blobUrl(did, cid),
        fullsize: ctx.blobUrl(did, cid),
        alt: str(image.alt) ?? '',
        aspectRatio: image.aspectRatio,
      });
    }),
  };
}

function videoView(ctx: ViewContext, did: string, embed: Json): Json {
  const cid = blobCid(embed.video) ?? '';
  // Bluesky serves a video only as HLS, with a still: `…/playlist.m3u8`, `…/thumbnail.jpg`.
  const watch = ctx.videoUrl?.(did, cid);
  return compact({
    $type: 'app.bsky.embed.video#view',
    cid,
    playlist: watch ? `${watch}/playlist.m3u8` : ctx.blobUrl(did, cid),
    thumbnail: watch ? `${watch}/thumbnail.jpg` : undefined,
    alt: str(embed.alt),
    aspectRatio: embed.aspectRatio,
  });
}

function externalView(ctx: ViewContext, did: string, embed: Json): Json {
  const external = (embed.external ?? {}) as Json;
  const thumb = blobCid(external.thumb);
  return {
    $type: 'app.bsky.embed.external#view',
    external: compact({
      uri: str(external.uri) ?? '',
      title: str(external.title) ?? '',
      description: str(external.description) ?? '',
      thumb: thumb ? ctx.blobUrl(did, thumb) : undefined,
    }),
  };
}

function mediaView(ctx: ViewContext, did: string, media: Json): Json | undefined {
  switch (media.$type) {
    case 'app.bsky.embed.images':
      return imagesView(ctx, did, media);
    case 'app.bsky.embed.video':
      return videoView(ctx, did, media);
    case 'app.bsky.embed.external':
      return externalView(ctx, did, media);
    default:
      return undefined;
  }
}

function counts(ctx: ViewContext, uri: string) {
  return {
    replyCount: ctx.index.pointingAt(uri, 'reply').length,
    repostCount: ctx.index.pointingAt(uri, COLLECTIONS.REPOST).length,
    likeCount: ctx.index.pointingAt(uri, COLLECTIONS.LIKE).length,
    quoteCount: ctx.index.pointingAt(uri, 'quote').length,
  };
}

/** app.bsky.embed.record#view for a quoted post (one level deep, as the real AppView nests). */
function recordView(ctx: ViewContext, uri: string, depth: number): Json {
  const quoted = ctx.index.records.get(uri);
  if (!quoted || quoted.collection !== COLLECTIONS.POST) {
    return {
      $type: 'app.bsky.embed.record#view',
      record: { $type: 'app.bsky.embed.record#viewNotFound', uri, notFound: true },
    };
  }
  const embed = depth > 0 ? embedView(ctx, quoted, depth - 1) : undefined;
  return {
    $type: 'app.bsky.embed.record#view',
    record: compact({
      $type: 'app.bsky.embed.record#viewRecord',
      uri: quoted.uri,
      cid: quoted.cid,
      author: profileViewBasic(ctx, quoted.did),
      value: quoted.value,
      labels: [],
      ...counts(ctx, quoted.uri),
      embeds: embed ? [embed] : undefined,
      indexedAt: quoted.indexedAt,
    }),
  };
}

function embedView(ctx: ViewContext, post: IndexedRecord, depth = 1): Json | undefined {
  const embed = post.value.embed as Json | undefined;
  if (!embed) return undefined;
  if (embed.$type === 'app.bsky.embed.record') {
    const uri = quotedUri(post.value);
    return uri ? recordView(ctx, uri, depth) : undefined;
  }
  if (embed.$type === 'app.bsky.embed.recordWithMedia') {
    const uri = quotedUri(post.value);
    const media = mediaView(ctx, post.did, (embed.media ?? {}) as Json);
    if (!uri || !media) return undefined;
    return {
      $type: 'app.bsky.embed.recordWithMedia#view',
      record: recordView(ctx, uri, depth),
      media,
    };
  }
  return mediaView(ctx, post.did, embed);
}

function threadgateOf(ctx: ViewContext, post: IndexedRecord): IndexedRecord | undefined {
  return ctx.index.records.get(`at://${post.did}/${COLLECTIONS.THREADGATE}/${post.rkey}`);
}

/** Whether the viewer may reply, by the root post's threadgate (mention, following, follower rules). */
function replyDisabled(ctx: ViewContext, reply: IndexedRecord): boolean | undefined {
  const rootUri = replyRefs(reply.value)?.root;
  const post = (rootUri && ctx.index.records.get(rootUri)) || reply;
  const gate = threadgateOf(ctx, post);
  if (!gate || !ctx.viewer) return undefined;
  if (ctx.viewer === post.did) return false;
  const allow = gate.value.allow;
  if (!Array.isArray(allow)) return false; // no allow list: anyone
  const viewer = ctx.viewer;
  const allowed = (allow as RecordJson[]).some((rule) => {
    switch (rule.$type) {
      case 'app.bsky.feed.threadgate#mentionRule': {
        const facets = Array.isArray(post.value.facets) ? (post.value.facets as RecordJson[]) : [];
        return facets.some((facet) =>
          (Array.isArray(facet.features) ? (facet.features as RecordJson[]) : []).some(
            (f) => f.did === viewer,
          ),
        );
      }
      case 'app.bsky.feed.threadgate#followingRule':
        return ctx.index.pointingAt(viewer, COLLECTIONS.FOLLOW).some((f) => f.did === post.did);
      case 'app.bsky.feed.threadgate#followerRule':
        return ctx.index.pointingAt(post.did, COLLECTIONS.FOLLOW).some((f) => f.did === viewer);
      default:
        return false;
    }
  });
  return !allowed;
}

/** app.bsky.feed.defs#postView */
export function postView(ctx: ViewContext, post: IndexedRecord): Json {
  const viewer = ctx.viewer;
  const gate = threadgateOf(ctx, post);
  return compact({
    uri: post.uri,
    cid: post.cid,
    author: profileViewBasic(ctx, post.did),
    record: post.value,
    embed: embedView(ctx, post),
    ...counts(ctx, post.uri),
    // Bookmarks are private, but how many there are is on every post view.
    bookmarkCount: ctx.index.bookmarks.countOf(post.uri),
    indexedAt: post.indexedAt,
    viewer: viewer
      ? compact({
          like: ctx.index.pointingAt(post.uri, COLLECTIONS.LIKE).find((l) => l.did === viewer)?.uri,
          repost: ctx.index.pointingAt(post.uri, COLLECTIONS.REPOST).find((r) => r.did === viewer)
            ?.uri,
          bookmarked: ctx.index.bookmarks.has(viewer, post.uri),
          threadMuted: false,
          replyDisabled: replyDisabled(ctx, post),
          embeddingDisabled: false,
        })
      : undefined,
    labels: [],
    threadgate: gate ? { uri: gate.uri, cid: gate.cid, record: gate.value, lists: [] } : undefined,
  });
}

/** A reference that may no longer resolve: the view, or app.bsky.feed.defs#notFoundPost. */
export function postOrNotFound(ctx: ViewContext, uri: string): Json {
  const post = ctx.index.records.get(uri);
  return post
    ? { $type: 'app.bsky.feed.defs#postView', ...postView(ctx, post) }
    : { $type: 'app.bsky.feed.defs#notFoundPost', uri, notFound: true };
}
