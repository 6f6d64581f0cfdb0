import { z } from 'zod/mini';
import type { LinkCard, Post } from '@/domain/reading/post';
import { xProfile } from './xProfile';
import { tweetSchema, type XMedia, type XTweet, type XUser } from './xSchemas';
import { referencedId, tweetMentions } from './xTweetFields';
import { xTweetMedia } from './xTweetMedia';
import { statusIdOf, tweetTextAsWritten, type TweetEntities } from './xTweetText';

/** What came with a page of tweets in `includes`, by id (media by key). */
export interface XIncluded {
  users: ReadonlyMap<string, XUser>;
  tweets: ReadonlyMap<string, unknown>;
  media: readonly XMedia[];
}

/** A tweet the reading side can place in time: `created_at` is required here. */
const readableTweet = z.extend(tweetSchema, { created_at: z.iso.datetime() });
type ReadableTweet = z.infer<typeof readableTweet>;

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string; id?: string };

const idOf = (raw: unknown) => {
  const id = (raw as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? { id } : {};
};

/** X escapes these three in a tweet's text (and only these). */
const unescapeHtml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * The text as x.com shows it: a long post's whole text (`note_tweet`), t.co
 * links back to the addresses written, the links X appended for the
 * attached media and the quoted tweet gone (they show as media and as the
 * quote), and a reply's leading @names left to the "replying to" line.
 */
function shownText(tweet: XTweet): { text: string; entities: TweetEntities | undefined } {
  const quoted = referencedId(tweet, 'quoted');
  const long = tweet.note_tweet;
  const text = long
    ? tweetTextAsWritten(long.text, long.entities, quoted)
    : tweetTextAsWritten(tweet.text, tweet.entities, quoted, tweet.display_text_range?.[0] ?? 0);
  return { text: unescapeHtml(text), entities: long?.entities ?? tweet.entities };
}

/**
 * The card x.com draws under a tweet: for its last link that is neither the
 * attached media's nor the quoted tweet's, when X read a title, description
 * or picture from the page.
 */
function linkCard(entities: TweetEntities | undefined, quoted: string | undefined) {
  const links = [...(entities?.urls ?? [])]
    .sort((a, b) => a.start - b.start)
    .filter((u) => u.media_key === undefined && !(quoted && statusIdOf(u.expanded_url) === quoted));
  const last = links[links.length - 1];
  if (!last || !(last.title || last.description || last.images?.length)) return undefined;
  const card: LinkCard = {
    url: last.unwound_url ?? last.expanded_url ?? last.url,
    ...(last.title ? { title: last.title } : {}),
    ...(last.description ? { description: last.description } : {}),
    ...(last.images?.[0] ? { imageUrl: last.images[0].url } : {}),
  };
  return card;
}

/** One readable tweet and its author as a Post; `quote` filled from includes one level down. */
function postOf(tweet: ReadableTweet, author: XUser, included: XIncluded, nested = false): Post {
  const replyTo = referencedId(tweet, 'replied_to');
  const repliedToUser = tweet.in_reply_to_user_id
    ? included.users.get(tweet.in_reply_to_user_id)
    : undefined;
  const quoteOf = referencedId(tweet, 'quoted');
  const quote = quoteOf && !nested ? quotedPost(quoteOf, included) : undefined;
  const { text, entities } = shownText(tweet);
  const mentions = tweetMentions(entities);
  const media = xTweetMedia(tweet, included.media);
  const link = media.length === 0 ? linkCard(entities, quoteOf) : undefined;
  const metrics = tweet.public_metrics;
  return {
    source: 'Twitter',
    id: tweet.id,
    url: `https://x.com/${author.username}/status/${tweet.id}`,
    author: xProfile(author),
    text,
    createdAt: tweet.created_at,
    ...(replyTo ? { replyTo } : {}),
    ...(replyTo && repliedToUser
      ? { replyToAuthor: { id: repliedToUser.id, handle: repliedToUser.username } }
      : {}),
    ...(quoteOf ? { quoteOf } : {}),
    ...(quote ? { quote } : {}),
    ...(mentions.length > 0 ? { mentions } : {}),
    ...(tweet.community_id ? { channel: { id: tweet.community_id } } : {}),
    media,
    ...(link ? { link } : {}),
    counts: {
      replies: metrics?.reply_count ?? 0,
      reposts: metrics?.retweet_count ?? 0,
      likes: metrics?.like_count ?? 0,
      quotes: metrics?.quote_count ?? 0,
    },
  };
}

/** A referenced tweet with its author, from includes, or why it cannot be read. */
function includedTweet(
  id: string,
  included: XIncluded,
): Parsed<{ tweet: ReadableTweet; author: XUser }> {
  const raw = included.tweets.get(id);
  if (raw === undefined) return { ok: false, reason: `tweet ${id} is not in includes.tweets` };
  const parsed = readableTweet.safeParse(raw);
  if (!parsed.success)
    return { ok: false, reason: `tweet ${id}: ${z.prettifyError(parsed.error)}` };
  const author = included.users.get(parsed.data.author_id);
  if (!author) return { ok: false, reason: `the author of tweet ${id} is not in includes.users` };
  return { ok: true, value: { tweet: parsed.data, author } };
}

/** The quoted tweet, when X sent it along and it reads; the quoting post keeps `quoteOf` either way. */
function quotedPost(id: string, included: XIncluded): Post | undefined {
  const found = includedTweet(id, included);
  return found.ok ? postOf(found.value.tweet, found.value.author, included, true) : undefined;
}

/**
 * One tweet of a timeline page, with the page's includes, as a Post; or why
 * it cannot be shown (no time, no author, a retweet without its original).
 * A retweet is shown as the original, with who retweeted it and when.
 */
export function xTweetToPost(raw: unknown, included: XIncluded): Parsed<Post> {
  const parsed = readableTweet.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error), ...idOf(raw) };
  const tweet = parsed.data;
  const author = included.users.get(tweet.author_id);
  if (!author)
    return {
      ok: false,
      id: tweet.id,
      reason: `Its author (${tweet.author_id}) is not in includes.users`,
    };
  const retweeted = referencedId(tweet, 'retweeted');
  if (!retweeted) return { ok: true, value: postOf(tweet, author, included) };
  const original = includedTweet(retweeted, included);
  if (!original.ok)
    return {
      ok: false,
      id: tweet.id,
      reason: `A retweet whose original cannot be read: ${original.reason}`,
    };
  return {
    ok: true,
    value: {
      ...postOf(original.value.tweet, original.value.author, included),
      repostedBy: xProfile(author),
      repostedAt: tweet.created_at,
    },
  };
}
