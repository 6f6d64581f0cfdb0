import { NO_POST_ID_RETURNED, TWITTER_NO_MEDIA_ID } from '@/domain/messages/composer';
import { z } from 'zod/mini';
import { contentFingerprint } from '../contentFingerprint';
import type {
  OutgoingPost,
  PostView,
  PreparedPost,
  ProfileView,
  PublishedPost,
  Source,
} from '../source';
import type { ReplyRestriction } from '@/domain/capabilities';
import { fail, ok, type SourceResult } from '@/domain/result';
import { uploadXMedia } from './uploadXMedia';
import { xCall, type XConnection } from './xApiClient';
import { xProfile } from './xProfile';
import { setXToggle } from './xToggles';
import { mediaSchema, tweetSchema, type XTweet as Tweet, userSchema } from './xSchemas';
import { referencedId, tweetMentions, writtenText } from './xTweetFields';
import { xTweetMedia } from './xTweetMedia';
import { textWithLink } from './xTweetText';

const one = <S extends z.ZodMiniType>(schema: S) => z.object({ data: schema });
const many = <S extends z.ZodMiniType>(schema: S) =>
  z.object({ data: z._default(z.array(schema), []) });
// Made once: a schema costs more to build than to run.
const oneUser = one(userSchema);
const oneTweet = one(tweetSchema);
const created = one(z.object({ id: z.string() }));
const manyTweets = many(tweetSchema);

/** How far back reconciling looks: pages of 100 of my latest tweets. */
export const RECONCILE_PAGES = 5;
const nextTokenSchema = z.object({
  meta: z.optional(z.object({ next_token: z.optional(z.string()) })),
});

/** The body X's POST /2/tweets takes, as a prepared post keeps it. */
const requestSchema = z.object({ body: z.record(z.string(), z.unknown()) });

const TWEET_FIELDS =
  'tweet.fields=created_at,conversation_id,referenced_tweets,attachments,public_metrics,author_id,entities,display_text_range';
const MEDIA_EXPANSION =
  'expansions=attachments.media_keys&media.fields=url,preview_image_url,alt_text,width,height,variants';

const includedMediaSchema = z.object({
  includes: z.optional(z.object({ media: z.optional(z.array(mediaSchema)) })),
});

const REPLY_SETTINGS: Partial<Record<ReplyRestriction, string>> = {
  OnlyPeopleYouFollow: 'following',
  MentionedProfiles: 'mentionedUsers',
};

