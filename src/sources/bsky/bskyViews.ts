import type { AppBskyActorDefs, AppBskyFeedDefs } from '@atproto/api';
import type { PostView, ProfileView, ThreadView } from '../source';
import { isTenorUrl } from './bskyExternalEmbed';

/** The web address of a post, as bsky.app shows it. */
export function bskyPostUrl(uri: string, handle: string): string {
  const rkey = uri.split('/').pop() ?? '';
  return `https://bsky.app/profile/${handle}/post/${rkey}`;
}

export function bskyProfileView(
  profile: AppBskyActorDefs.ProfileViewBasic | AppBskyActorDefs.ProfileViewDetailed,
): ProfileView {
  const detailed = profile as AppBskyActorDefs.ProfileViewDetailed;
  return {
    id: profile.did,
    handle: profile.handle,
    displayName: profile.displayName ?? profile.handle,
    ...(profile.avatar ? { avatarUrl: profile.avatar } : {}),
    ...(detailed.description ? { bio: detailed.description } : {}),
    ...(detailed.followersCount === undefined ? {} : { followers: detailed.followersCount }),
    ...(detailed.followsCount === undefined ? {} : { following: detailed.followsCount }),
  };
}

type Json = Record<string, unknown>;

function mediaOf(embed: Json | undefined): PostView['media'] {
  if (!embed) return [];
  switch (embed.$type) {
    case 'app.bsky.embed.images#view':
      return ((embed.images as Json[] | undefined) ?? []).map((image) => ({
        kind: 'image' as const,
        url: String(image.fullsize),
        ...(image.alt ? { alt: String(image.alt) } : {}),
      }));
    case 'app.bsky.embed.video#view':
      return [{ kind: 'video', url: String(embed.playlist) }];
    case 'app.bsky.embed.external#view':
      return gifOf(embed.external as Json | undefined);
    case 'app.bsky.embed.recordWithMedia#view':
      return mediaOf(embed.media as Json | undefined);
    default:
      return [];
  }
}

/** A Tenor GIF posted as a link card shows as the GIF itself; other link cards are not media. */
function gifOf(external: Json | undefined): PostView['media'] {
  const uri = typeof external?.uri === 'string' ? external.uri : '';
  if (!isTenorUrl(uri) || !/\.gif([?#]|$)/i.test(uri)) return [];
  const description = typeof external?.description === 'string' ? external.description : '';
  const alt = description.replace(/^(ALT|User-provided alt text): /, '');
  return [{ kind: 'image', url: uri, ...(alt ? { alt } : {}) }];
}

function quotedUri(embed: Json | undefined): string | undefined {
  const record =
    embed?.$type === 'app.bsky.embed.record#view'
      ? (embed.record as Json | undefined)
      : embed?.$type === 'app.bsky.embed.recordWithMedia#view'
        ? ((embed.record as Json | undefined)?.record as Json | undefined)
        : undefined;
  return typeof record?.uri === 'string' ? record.uri : undefined;
}

export function bskyPostView(post: AppBskyFeedDefs.PostView): PostView {
  const record = post.record as {
    text?: unknown;
    createdAt?: unknown;
    reply?: { parent?: { uri?: unknown } };
  };
  const parent = record.reply?.parent?.uri;
  const quote = quotedUri(post.embed as Json | undefined);
  return {
    id: post.uri,
    url: bskyPostUrl(post.uri, post.author.handle),
    author: bskyProfileView(post.author),
    text: typeof record.text === 'string' ? record.text : '',
    createdAt: typeof record.createdAt === 'string' ? record.createdAt : post.indexedAt,
    ...(typeof parent === 'string' ? { replyTo: parent } : {}),
    ...(quote ? { quoteOf: quote } : {}),
    media: mediaOf(post.embed as Json | undefined),
    counts: {
      replies: post.replyCount ?? 0,
      reposts: post.repostCount ?? 0,
      likes: post.likeCount ?? 0,
      quotes: post.quoteCount ?? 0,
    },
  };
}

const isThreadViewPost = (node: unknown): node is AppBskyFeedDefs.ThreadViewPost =>
  (node as { $type?: string } | undefined)?.$type === 'app.bsky.feed.defs#threadViewPost';

/** A thread from getPostThread: the post, its ancestors from the root down, its direct replies. */
export function bskyThreadView(thread: AppBskyFeedDefs.ThreadViewPost): ThreadView {
  const ancestors: PostView[] = [];
  for (let node: unknown = thread.parent; isThreadViewPost(node); node = node.parent) {
    ancestors.unshift(bskyPostView(node.post));
  }
  return {
    post: bskyPostView(thread.post),
    ancestors,
    replies: (thread.replies ?? []).flatMap((reply: unknown) =>
      isThreadViewPost(reply) ? [bskyPostView(reply.post)] : [],
    ),
  };
}
