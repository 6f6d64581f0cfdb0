import type { Post } from '@/domain/reading/post';
import type { XTweet } from './xSchemas';
import { tweetTextAsWritten, type TweetEntities } from './xTweetText';

/** The tweet this one replies to, quotes or retweets, by id. */
export const referencedId = (tweet: XTweet, type: 'replied_to' | 'quoted' | 'retweeted') =>
  tweet.referenced_tweets?.find((r) => r.type === type)?.id;

/** The text the author wrote (X's t.co rewriting and the reply's leading @names undone). */
export const writtenText = (tweet: XTweet) =>
  tweetTextAsWritten(
    tweet.text,
    tweet.entities,
    referencedId(tweet, 'quoted'),
    tweet.display_text_range?.[0] ?? 0,
  );

/** Everyone a text @names (a reply's participants first), once each, as X resolved them. */
export function tweetMentions(entities: TweetEntities | undefined): NonNullable<Post['mentions']> {
  const seen = new Set<string>();
  return (entities?.mentions ?? []).flatMap((m) => {
    if (!m.id || seen.has(m.id)) return [];
    seen.add(m.id);
    return [{ id: m.id, handle: m.username }];
  });
}
