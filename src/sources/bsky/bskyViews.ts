import type { AppBskyActorDefs, AppBskyFeedDefs } from '@atproto/api';
import { z } from 'zod/mini';
import type { Attachment, LinkCard, Post } from '@/domain/reading/post';
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
    source: 'Bsky',
    id: profile.did,
    handle: profile.handle,
    displayName: profile.displayName ?? profile.handle,
    ...(profile.avatar ? { avatarUrl: profile.avatar } : {}),
    ...(detailed.description ? { bio: detailed.description } : {}),
    ...(detailed.followersCount === undefined ? {} : { followers: detailed.followersCount }),
    ...(detailed.followsCount === undefined ? {} : { following: detailed.followsCount }),
    ...(detailed.postsCount === undefined ? {} : { posts: detailed.postsCount }),
    ...(detailed.banner ? { bannerUrl: detailed.banner } : {}),
    ...(profile.viewer
      ? {
          viewer: {
            following: Boolean(profile.viewer.following),
            followedBy: Boolean(profile.viewer.followedBy),
            muted: Boolean(profile.viewer.muted),
            blocking: Boolean(profile.viewer.blocking),
          },
        }
      : {}),
  };
}

type Json = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Pixels from a lexicon aspectRatio (`{ width, height }`), when the post has one. */
function sizeOf(aspectRatio: unknown): { width?: number; height?: number } {
  const ratio = aspectRatio as Json | undefined;
  const width = num(ratio?.width);
  const height = num(ratio?.height);
  return width && height ? { width, height } : {};
}

function mediaOf(embed: Json | undefined): Attachment[] {
  if (!embed) return [];
  switch (embed.$type) {
    case 'app.bsky.embed.images#view':
      return ((embed.images as Json[] | undefined) ?? []).map((image) => ({
        kind: 'image' as const,
        url: String(image.fullsize),
        ...(image.alt ? { alt: String(image.alt) } : {}),
        ...sizeOf(image.aspectRatio),
      }));
    case 'app.bsky.embed.video#view': {
      const cover = str(embed.thumbnail);
      const alt = str(embed.alt);
      return [
        {
          kind: 'video',
          url: String(embed.playlist),
          ...(cover ? { coverUrl: cover } : {}),
          ...(alt ? { alt } : {}),
          ...sizeOf(embed.aspectRatio),
        },
      ];
    }
    case 'app.bsky.embed.external#view':
      return gifOf(embed.external as Json | undefined);
    case 'app.bsky.embed.recordWithMedia#view':
      return mediaOf(embed.media as Json | undefined);
    default:
      return [];
  }
}

