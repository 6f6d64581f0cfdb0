import type { PostSource } from '@/domain/networks';
import type { LocalMedia, PublishPost, PublishTarget } from '@/events/types/publishEvents';
import { castIdString } from '@/sources/farcaster/hubJson';
import type { UploadedMedia } from '@/sources/source';
import { SCHEDULED_THREAD_GAP_MS } from '@/domain/schedule/scheduleContract';
import type { ParsedScheduleEntry } from './parseScheduleEntries';

/** A file on the product's storage, as probed when the task first runs. */
export interface StoredMediaInfo {
  kind: UploadedMedia['kind'];
  mimeType: string;
  size: number;
}

/** A Lens post's metadata document, read back from the storage. */
export interface LensContent {
  text: string;
  media: UploadedMedia[];
}

/** What reading the storage found for a task's posts. */
export interface ResolvedScheduleMedia {
  files: ReadonlyMap<string, StoredMediaInfo>;
  lens: ReadonlyMap<string, LensContent>;
}

/** The PublishRequested payload a task becomes (the same intent the app logs). */
export interface ScheduledIntent {
  kind: 'post' | 'reply' | 'quote' | 'thread';
  targets: PublishTarget[];
  posts: PublishPost[];
  replyTo?: Partial<Record<PostSource, string>>;
  quoteOf?: Partial<Record<PostSource, string>>;
  threadGapMs: number;
}

/** A stable media id for a stored file within one thread post. */
export const scheduledMediaId = (index: number, url: string) => `p${index}:${url}`;

/** The storage URLs a task's posts need probed, and its Lens metadata documents. */
export function storageReadsOf(entries: readonly ParsedScheduleEntry[]): {
  files: string[];
  lensDocuments: string[];
} {
  const files = new Set<string>();
  const lensDocuments = new Set<string>();
  for (const entry of entries) {
    for (const post of entry.posts) {
      if (entry.platform === 'Lens')
        lensDocuments.add((post as { request: { contentUri: string } }).request.contentUri);
      else if (entry.platform === 'Farcaster') {
        for (const embed of (post as { embeds: { url?: string }[] }).embeds)
          if (embed.url) files.add(embed.url);
      } else {
        for (const url of (post as { media?: { media_ids: string[] } }).media?.media_ids ?? [])
          files.add(url);
      }
    }
  }
  return { files: [...files], lensDocuments: [...lensDocuments] };
}

/**
 * composer.md §7.2 → the app's publish intent: each platform's thread posts
 * become the intent's posts (text per platform, media per platform), the
 * first post's reply and quote per platform; the placeholders are what
 * "the post before" means to the publish jobs. Farcaster embeds on the
 * storage are its media, another URL its link card; X and Bluesky files are
 * uploaded to those networks when the post goes out.
 */
