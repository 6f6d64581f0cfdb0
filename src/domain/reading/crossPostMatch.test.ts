import { describe, expect, it } from 'vitest';
import { crossPostText, isCrossPostOf, sameAuthorName } from './crossPostMatch';
import { postOn, profileOn } from './readingFixtures';

describe('crossPostText', () => {
  it('compares links without their scheme or a trailing slash', () => {
    expect(crossPostText('see https://polycast.test/a/')).toBe(
      crossPostText('see http://polycast.test/a'),
    );
    expect(crossPostText('see https://polycast.test/a')).not.toBe(
      crossPostText('see https://polycast.test/b'),
    );
  });

  it('compares mentions without the handle each network gives the same person', () => {
    expect(crossPostText('thanks @ann.bsky.social!')).toBe(crossPostText('thanks @ann_onchain!'));
  });

  it('ignores case, spacing and how accents are composed', () => {
    expect(crossPostText('  Café\n\nTIME ')).toBe(crossPostText('cafe\u0301 time'));
  });
});

describe('sameAuthorName', () => {
  it('matches by display name or by the handle without its network’s suffix or prefix', () => {
    expect(
      sameAuthorName(
        profileOn('Bsky', 'x1.bsky.social', 'Polly Cast'),
        profileOn('Twitter', 'y', 'polly  cast'),
      ),
    ).toBe(true);
    expect(
      sameAuthorName(
        profileOn('Bsky', 'polly.bsky.social', 'P'),
        profileOn('Lens', 'lens/polly', 'Q'),
      ),
    ).toBe(true);
    expect(
      sameAuthorName(
        profileOn('Bsky', 'ann.bsky.social', 'Ann'),
        profileOn('Lens', 'lens/bob', 'Bob'),
      ),
    ).toBe(false);
  });
});

describe('isCrossPostOf', () => {
  const ann = (source: 'Bsky' | 'Farcaster') => profileOn(source, 'ann', 'Ann');
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 12, minute)).toISOString();

  it('is the same words by the same person on another network within ten minutes', () => {
    const a = postOn('Bsky', 'a', at(0), { text: 'hello', author: ann('Bsky') });
    expect(
      isCrossPostOf(
        a,
        postOn('Farcaster', 'b', at(10), { text: 'hello', author: ann('Farcaster') }),
      ),
    ).toBe(true);
    expect(
      isCrossPostOf(
        a,
        postOn('Farcaster', 'b', at(11), { text: 'hello', author: ann('Farcaster') }),
      ),
    ).toBe(false);
    expect(
      isCrossPostOf(a, postOn('Bsky', 'b', at(1), { text: 'hello', author: ann('Bsky') })),
    ).toBe(false);
  });

  it('never joins posts without words (two pictures are not the same post) or a repost', () => {
    const a = postOn('Bsky', 'a', at(0), { text: '', author: ann('Bsky') });
    expect(
      isCrossPostOf(a, postOn('Farcaster', 'b', at(1), { text: ' ', author: ann('Farcaster') })),
    ).toBe(false);
    const reposted = postOn('Farcaster', 'c', at(1), {
      text: 'hi',
      author: ann('Farcaster'),
      repostedBy: profileOn('Farcaster', 'bob'),
    });
    expect(
      isCrossPostOf(postOn('Bsky', 'd', at(0), { text: 'hi', author: ann('Bsky') }), reposted),
    ).toBe(false);
  });
});
