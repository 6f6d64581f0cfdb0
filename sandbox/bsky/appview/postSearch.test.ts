import { describe, expect, it } from 'vitest';
import { postMatches, searchTerms } from './postSearch';

const tagFacet = (tag: string) => ({
  index: { byteStart: 0, byteEnd: tag.length + 1 },
  features: [{ $type: 'app.bsky.richtext.facet#tag', tag }],
});

describe('the AppView stand-in’s post search', () => {
  it('reads words, quoted phrases and #tags from q', () => {
    expect(searchTerms('Coffee  "flat white" #Morning')).toEqual({
      words: ['coffee', 'flat white'],
      tags: ['morning'],
    });
  });

  it('wants every word in the text, whatever its case', () => {
    const post = { text: 'Reading the atproto lexicons over Coffee.' };
    expect(postMatches(post, searchTerms('coffee lexicons'))).toBe(true);
    expect(postMatches(post, searchTerms('coffee tea'))).toBe(false);
    expect(postMatches(post, searchTerms('"over coffee"'))).toBe(true);
  });

  it('finds a tag in a facet, in `tags`, or written in the text', () => {
    expect(
      postMatches({ text: 'Weekend', facets: [tagFacet('Offline')] }, searchTerms('#offline')),
    ).toBe(true);
    expect(postMatches({ text: 'Weekend', tags: ['offline'] }, searchTerms('#offline'))).toBe(true);
    expect(postMatches({ text: 'No screens. #offline' }, searchTerms('#OFFLINE'))).toBe(true);
    // A tag is a whole tag: #off is not #offline.
    expect(postMatches({ text: 'No screens. #offline' }, searchTerms('#off'))).toBe(false);
  });

  it('finds nothing for no words, and nothing in a record without text', () => {
    expect(postMatches({ text: 'anything' }, searchTerms('   '))).toBe(false);
    expect(postMatches({ text: 42 }, searchTerms('42'))).toBe(false);
  });
});
