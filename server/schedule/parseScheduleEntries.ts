import type { PostSource } from '@/domain/networks';
import type { ScheduleEntry } from '@/domain/schedule/scheduleContract';
import {
  COMMENT_ON_PLACEHOLDER,
  IN_REPLY_TO_PLACEHOLDER,
  SCHEDULED_POST_SCHEMAS,
  type FarcasterScheduledPost,
  type LensScheduledPost,
  type TweetScheduledPost,
} from '@/domain/schedule/schedulePayloads';

/** The most posts one scheduled thread may hold (the composer's own limit). */
export const MAX_SCHEDULED_THREAD_POSTS = 25;

/** One platform of a task, its thread parsed and checked. */
export type ParsedScheduleEntry =
  | { platform: 'Farcaster'; platformUserId: string; posts: FarcasterScheduledPost[] }
  | { platform: 'Lens'; platformUserId: string; posts: LensScheduledPost[] }
  | { platform: 'Twitter' | 'Bsky'; platformUserId: string; posts: TweetScheduledPost[] };

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

const describe = (where: string, issues: readonly Issue[]) =>
  issues
    .map((issue) => `${[where, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');

export interface ParseOptions {
  /** Where media must already be (the product's storage origin); undefined: storage unknown, no media. */
  storageOrigin: string | undefined;
}

const onStorage = (url: string, origin: string | undefined) =>
  origin !== undefined && new URL(url).origin === origin;

/** The rules a platform's thread follows beyond its shape; a message per broken rule. */
function threadRule(
  entry: ParsedScheduleEntry,
  where: string,
  options: ParseOptions,
): string | undefined {
  const later = (index: number) => `${where}[${index}]`;
  switch (entry.platform) {
    case 'Farcaster':
      for (const [index, post] of entry.posts.entries()) {
        const links = post.embeds.filter(
          (embed) => 'url' in embed && !onStorage(embed.url, options.storageOrigin),
        );
        if (links.length > 1)
          return `${later(index)}.embeds: at most one link besides stored files`;
        if (index > 0 && (post.parentCastId || post.parentUrl))
          return `${later(index)}: a thread's later cast answers the one before it; it names no parent or channel`;
      }
      return undefined;
    case 'Lens':
      for (const [index, post] of entry.posts.entries()) {
        const { commentOn, quoteOf, contentUri } = { ...post.request };
        if (index > 0 && commentOn?.post !== COMMENT_ON_PLACEHOLDER)
          return `${later(index)}.request.commentOn.post: a thread's later post must be '${COMMENT_ON_PLACEHOLDER}'`;
        if (index === 0 && commentOn?.post === COMMENT_ON_PLACEHOLDER)
          return `${later(index)}.request.commentOn.post: '${COMMENT_ON_PLACEHOLDER}' has no post before it`;
        if (index > 0 && quoteOf)
          return `${later(index)}.request.quoteOf: only a thread's first post can quote`;
        if (/^https?:/.test(contentUri) && !onStorage(contentUri, options.storageOrigin))
          return `${later(index)}.request.contentUri: must be on the product's storage`;
      }
      return undefined;
    case 'Twitter':
    case 'Bsky':
      for (const [index, post] of entry.posts.entries()) {
        const replyTo = post.reply?.in_reply_to_tweet_id;
        if (index > 0 && replyTo !== IN_REPLY_TO_PLACEHOLDER)
          return `${later(index)}.reply.in_reply_to_tweet_id: a thread's later post must be '${IN_REPLY_TO_PLACEHOLDER}'`;
        if (index === 0 && replyTo === IN_REPLY_TO_PLACEHOLDER)
          return `${later(index)}.reply.in_reply_to_tweet_id: '${IN_REPLY_TO_PLACEHOLDER}' has no post before it`;
        if (index > 0 && post.quote_tweet_id)
          return `${later(index)}.quote_tweet_id: only a thread's first post can quote`;
        if (entry.platform === 'Bsky' && post.poll)
          return `${later(index)}.poll: Bluesky has no native polls`;
        const offStorage =
          post.media?.media_ids.findIndex((url) => !onStorage(url, options.storageOrigin)) ?? -1;
        if (offStorage >= 0)
          return `${later(index)}.media.media_ids.${offStorage}: must be a file on the product's storage`;
      }
      return undefined;
  }
}

/**
 * composer.md §7.2: each entry's payload (a JSON list, one post per thread
 * item, in its platform's shape) parsed and checked, or the first thing
 * wrong with the request, naming where.
 */
export function parseScheduleEntries(
  entries: readonly ScheduleEntry[],
  options: ParseOptions,
): ParseResult<ParsedScheduleEntry[]> {
  const parsed: ParsedScheduleEntry[] = [];
  for (const [at, entry] of entries.entries()) {
    const where = `posts.${at}.payload`;
    let list: unknown;
    try {
      list = JSON.parse(entry.payload);
    } catch {
      return { ok: false, message: `${where}: not JSON (a JSON list of posts is expected)` };
    }
    if (!Array.isArray(list) || list.length === 0)
      return { ok: false, message: `${where}: a JSON list of at least one post is expected` };
    if (list.length > MAX_SCHEDULED_THREAD_POSTS)
      return {
        ok: false,
        message: `${where}: at most ${MAX_SCHEDULED_THREAD_POSTS} posts in a thread`,
      };
    const schema = SCHEDULED_POST_SCHEMAS[entry.platform as PostSource];
    const posts: unknown[] = [];
    for (const [index, item] of list.entries()) {
      const post = schema.safeParse(item);
      if (!post.success)
        return { ok: false, message: describe(`${where}[${index}]`, post.error.issues) };
      posts.push(post.data);
    }
    const value = {
      platform: entry.platform,
      platformUserId: entry.platformUserId,
      posts,
    } as ParsedScheduleEntry;
    const broken = threadRule(value, where, options);
    if (broken) return { ok: false, message: broken };
    parsed.push(value);
  }
  const lengths = new Set(parsed.map((entry) => entry.posts.length));
  if (lengths.size > 1)
    return {
      ok: false,
      message: 'posts: every platform must have the same number of thread posts',
    };
  return { ok: true, value: parsed };
}
