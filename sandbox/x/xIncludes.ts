import type { XMedia, XPoll, XState, XTweet } from './xState';

/** A Tweet as the v2 API answers it. */
export const tweetJson = ({ written: _written, ...tweet }: XTweet) => ({
  ...tweet,
  edit_history_tweet_ids: [tweet.id],
});

const fieldsOf = (query: Record<string, string | undefined>, name: string) =>
  new Set((query[name] ?? '').split(',').filter(Boolean));

/** Only the optional fields a `*.fields` parameter asked for. */
const pick = <T extends object>(value: T, optional: readonly (keyof T)[], asked: Set<string>) =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([k, v]) => v !== undefined && (!optional.includes(k as keyof T) || asked.has(k)),
    ),
  );

const mediaType = (media: XMedia) =>
  media.media_type === 'image/gif'
    ? 'animated_gif'
    : media.media_type.startsWith('video/')
      ? 'video'
      : 'photo';

const pollJson = (poll: XPoll) => ({
  ...poll,
  voting_status: Date.parse(poll.end_datetime) > Date.now() ? 'open' : 'closed',
});

/**
 * The `includes` object for `expansions` (attachments.media_keys,
 * attachments.poll_ids, author_id, referenced_tweets.id), with `media.fields`
 * and `poll.fields` honoured; nothing when nothing was expanded.
 */
export function includesFor(
  state: XState,
  tweets: readonly XTweet[],
  query: Record<string, string | undefined>,
) {
  const expansions = fieldsOf(query, 'expansions');
  const unique = <T>(values: T[]) => [...new Set(values)];
  const includes: Record<string, unknown[]> = {};
  if (expansions.has('attachments.media_keys')) {
    const keys = new Set(tweets.flatMap((t) => t.attachments?.media_keys ?? []));
    const asked = fieldsOf(query, 'media.fields');
    includes.media = [...state.media.values()]
      .filter((m) => keys.has(m.media_key))
      .map((m) =>
        pick(
          {
            media_key: m.media_key,
            type: mediaType(m),
            url: m.url,
            width: m.width,
            height: m.height,
            alt_text: m.alt_text,
          },
          ['url', 'width', 'height', 'alt_text'],
          asked,
        ),
      );
  }
  if (expansions.has('attachments.poll_ids')) {
    const asked = fieldsOf(query, 'poll.fields');
    includes.polls = unique(tweets.flatMap((t) => t.attachments?.poll_ids ?? []))
      .flatMap((id) => state.polls.get(id) ?? [])
      .map((p) => pick(pollJson(p), ['duration_minutes', 'end_datetime', 'voting_status'], asked));
  }
  if (expansions.has('author_id')) {
    includes.users = unique(tweets.map((t) => t.author_id)).flatMap(
      (id) => state.users.get(id) ?? [],
    );
  }
  if (expansions.has('referenced_tweets.id')) {
    includes.tweets = unique(tweets.flatMap((t) => t.referenced_tweets?.map((r) => r.id) ?? []))
      .flatMap((id) => state.tweets.get(id) ?? [])
      .map(tweetJson);
  }
  return Object.values(includes).some((list) => list.length > 0) ? { includes } : {};
}
