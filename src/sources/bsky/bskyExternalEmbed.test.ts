import { describe, expect, it } from 'vitest';
import type { OutgoingPost, UploadedMedia } from '../source';
import { isProviderGif, isTenorUrl } from './bskyExternalEmbed';
import { bskyPostRecord } from './bskyPostRecord';

const blob = (n: number) =>
  JSON.stringify({ $type: 'blob', ref: { $link: `bafk${n}` }, mimeType: 'image/png', size: n });
const at = '2026-11-23T00:00:00.000Z';
const quote = { uri: 'at://did:plc:q/app.bsky.feed.post/3k', cid: 'bafyq' };
const gif: UploadedMedia = {
  kind: 'gif',
  ref: 'https://media.tenor.com/AbCdEfAAAAC/cat-dance.gif',
  mimeType: 'image/gif',
  alt: 'A cat dancing',
  width: 220,
  height: 124,
  thumb: blob(7),
};
const record = (post: Partial<OutgoingPost>, withQuote = false) =>
  bskyPostRecord({
    post: { text: 'hi', media: [], ...post },
    facets: [],
    createdAt: at,
    ...(withQuote ? { quote } : {}),
  });

describe('Bluesky link cards and GIFs', () => {
  it('posts a provider GIF as a link card with its size, alt text and still', () => {
    expect(record({ media: [gif] }).embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: {
        uri: 'https://media.tenor.com/AbCdEfAAAAC/cat-dance.gif?hh=124&ww=220',
        title: 'A cat dancing',
        description: 'ALT: A cat dancing',
        thumb: { $type: 'blob', ref: { $link: 'bafk7' }, mimeType: 'image/png', size: 7 },
      },
    });
  });

  it('gives a link card its title, description and thumbnail blob', () => {
    const link = {
      url: 'https://polycast.test/a',
      title: 'A',
      description: 'About',
      thumb: blob(3),
    };
    expect(record({ linkEmbed: link }).embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: {
        uri: 'https://polycast.test/a',
        title: 'A',
        description: 'About',
        thumb: { $type: 'blob', ref: { $link: 'bafk3' }, mimeType: 'image/png', size: 3 },
      },
    });
  });

  it('keeps a link card or GIF beside a quote (recordWithMedia)', () => {
    expect(record({ media: [gif] }, true).embed).toMatchObject({
      $type: 'app.bsky.embed.recordWithMedia',
      record: { record: quote },
      media: { $type: 'app.bsky.embed.external' },
    });
  });

  it('tells provider GIFs from uploaded ones, and Tenor from others', () => {
    expect(isProviderGif(gif)).toBe(true);
    expect(isProviderGif({ ...gif, ref: blob(1) })).toBe(false);
    expect(isTenorUrl('https://media.tenor.com/x.gif')).toBe(true);
    expect(isTenorUrl('https://media.giphy.com/x.gif')).toBe(false);
    expect(isTenorUrl('https://evil.test/tenor.com.gif')).toBe(false);
    expect(isTenorUrl('not a url')).toBe(false);
    // The provider the product server names (the sandbox's) counts, host and port alike.
    expect(isTenorUrl('http://127.0.0.1:4555/media/1/gif.gif', ['127.0.0.1:4555'])).toBe(true);
    expect(isTenorUrl('http://127.0.0.1:4556/media/1/gif.gif', ['127.0.0.1:4555'])).toBe(false);
    expect(isTenorUrl('http://127.0.0.1:4555/media/1/gif.gif')).toBe(false);
  });
});