export function scheduledIntent(
  entries: readonly ParsedScheduleEntry[],
  resolved: ResolvedScheduleMedia,
  storageOrigin: string | undefined,
): ScheduledIntent {
  const length = entries[0]?.posts.length ?? 0;
  const posts: PublishPost[] = [];
  const replyTo: Partial<Record<PostSource, string>> = {};
  const quoteOf: Partial<Record<PostSource, string>> = {};
  for (let index = 0; index < length; index++) {
    const textBySource: Partial<Record<PostSource, string>> = {};
    const media: Partial<Record<PostSource, UploadedMedia[]>> = {};
    const channel: Partial<Record<PostSource, string>> = {};
    const localMedia = new Map<string, LocalMedia>();
    let linkEmbed: PublishPost['linkEmbed'];
    let replyRestriction: PublishPost['replyRestriction'];
    let poll: PublishPost['poll'];
    let excludeReplyUserIds: string[] | undefined;
    const pollSources: PostSource[] = [];
    for (const entry of entries) {
      const source = entry.platform;
      if (entry.platform === 'Farcaster') {
        const post = entry.posts[index];
        if (!post) continue;
        textBySource.Farcaster = post.text;
        const urls = post.embeds.flatMap((embed) => ('url' in embed ? [embed.url] : []));
        const onStorage = (url: string) =>
          storageOrigin !== undefined && new URL(url).origin === storageOrigin;
        media.Farcaster = urls.filter(onStorage).map((url) => {
          const info = resolved.files.get(url);
          return {
            kind: info?.kind ?? 'image',
            ref: url,
            mimeType: info?.mimeType ?? 'application/octet-stream',
          };
        });
        const link = urls.find((url) => !onStorage(url));
        if (link) linkEmbed = { url: link };
        const quoted = post.embeds.find((embed) => 'castId' in embed);
        if (index === 0 && quoted && 'castId' in quoted)
          quoteOf.Farcaster = castIdString(quoted.castId.fid, quoted.castId.hash);
        if (index === 0 && post.parentCastId)
          replyTo.Farcaster = castIdString(post.parentCastId.fid, post.parentCastId.hash);
        if (post.parentUrl) channel.Farcaster = post.parentUrl;
      } else if (entry.platform === 'Lens') {
        const post = entry.posts[index];
        if (!post) continue;
        const content = resolved.lens.get(post.request.contentUri);
        textBySource.Lens = content?.text ?? '';
        media.Lens = content?.media ?? [];
        if (index === 0 && post.request.commentOn) replyTo.Lens = post.request.commentOn.post;
        if (index === 0 && post.request.quoteOf) quoteOf.Lens = post.request.quoteOf.post;
        if (post.request.feed) channel.Lens = post.request.feed;
      } else {
        const post = entry.posts[index];
        if (!post) continue;
        textBySource[source] = post.text;
        if (index === 0 && post.reply) replyTo[source] = post.reply.in_reply_to_tweet_id;
        if (index === 0 && post.quote_tweet_id) quoteOf[source] = post.quote_tweet_id;
        if (post.reply?.exclude_reply_user_ids?.length)
          excludeReplyUserIds = post.reply.exclude_reply_user_ids;
        if (post.reply_settings) replyRestriction = post.reply_settings;
        if (post.poll) {
          poll = { options: post.poll.options, durationMinutes: post.poll.duration_minutes };
          pollSources.push(source);
        }
        for (const url of post.media?.media_ids ?? []) {
          const mediaId = scheduledMediaId(index, url);
          const known = localMedia.get(mediaId);
          if (known) {
            known.sources = [...(known.sources ?? []), source];
            continue;
          }
          const info = resolved.files.get(url);
          localMedia.set(mediaId, {
            mediaId,
            kind: info?.kind ?? 'image',
            mimeType: info?.mimeType ?? 'application/octet-stream',
            name: new URL(url).pathname.split('/').pop() || 'media',
            size: info?.size ?? 0,
            sources: [source],
          });
        }
      }
    }
    const texts = Object.values(textBySource);
    posts.push({
      text: texts[0] ?? '',
      textBySource,
      media,
      ...(localMedia.size > 0 ? { localMedia: [...localMedia.values()] } : {}),
      ...(linkEmbed ? { linkEmbed } : {}),
      ...(Object.keys(channel).length > 0 ? { channel } : {}),
      ...(replyRestriction ? { replyRestriction } : {}),
      ...(poll ? { poll, pollSources } : {}),
      ...(excludeReplyUserIds ? { excludeReplyUserIds } : {}),
    });
  }
  const kind =
    length > 1
      ? 'thread'
      : Object.keys(replyTo).length > 0
        ? 'reply'
        : Object.keys(quoteOf).length > 0
          ? 'quote'
          : 'post';
  return {
    kind,
    targets: entries.map((entry) => ({ source: entry.platform, accountId: entry.platformUserId })),
    posts,
    ...(Object.keys(replyTo).length > 0 ? { replyTo } : {}),
    ...(Object.keys(quoteOf).length > 0 ? { quoteOf } : {}),
    threadGapMs: SCHEDULED_THREAD_GAP_MS,
  };
}