/** A Tenor GIF posted as a link card shows as the GIF itself; other link cards are not media. */
function gifOf(external: Json | undefined): Attachment[] {
  const uri = str(external?.uri) ?? '';
  if (!isTenorUrl(uri) || !/\.gif([?#]|$)/i.test(uri)) return [];
  const description = str(external?.description) ?? '';
  const alt = description.replace(/^(ALT|User-provided alt text): /, '');
  return [{ kind: 'gif', url: uri, ...(alt ? { alt } : {}) }];
}

/** A link card, unless the card is a GIF shown as media. */
function linkOf(embed: Json | undefined): LinkCard | undefined {
  const media =
    embed?.$type === 'app.bsky.embed.recordWithMedia#view' ? (embed.media as Json) : embed;
  if (media?.$type !== 'app.bsky.embed.external#view') return undefined;
  const external = media.external as Json | undefined;
  const url = str(external?.uri);
  if (!url || gifOf(external).length > 0) return undefined;
  const title = str(external?.title);
  const description = str(external?.description);
  const imageUrl = str(external?.thumb);
  return {
    url,
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  };
}

/** The quoted post's record view, from a record or record-with-media embed. */
function quotedRecord(embed: Json | undefined): Json | undefined {
  if (embed?.$type === 'app.bsky.embed.record#view') return embed.record as Json | undefined;
  if (embed?.$type === 'app.bsky.embed.recordWithMedia#view') {
    return (embed.record as Json | undefined)?.record as Json | undefined;
  }
  return undefined;
}

/** A quoted post as the AppView embeds it (`#viewRecord`): shown as a quote card. */
function quotedPost(record: Json | undefined): Post | undefined {
  if (record?.$type !== 'app.bsky.embed.record#viewRecord') return undefined;
  const author = record.author as AppBskyActorDefs.ProfileViewBasic | undefined;
  const value = (record.value ?? {}) as Json;
  const uri = str(record.uri);
  if (!author?.did || !author.handle || !uri) return undefined;
  const embed = ((record.embeds as Json[] | undefined) ?? [])[0];
  return {
    source: 'Bsky',
    id: uri,
    url: bskyPostUrl(uri, author.handle),
    author: bskyProfileView(author),
    text: str(value.text) ?? '',
    createdAt: str(value.createdAt) ?? str(record.indexedAt) ?? new Date(0).toISOString(),
    media: mediaOf(embed),
    ...externalMicroblogOf(value),
    counts: {
      replies: num(record.replyCount) ?? 0,
      reposts: num(record.repostCount) ?? 0,
      likes: num(record.likeCount) ?? 0,
      quotes: num(record.quoteCount) ?? 0,
    },
  };
}

/**
 * A fediverse post bridged to Bluesky by Bridgy Fed carries the original's
 * address in its record (`bridgyOriginalUrl`, beside `bridgyOriginalText`,
 * the original's HTML, not shown): the reading model's external microblog
 * flag (reading.md §3.1).
 */
const bridgedRecord = z.object({ bridgyOriginalUrl: z.url({ protocol: /^https?$/ }) });

function externalMicroblogOf(record: Json): Pick<Post, 'externalMicroblog'> {
  const bridged = bridgedRecord.safeParse(record);
  return bridged.success ? { externalMicroblog: { url: bridged.data.bridgyOriginalUrl } } : {};
}

/** People a post names, from its record's mention facets. */
function mentionsOf(record: Json, text: string): Post['mentions'] {
  const bytes = new TextEncoder().encode(text);
  const decoder = new TextDecoder();
  const mentions: NonNullable<Post['mentions']> = [];
  for (const facet of (record.facets as Json[] | undefined) ?? []) {
    const index = facet.index as Json | undefined;
    for (const feature of (facet.features as Json[] | undefined) ?? []) {
      const did = str(feature.did);
      if (feature.$type !== 'app.bsky.richtext.facet#mention' || !did) continue;
      const start = num(index?.byteStart) ?? 0;
      const end = num(index?.byteEnd) ?? start;
      const handle = decoder.decode(bytes.slice(start, end)).replace(/^@/, '');
      mentions.push({ id: did, handle });
    }
  }
  return mentions.length > 0 ? mentions : undefined;
}

export function bskyPostView(post: AppBskyFeedDefs.PostView): Post {
  const record = post.record as Json & { reply?: { parent?: { uri?: unknown } } };
  const text = str(record.text) ?? '';
  const parent = record.reply?.parent?.uri;
  const embed = post.embed as Json | undefined;
  const quoted = quotedRecord(embed);
  const quoteUri = str(quoted?.uri);
  const quote = quotedPost(quoted);
  const link = linkOf(embed);
  const mentions = mentionsOf(record, text);
  const viewer = post.viewer;
  return {
    source: 'Bsky',
    id: post.uri,
    url: bskyPostUrl(post.uri, post.author.handle),
    author: bskyProfileView(post.author),
    text,
    createdAt: str(record.createdAt) ?? post.indexedAt,
    ...(typeof parent === 'string' ? { replyTo: parent } : {}),
    ...(quoteUri ? { quoteOf: quoteUri } : {}),
    ...(quote ? { quote } : {}),
    ...(mentions ? { mentions } : {}),
    media: mediaOf(embed),
    ...(link ? { link } : {}),
    ...externalMicroblogOf(record),
    counts: {
      replies: post.replyCount ?? 0,
      reposts: post.repostCount ?? 0,
      likes: post.likeCount ?? 0,
      quotes: post.quoteCount ?? 0,
    },
    ...(viewer
      ? {
          viewer: {
            liked: Boolean(viewer.like),
            reposted: Boolean(viewer.repost),
            bookmarked: Boolean(viewer.bookmarked),
          },
        }
      : {}),
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