/** The X source: X API v2 through the product server (`/api/x/…`), which holds the tokens. */
export function createXSource(connection: XConnection): Source {
  const users = new Map<string, Promise<ProfileView | null>>();

  function profile(id: string, signal: AbortSignal): Promise<ProfileView | null> {
    let known = users.get(id);
    if (!known) {
      known = xCall(
        connection,
        `/users/${id}?user.fields=profile_image_url,profile_banner_url,description,public_metrics,connection_status`,
        {
          signal,
        },
      ).then((answer) => {
        const user = answer.ok ? oneUser.safeParse(answer.value).data?.data : undefined;
        if (!user) {
          users.delete(id);
          return null;
        }
        return xProfile(user);
      });
      users.set(id, known);
    }
    return known;
  }

  const url = (handle: string, id: string) => `https://x.com/${handle}/status/${id}`;

  async function published(id: string, signal: AbortSignal): Promise<PublishedPost> {
    const me = await profile(connection.accountId, signal);
    return { id, url: url(me?.handle ?? 'i', id) };
  }

  const includedMedia = new Map<string, PostView['media']>();

  async function tweet(id: string, signal: AbortSignal): Promise<SourceResult<Tweet | null>> {
    if (!/^\d+$/.test(id)) return ok(null);
    const answer = await xCall(connection, `/tweets/${id}?${TWEET_FIELDS}&${MEDIA_EXPANSION}`, {
      signal,
    });
    if (!answer.ok) return answer;
    const found = oneTweet.safeParse(answer.value).data?.data ?? null;
    if (found) {
      const included = includedMediaSchema.safeParse(answer.value).data?.includes?.media ?? [];
      includedMedia.set(found.id, xTweetMedia(found, included));
    }
    return ok(found);
  }

  async function view(t: Tweet, signal: AbortSignal): Promise<PostView> {
    const author = (await profile(t.author_id, signal)) ?? {
      source: 'Twitter' as const,
      id: t.author_id,
      handle: 'i',
      displayName: t.author_id,
    };
    const replyTo = referencedId(t, 'replied_to');
    const quoteOf = referencedId(t, 'quoted');
    return {
      source: 'Twitter',
      id: t.id,
      url: url(author.handle, t.id),
      author,
      text: writtenText(t),
      ...(tweetMentions(t.entities).length ? { mentions: tweetMentions(t.entities) } : {}),
      createdAt: t.created_at ?? new Date(0).toISOString(),
      ...(replyTo ? { replyTo } : {}),
      ...(quoteOf ? { quoteOf } : {}),
      media: includedMedia.get(t.id) ?? [],
      counts: {
        replies: t.public_metrics?.reply_count ?? 0,
        reposts: t.public_metrics?.retweet_count ?? 0,
        likes: t.public_metrics?.like_count ?? 0,
        quotes: t.public_metrics?.quote_count ?? 0,
      },
    };
  }

  const fingerprintOf = (post: { text: string; replyTo?: string; quoteOf?: string }) =>
    contentFingerprint({ author: connection.accountId, ...post });

  /**
   * My tweet with this fingerprint, looking back through up to
   * RECONCILE_PAGES pages of my timeline (100 a page): a busy outbox may
   * have posted hundreds since the attempt being reconciled.
   */
  async function findByFingerprint(
    fingerprint: string,
    signal: AbortSignal,
  ): Promise<SourceResult<PublishedPost | null>> {
    let token: string | undefined;
    for (let page = 0; page < RECONCILE_PAGES; page++) {
      const answer = await xCall(
        connection,
        `/users/${connection.accountId}/tweets?max_results=100${token ? `&pagination_token=${encodeURIComponent(token)}` : ''}&${TWEET_FIELDS}`,
        { signal },
      );
      if (!answer.ok) return answer;
      // An answer that does not read as a page is not "none found": a tweet may be there.
      const tweets = manyTweets.safeParse(answer.value);
      if (!tweets.success)
        return fail({ kind: 'network', message: 'X answered in an unknown shape' });
      for (const t of tweets.data.data) {
        const replyTo = referencedId(t, 'replied_to');
        const quoteOf = referencedId(t, 'quoted');
        const candidate = await fingerprintOf({
          text: writtenText(t),
          ...(replyTo ? { replyTo } : {}),
          ...(quoteOf ? { quoteOf } : {}),
        });
        if (candidate === fingerprint) return ok(await published(t.id, signal));
      }
      token = nextTokenSchema.safeParse(answer.value).data?.meta?.next_token;
      if (!token) break;
    }
    return ok(null);
  }

  return {
    source: 'Twitter',

    async prepare(post: OutgoingPost, idempotencyKey) {
      const restriction = post.replyRestriction;
      if (restriction && restriction !== 'Everyone' && !REPLY_SETTINGS[restriction]) {
        return fail({ kind: 'invalid', message: `X cannot restrict replies to ${restriction}.` });
      }
      // X has no GIF links: a provider's GIF reaches it uploaded (the outbox's uploadGifFiles).
      if (post.media.some((m) => /^https?:\/\//i.test(m.ref)))
        return fail({ kind: 'invalid', message: TWITTER_NO_MEDIA_ID });
      const text = textWithLink(post.text, post.linkEmbed);
      const body: Record<string, unknown> = {
        text,
        ...(post.replyTo
          ? {
              reply: {
                in_reply_to_tweet_id: post.replyTo,
                ...(post.excludeReplyUserIds?.length
                  ? { exclude_reply_user_ids: [...post.excludeReplyUserIds] }
                  : {}),
              },
            }
          : {}),
        ...(post.quoteOf ? { quote_tweet_id: post.quoteOf } : {}),
        ...(post.media.length > 0 ? { media: { media_ids: post.media.map((m) => m.ref) } } : {}),
        ...(post.poll
          ? {
              poll: {
                options: [...post.poll.options],
                duration_minutes: post.poll.durationMinutes,
              },
            }
          : {}),
        ...(restriction && REPLY_SETTINGS[restriction]
          ? { reply_settings: REPLY_SETTINGS[restriction] }
          : {}),
      };
      const prepared: PreparedPost = {
        source: 'Twitter',
        idempotencyKey,
        fingerprint: await fingerprintOf({
          text,
          ...(post.replyTo ? { replyTo: post.replyTo } : {}),
          ...(post.quoteOf ? { quoteOf: post.quoteOf } : {}),
        }),
        request: { body },
      };
      return ok(prepared);
    },

    async publish(prepared, signal) {
      const request = requestSchema.safeParse(prepared.request);
      if (!request.success) return fail({ kind: 'invalid', message: 'Unreadable prepared post' });
      const answer = await xCall(connection, '/tweets', {
        method: 'POST',
        json: request.data.body,
        signal,
      });
      if (!answer.ok) {
        // X refuses a duplicate of your own text: if it is ours from an earlier attempt, that is success.
        if (answer.error.kind === 'invalid' && /duplicate/i.test(answer.error.message)) {
          const found = await findByFingerprint(prepared.fingerprint, signal);
          if (found.ok && found.value) return ok(found.value);
        }
        return answer;
      }
      const id = created.safeParse(answer.value).data?.data.id;
      if (!id) return fail({ kind: 'unknown_outcome', message: NO_POST_ID_RETURNED });
      return ok(await published(id, signal));
    },

    reconcile: (prepared, signal) => findByFingerprint(prepared.fingerprint, signal),
    findRecentPostByFingerprint: findByFingerprint,

    async deletePost(id, signal) {
      const answer = await xCall(connection, `/tweets/${id}`, { method: 'DELETE', signal });
      return answer.ok ? ok(undefined) : answer;
    },

    async setToggle(kind, target, on, signal) {
      const done = await setXToggle(connection, kind, target, on, signal);
      // A follow or a mute changes how the two relate (and the counts): read both anew.
      if (kind === 'follow' || kind === 'mute') {
        users.delete(target);
        users.delete(connection.accountId);
      }
      return done;
    },

    async getPost(id, signal) {
      const found = await tweet(id, signal);
      if (!found.ok || !found.value) return found.ok ? ok(null) : found;
      return ok(await view(found.value, signal));
    },

    async getThread(id, signal) {
      const found = await tweet(id, signal);
      if (!found.ok || !found.value) return found.ok ? ok(null) : found;
      const ancestors: PostView[] = [];
      for (let parent = referencedId(found.value, 'replied_to'); parent;) {
        const up = await tweet(parent, signal);
        if (!up.ok) return up;
        if (!up.value) break;
        ancestors.unshift(await view(up.value, signal));
        parent = referencedId(up.value, 'replied_to');
      }
      const conversation = found.value.conversation_id ?? found.value.id;
      const search = await xCall(
        connection,
        `/tweets/search/recent?${new URLSearchParams({ query: `conversation_id:${conversation}`, max_results: '100' })}&${TWEET_FIELDS}`,
        { signal },
      );
      if (!search.ok) return search;
      const replies = (manyTweets.safeParse(search.value).data?.data ?? []).filter(
        (t) => referencedId(t, 'replied_to') === id,
      );
      return ok({
        post: await view(found.value, signal),
        ancestors,
        replies: await Promise.all(replies.map((t) => view(t, signal))),
      });
    },

    getProfile: async (id, signal) => ok(await profile(id, signal)),

    uploadMedia: (file, signal, onProgress, checkpoints) =>
      uploadXMedia({ connection, file, signal, onProgress, checkpoints }),
  };
}
