import { tweetsJson, usersJson } from './xObjectJson';
import type { XMedia, XPoll, XState, XTweet } from './xState';

/** The names a `*.fields` or `expansions` parameter lists. */
export const fieldsOf = (query: Record<string, string | undefined>, name: string) =>
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

/** A media object: `url` is a photo's own; a GIF or video has a still and renditions instead. */
const mediaJson = (media: XMedia, asked: Set<string>) => {
  const type = mediaType(media);
  return pick(
    {
      media_key: media.media_key,
      type,
      url: type === 'photo' ? media.url : undefined,
      preview_image_url: media.preview_image_url,
      width: media.width,
      height: media.height,
      alt_text: media.alt_text,
      duration_ms: media.duration_ms,
      variants: type === 'photo' ? undefined : media.variants,
    },
    ['url', 'preview_image_url', 'width', 'height', 'alt_text', 'duration_ms', 'variants'],
    asked,
  );
};

const pollJson = (poll: XPoll) => ({
  ...poll,
  voting_status: Date.parse(poll.end_datetime) > Date.now() ? 'open' : 'closed',
});

/**
 * The `includes` object for `expansions`: `attachments.media_keys` and
 * `referenced_tweets.id.attachments.media_keys` (media), `attachments.poll_ids`,
 * `author_id`, `referenced_tweets.id.author_id`, `in_reply_to_user_id` and
 * `entities.mentions.username` (users, with `connection_status` for the
 * signed-in `viewer`), `referenced_tweets.id` (tweets, one level down, as X
 * does); `media.fields` and `poll.fields` honoured. An empty list is left
 * out, and nothing at all when nothing was expanded.
 */
export function includesFor(
  state: XState,
  tweets: readonly XTweet[],
  query: Record<string, string | undefined>,
  viewer?: string,
) {
  const expansions = fieldsOf(query, 'expansions');
  const unique = <T>(values: T[]) => [...new Set(values)];
  const referenced = unique(
    tweets.flatMap((t) => t.referenced_tweets?.map((r) => r.id) ?? []),
  ).flatMap((id) => state.tweets.get(id) ?? []);
  const includes: Record<string, unknown[]> = {};

  const mediaKeys = new Set([
    ...(expansions.has('attachments.media_keys') ? tweets : []).flatMap(
      (t) => t.attachments?.media_keys ?? [],
    ),
    ...(expansions.has('referenced_tweets.id.attachments.media_keys') ? referenced : []).flatMap(
      (t) => t.attachments?.media_keys ?? [],
    ),
  ]);
  if (mediaKeys.size > 0) {
    const asked = fieldsOf(query, 'media.fields');
    includes.media = [...state.media.values()]
      .filter((m) => mediaKeys.has(m.media_key))
      .map((m) => mediaJson(m, asked));
  }
  if (expansions.has('attachments.poll_ids')) {
    const asked = fieldsOf(query, 'poll.fields');
    includes.polls = unique(tweets.flatMap((t) => t.attachments?.poll_ids ?? []))
      .flatMap((id) => state.polls.get(id) ?? [])
      .map((p) => pick(pollJson(p), ['duration_minutes', 'end_datetime', 'voting_status'], asked));
  }
  const userIds = unique([
    ...(expansions.has('author_id') ? tweets.map((t) => t.author_id) : []),
    ...(expansions.has('referenced_tweets.id.author_id') ? referenced.map((t) => t.author_id) : []),
    ...(expansions.has('in_reply_to_user_id')
      ? tweets.flatMap((t) => t.in_reply_to_user_id ?? [])
      : []),
    ...(expansions.has('entities.mentions.username')
      ? tweets.flatMap((t) => t.entities?.mentions?.map((m) => m.id) ?? [])
      : []),
  ]);
  includes.users = usersJson(
    state,
    userIds.flatMap((id) => state.users.get(id) ?? []),
    viewer,
  );
  if (expansions.has('referenced_tweets.id')) includes.tweets = tweetsJson(state, referenced);

  const given = Object.entries(includes).filter(([, list]) => list.length > 0);
  return given.length > 0 ? { includes: Object.fromEntries(given) } : {};
}
