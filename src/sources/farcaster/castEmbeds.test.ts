import { describe, expect, it } from 'vitest';
import { castEmbeds } from './castEmbeds';

const quote = { fid: 7, hash: '0xabc' };
const frame = 'https://polycast.test/frames/polls/1';

describe('castEmbeds', () => {
  it('keeps at most 2: the files first, the link card gives way', () => {
    expect(
      castEmbeds({ media: ['https://a/1.png', 'https://g/1.gif'], linkUrl: 'https://l' }),
    ).toEqual([{ url: 'https://a/1.png' }, { url: 'https://g/1.gif' }]);
    expect(castEmbeds({ media: ['https://a/1.png'], linkUrl: 'https://l' })).toEqual([
      { url: 'https://a/1.png' },
      { url: 'https://l' },
    ]);
  });

  it('puts the poll’s frame in the embeds, before the files and the card', () => {
    expect(castEmbeds({ media: [], frameUrl: frame })).toEqual([{ url: frame }]);
    expect(castEmbeds({ media: [], frameUrl: frame, linkUrl: 'https://l' })).toEqual([
      { url: frame },
      { url: 'https://l' },
    ]);
    expect(castEmbeds({ media: ['https://a/1.png', 'https://a/2.png'], frameUrl: frame })).toEqual([
      { url: 'https://a/1.png' },
      { url: frame },
    ]);
  });

  it('never leaves out the quoted cast, and takes 4 for Pro', () => {
    expect(castEmbeds({ media: ['https://a/1.png'], linkUrl: 'https://l', quote })).toEqual([
      { url: 'https://a/1.png' },
      { castId: quote },
    ]);
    expect(
      castEmbeds({ media: ['https://a/1.png', 'https://a/2.png'], linkUrl: 'https://l', quote }, 4),
    ).toEqual([
      { url: 'https://a/1.png' },
      { url: 'https://a/2.png' },
      { url: 'https://l' },
      { castId: quote },
    ]);
  });

  it('does not embed one address twice', () => {
    expect(castEmbeds({ media: [], frameUrl: frame, linkUrl: frame })).toEqual([{ url: frame }]);
  });
});
