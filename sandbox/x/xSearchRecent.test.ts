import { describe, expect, it } from 'vitest';
import { searchTermsOf, tweetMatches } from './xSearchRecent';

const tweet = (text: string, retweet = false) => ({
  text,
  ...(retweet ? { referenced_tweets: [{ type: 'retweeted' as const, id: '1' }] } : {}),
});

const matches = (text: string, query: string, retweet = false) =>
  tweetMatches(tweet(text, retweet), searchTermsOf(query));

describe('the X stand-in’s recent search', () => {
  it('wants every word, whatever its case, and a quoted phrase as written', () => {
    expect(matches('Lunch on Friday? Bring the rollup notes.', 'friday ROLLUP')).toBe(true);
    expect(matches('Lunch on Friday? Bring the rollup notes.', 'friday coffee')).toBe(false);
    expect(matches('Lunch on Friday?', '"on friday"')).toBe(true);
    expect(matches('Friday lunch', '"lunch friday"')).toBe(false);
  });

  it('matches a #hashtag as a whole tag', () => {
    expect(matches('No screens this weekend #Offline', '#offline')).toBe(true);
    expect(matches('No screens this weekend #offline', '#off')).toBe(false);
    expect(matches('offline all weekend', '#offline')).toBe(false);
  });

  it('leaves out retweets for -is:retweet, and what a negated word names', () => {
    expect(matches('RT @ada: gm', 'gm -is:retweet', true)).toBe(false);
    expect(matches('gm', 'gm -is:retweet')).toBe(true);
    expect(matches('gm frens', 'gm -frens')).toBe(false);
  });

  it('finds nothing for a query of negations alone, or an operator it does not simulate', () => {
    expect(matches('gm', '-is:retweet')).toBe(false);
    expect(matches('gm', 'conversation_id:12')).toBe(false);
  });
});
