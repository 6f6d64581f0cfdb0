import type { PostSource } from '@/domain/networks';
import type { PublishPost, PublishTarget } from '@/events/types/publishEvents';
import type { UploadedMedia } from '@/sources/source';
import { parseCastId } from '@/sources/farcaster/hubJson';
import {
  COMMENT_ON_PLACEHOLDER,
  IN_REPLY_TO_PLACEHOLDER,
  type FarcasterScheduledPost,
  type LensScheduledPost,
  type TweetScheduledPost,
} from '@/domain/schedule/schedulePayloads';
import type { DisplayInfo, ScheduleMediaType } from '@/domain/schedule/scheduleContract';

/** What a schedule intent says about its posts (ScheduleRequested's payload, in part). */
export interface ScheduledThread {
  targets: readonly PublishTarget[];
  posts: readonly PublishPost[];
  replyTo?: Partial<Record<PostSource, string>>;
  quoteOf?: Partial<Record<PostSource, string>>;
}

/** What the outbox stored for the intent (ScheduleFileStored, FramePollCreated). */
export interface StoredForSchedule {
  /** By ScheduleFileStored's key: `media:{mediaId}`, `lens:{index}`. */
  files: Readonly<Record<string, { url: string; uri?: string }>>;
  framePolls: Readonly<Record<string, { frameUrl: string }>>;
}

export const mediaFileKey = (mediaId: string) => `media:${mediaId}`;
export const lensMetadataKey = (index: number) => `lens:${index}`;

/** The attached files of a post that go to this network (LocalMedia.sources; absent: all). */
export const localMediaFor = (post: PublishPost, source: PostSource) =>
  (post.localMedia ?? []).filter((item) => !item.sources || item.sources.includes(source));

/**
 * A post's media for one network as stored for the schedule: provider GIFs
 * by their URL, attached files by their address on the product's storage
 * (`lens://` where Lens metadata wants it). Undefined if a file is not stored yet.
 */
export function scheduledMediaFor(
  post: PublishPost,
  source: PostSource,
  stored: StoredForSchedule,
  as: 'url' | 'uri' = 'url',
): UploadedMedia[] | undefined {
  const media: UploadedMedia[] = [...(post.media?.[source] ?? [])];
  for (const item of localMediaFor(post, source)) {
    const file = stored.files[mediaFileKey(item.mediaId)];
    if (!file) return undefined;
    media.push({
      kind: item.kind,
      ref: as === 'uri' && file.uri ? file.uri : file.url,
      mimeType: item.mimeType,
      ...(item.alt ? { alt: item.alt } : {}),
      ...(item.width ? { width: item.width } : {}),
      ...(item.height ? { height: item.height } : {}),
    });
  }
  return media;
}

/** A post's text on a network, with its frame poll's link where that network carries it (§4.4). */
export function scheduledTextFor(
  post: PublishPost,
  index: number,
  source: PostSource,
  stored: StoredForSchedule,
): string {
  const text = post.textBySource?.[source] ?? post.text;
  const frameUrl = post.framePoll?.sources.includes(source)
    ? stored.framePolls[index]?.frameUrl
    : undefined;
  return frameUrl ? `${text}\n${frameUrl}` : text;
}

/** composer.md §7.2, Farcaster: embeds (files, the link card, a quoted cast), the parent or channel. */
export function farcasterScheduledPost(
  thread: ScheduledThread,
  index: number,
  stored: StoredForSchedule,
): FarcasterScheduledPost | undefined {
  const post = thread.posts[index];
  const media = post && scheduledMediaFor(post, 'Farcaster', stored);
  if (!post || !media) return undefined;
  const first = index === 0;
  const quote = first ? parseCastId(thread.quoteOf?.Farcaster ?? '') : undefined;
  const parent = first ? parseCastId(thread.replyTo?.Farcaster ?? '') : undefined;
  const channel = first ? post.channel?.Farcaster : undefined;
  return {
    text: scheduledTextFor(post, index, 'Farcaster', stored),
    embeds: [
      ...media.map((m) => ({ url: m.ref })),
      ...(post.linkEmbed ? [{ url: post.linkEmbed.url }] : []),
      ...(quote ? [{ castId: quote }] : []),
    ],
    embedsDeprecated: [],
    ...(parent ? { parentCastId: parent } : channel ? { parentUrl: channel } : {}),
  };
}

