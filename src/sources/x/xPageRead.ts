import { z } from 'zod/mini';
import type { Page } from '@/domain/reading/post';
import { fail, ok, type SourceResult } from '@/domain/result';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import { xCall, type XConnection } from './xApiClient';
import { mediaSchema, userSchema, type XMedia, type XUser } from './xSchemas';
import type { XIncluded } from './xTweetToPost';

/** What a person is shown with: name, picture, banner, bio, counts, and how they relate to the reader. */
export const USER_QUERY = {
  'user.fields':
    'name,username,profile_image_url,profile_banner_url,description,public_metrics,connection_status',
};

/**
 * What a timeline asks X for: each tweet with its author, media, and the
 * tweets it refers to (a retweet's original, a quoted tweet) with their
 * authors and media, so a page reads without a second call.
 */
export const TIMELINE_QUERY = {
  expansions:
    'author_id,in_reply_to_user_id,attachments.media_keys,referenced_tweets.id,referenced_tweets.id.author_id,referenced_tweets.id.attachments.media_keys',
  'tweet.fields':
    'created_at,author_id,public_metrics,entities,referenced_tweets,attachments,conversation_id,in_reply_to_user_id,display_text_range,note_tweet,community_id',
  ...USER_QUERY,
  'media.fields': 'url,preview_image_url,width,height,alt_text,type,variants,duration_ms',
};

/** X's type for a partial error saying that what the request named does not exist. */
const NOT_FOUND = 'https://api.twitter.com/2/problems/resource-not-found';

/**
 * A page's frame; its items (tweets or users) and included objects are read
 * one by one below. `errors` without `data` is how X says the tweet or user
 * the path names does not exist.
 */
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
  errors: z.optional(z.array(z.object({ type: z.optional(z.string()) }))),
});

/** One item read, or why it cannot be (parseItems leaves it out with its reason). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string; id?: string };

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

/** How one page of any X list is read: `xPageReader(connection, report)(request, parse, cursor, signal)`. */
export function xPageReader(connection: XConnection, report?: SkipReporter) {
  /**
   * One page of any X list, tweets or users: `parse` reads each item with
   * what came in `includes`. `missing` is what to say when X knows nothing
   * of the tweet or user the path names.
   */
  return async function readPage<Item>(
    request: {
      path: string;
      query: Record<string, string>;
      missing: string;
      /** What the endpoint calls the token of the next page: searches take `next_token`. */
      token?: 'pagination_token' | 'next_token';
    },
    parse: (raw: unknown, included: XIncluded) => Parsed<Item>,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Item>>> {
    const search = new URLSearchParams({
      ...request.query,
      ...(cursor ? { [request.token ?? 'pagination_token']: cursor } : {}),
    });
    const answer = await xCall(connection, `${request.path}?${search}`, { signal });
    if (!answer.ok) return answer;
    if (answer.value === undefined)
      return fail({ kind: 'invalid', message: request.missing, status: 404 });
    const page = pageSchema.safeParse(answer.value);
    if (!page.success)
      return fail({ kind: 'network', message: 'X answered a list in an unknown shape.' });
    if (!page.data.data && page.data.errors?.some((e) => e.type === NOT_FOUND))
      return fail({ kind: 'invalid', message: request.missing, code: NOT_FOUND });
    const included = includedOf(page.data.includes);
    const items = parseItems('X', page.data.data ?? [], (raw) => parse(raw, included), report);
    const next = page.data.meta?.next_token;
    return ok({ items, ...(next ? { cursor: next } : {}) });
  };
}
