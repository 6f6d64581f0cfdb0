import { z } from 'zod/mini';
import type { Page, Post } from '@/domain/reading/post';
import { fail, ok, type SourceResult } from '@/domain/result';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import { xCall, type XConnection } from './xApiClient';
import { mediaSchema, userSchema, type XMedia, type XUser } from './xSchemas';
import { xTweetToPost, type XIncluded } from './xTweetToPost';

/** Tweets per page: about what x.com asks for. */
export const X_PAGE_SIZE = 30;

/**
 * What a timeline asks X for: each tweet with its author, media, and the
 * tweets it refers to (a retweet's original, a quoted tweet) with their
 * authors and media, so a page reads without a second call.
 */
const TIMELINE_QUERY = {
  expansions:
    'author_id,attachments.media_keys,referenced_tweets.id,referenced_tweets.id.author_id,referenced_tweets.id.attachments.media_keys',
  'tweet.fields':
    'created_at,author_id,public_metrics,entities,referenced_tweets,attachments,conversation_id,in_reply_to_user_id,display_text_range,note_tweet,community_id',
  'user.fields':
    'name,username,profile_image_url,profile_banner_url,description,public_metrics,connection_status',
  'media.fields': 'url,preview_image_url,width,height,alt_text,type,variants,duration_ms',
};

/** A page's frame; its tweets and included objects are read one by one below. */
const pageSchema = z.object({
  data: z.optional(z.array(z.unknown())),
  includes: z.optional(
    z.object({
      users: z.optional(z.array(z.unknown())),
      tweets: z.optional(z.array(z.unknown())),
      media: z.optional(z.array(z.unknown())),
    }),
  ),
  meta: z.optional(z.object({ next_token: z.optional(z.string()) })),
});

/** Each included object alone: one that does not read is dropped (a tweet needing it is then skipped). */
function includedOf(includes: z.infer<typeof pageSchema>['includes']): XIncluded {
  const users = new Map<string, XUser>();
  for (const raw of includes?.users ?? []) {
    const user = userSchema.safeParse(raw);
    if (user.success) users.set(user.data.id, user.data);
  }
  const tweets = new Map<string, unknown>();
  for (const raw of includes?.tweets ?? []) {
    const id = (raw as { id?: unknown } | null)?.id;
    if (typeof id === 'string') tweets.set(id, raw);
  }
  const media = (includes?.media ?? []).flatMap((raw): XMedia[] => {
    const parsed = mediaSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  return { users, tweets, media };
}

/**
 * X's reading side through the product server (which holds the tokens):
 * the home timeline (`GET /2/users/:id/timelines/reverse_chronological`, the
 * signed-in person's own), and a person's tweets and retweets without their
 * replies (`GET /2/users/:id/tweets?exclude=replies`, as x.com's Posts tab).
 * Pages follow `meta.next_token`; a tweet that does not read is left out
 * with its reason (parseItems) and the rest of the page is kept.
 */
export function createXReads(
  connection: XConnection,
  options: { pageSize?: number; report?: SkipReporter } = {},
): SourceReads {
  const pageSize = options.pageSize ?? X_PAGE_SIZE;

  async function read(
    path: string,
    query: Record<string, string>,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>> {
    const search = new URLSearchParams({
      ...query,
      ...TIMELINE_QUERY,
      ...(cursor ? { pagination_token: cursor } : {}),
    });
    const answer = await xCall(connection, `${path}?${search}`, { signal });
    if (!answer.ok) return answer;
    if (answer.value === undefined)
      return fail({ kind: 'invalid', message: 'X knows no such account.', status: 404 });
    const page = pageSchema.safeParse(answer.value);
    if (!page.success)
      return fail({ kind: 'network', message: 'X answered a timeline in an unknown shape.' });
    const included = includedOf(page.data.includes);
    const items = parseItems(
      'X',
      page.data.data ?? [],
      (raw) => xTweetToPost(raw, included),
      options.report,
    );
    const next = page.data.meta?.next_token;
    return ok({ items, ...(next ? { cursor: next } : {}) });
  }

  const clamp = (min: number, max: number) => String(Math.min(max, Math.max(min, pageSize)));
  return {
    source: 'Twitter',
    homeTimeline: (cursor, signal) =>
      read(
        `/users/${connection.accountId}/timelines/reverse_chronological`,
        { max_results: clamp(1, 100) },
        cursor,
        signal,
      ),
    authorPosts: async (profileId, cursor, signal) => {
      if (!/^\d+$/.test(profileId))
        return fail({ kind: 'invalid', message: `Not an X user id: ${profileId}` });
      return read(
        `/users/${profileId}/tweets`,
        { max_results: clamp(5, 100), exclude: 'replies' },
        cursor,
        signal,
      );
    },
  };
}