/**
 * composer.md §7.2, Lens: the CreatePost operation on the post's metadata
 * document; a thread's later post comments on the one before it through
 * the '$$commentOn$$' placeholder. Undefined until the metadata is stored.
 */
export function lensScheduledPost(
  thread: ScheduledThread,
  index: number,
  stored: StoredForSchedule,
): LensScheduledPost | undefined {
  const post = thread.posts[index];
  const metadata = stored.files[lensMetadataKey(index)];
  if (!post || !metadata) return undefined;
  const first = index === 0;
  const commentOn = first ? thread.replyTo?.Lens : COMMENT_ON_PLACEHOLDER;
  const quoteOf = first ? thread.quoteOf?.Lens : undefined;
  const feed = first ? post.channel?.Lens : undefined;
  return {
    operation: 'CreatePost',
    request: {
      contentUri: metadata.uri ?? metadata.url,
      ...(quoteOf ? { quoteOf: { post: quoteOf } } : {}),
      ...(commentOn ? { commentOn: { post: commentOn } } : {}),
      ...(feed && /^0x[0-9a-fA-F]{40}$/.test(feed) ? { feed } : {}),
    },
  };
}

/**
 * composer.md §7.2, X and Bluesky: X API v2's tweet body; a thread's later
 * post answers the one before it through '$$in_reply_to_tweet_id$$'.
 */
export function tweetScheduledPost(
  source: 'Twitter' | 'Bsky',
  thread: ScheduledThread,
  index: number,
  stored: StoredForSchedule,
): TweetScheduledPost | undefined {
  const post = thread.posts[index];
  const media = post && scheduledMediaFor(post, source, stored);
  if (!post || !media) return undefined;
  const first = index === 0;
  const replyTo = first ? thread.replyTo?.[source] : IN_REPLY_TO_PLACEHOLDER;
  const quoteOf = first ? thread.quoteOf?.[source] : undefined;
  const poll = post.poll && (!post.pollSources || post.pollSources.includes(source));
  return {
    text: scheduledTextFor(post, index, source, stored),
    ...(quoteOf ? { quote_tweet_id: quoteOf } : {}),
    ...(replyTo
      ? {
          reply: {
            in_reply_to_tweet_id: replyTo,
            ...(first && post.excludeReplyUserIds?.length
              ? { exclude_reply_user_ids: post.excludeReplyUserIds }
              : {}),
          },
        }
      : {}),
    ...(media.length > 0 ? { media: { media_ids: media.map((m) => m.ref) } } : {}),
    ...(post.replyRestriction && post.replyRestriction !== 'Everyone'
      ? { reply_settings: post.replyRestriction }
      : {}),
    ...(poll && post.poll
      ? {
          poll: {
            options: post.poll.options,
            duration_minutes: post.poll.durationMinutes,
          },
        }
      : {}),
  };
}

/** Each network's thread, in its own shape (undefined if something is not stored yet). */
export function scheduledPostsFor(
  source: PostSource,
  thread: ScheduledThread,
  stored: StoredForSchedule,
): unknown[] | undefined {
  const posts: unknown[] = [];
  for (const index of thread.posts.keys()) {
    const built =
      source === 'Farcaster'
        ? farcasterScheduledPost(thread, index, stored)
        : source === 'Lens'
          ? lensScheduledPost(thread, index, stored)
          : tweetScheduledPost(source, thread, index, stored);
    if (!built) return undefined;
    posts.push(built);
  }
  return posts;
}

/**
 * composer.md §3.8: what the Scheduled tab shows without reading payloads:
 * the first post's text, and what the thread carries.
 */
export function displayInfoOf(posts: readonly PublishPost[]): DisplayInfo {
  const types = new Set<ScheduleMediaType>();
  for (const post of posts) {
    if (post.text.trim()) types.add('Text');
    const media = [
      ...(post.localMedia ?? []).map((m) => m.kind),
      ...Object.values(post.media ?? {}).flatMap((list) => (list ?? []).map((m) => m.kind)),
    ];
    if (media.some((kind) => kind === 'image' || kind === 'gif')) types.add('Image');
    if (media.includes('video')) types.add('Video');
    if (post.poll || post.framePoll) types.add('Vote');
  }
  const order: ScheduleMediaType[] = ['Text', 'Image', 'Video', 'Vote', 'Redpacket', 'Other'];
  return {
    content: posts[0]?.text ?? '',
    media_type: order.filter((type) => types.has(type)),
  };
}
