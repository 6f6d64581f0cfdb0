import { describe, expect, it } from 'vitest';
import type { OutgoingPost, UploadedMedia } from '../source';
import { bskyGifCard, bskyPostRecord, bskyThreadgate, gifsWithoutStill } from './bskyPostRecord';

const blob = (n: number) =>
  JSON.stringify({ $type: 'blob', ref: { $link: `bafk${n}` }, mimeType: 'image/png', size: n });
const image = (n: number): UploadedMedia => ({
  kind: 'image',
  ref: blob(n),
  mimeType: 'image/png',
  alt: `pic ${n}`,
});
const post = (extra: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: 'hi',
  media: [],
  ...extra,
});
const at = '2026-11-23T00:00:00.000Z';
const quote = { uri: 'at://did:plc:q/app.bsky.feed.post/3k', cid: 'bafyq' };

describe('bskyPostRecord', () => {
  it('writes text, facets, reply refs and the creation time', () => {
    const reply = { root: quote, parent: { uri: 'at://p', cid: 'bafyp' } };
    expect(bskyPostRecord({ post: post(), facets: [{ f: 1 }], createdAt: at, reply })).toEqual({
      $type: 'app.bsky.feed.post',
      text: 'hi',
      createdAt: at,
      facets: [{ f: 1 }],
      reply,
    });
  });

  it('embeds images, a video, or a link card', () => {
    const images = bskyPostRecord({
      post: post({ media: [image(1), image(2)] }),
      facets: [],
      createdAt: at,
    });
    expect(images.embed).toMatchObject({
      $type: 'app.bsky.embed.images',
      images: [{ alt: 'pic 1', image: { ref: { $link: 'bafk1' } } }, { alt: 'pic 2' }],
    });
    const video = bskyPostRecord({
      post: post({
        media: [{ kind: 'video', ref: blob(9), mimeType: 'video/mp4', width: 16, height: 9 }],
      }),
      facets: [],
      createdAt: at,
    });
    expect(video.embed).toMatchObject({
      $type: 'app.bsky.embed.video',
      aspectRatio: { width: 16, height: 9 },
    });
    const link = bskyPostRecord({
      post: post({ linkEmbed: { url: 'https://x.test' } }),
      facets: [],
      createdAt: at,
    });
    expect(link.embed).toEqual({
      $type: 'app.bsky.embed.external',
      external: { uri: 'https://x.test', title: '', description: '' },
    });
  });

  it('quotes alone, or with media', () => {
    expect(bskyPostRecord({ post: post(), facets: [], createdAt: at, quote }).embed).toEqual({
      $type: 'app.bsky.embed.record',
      record: quote,
    });
    expect(
      bskyPostRecord({ post: post({ media: [image(1)] }), facets: [], createdAt: at, quote }).embed,
    ).toMatchObject({ $type: 'app.bsky.embed.recordWithMedia', record: { record: quote } });
  });
});

describe('bskyPostRecord: what one Bluesky post carries', () => {
  const gif = (thumb?: number): UploadedMedia => ({
    kind: 'gif',
    ref: 'https://media.giphy.com/media/abc/giphy.gif',
    mimeType: 'image/gif',
    alt: 'Happy dance',
    width: 160,
    height: 120,
    ...(thumb ? { thumb: blob(thumb) } : {}),
  });
  const card = { url: 'https://polycast.test/a', title: 'A', thumb: blob(5) };

  it('posts the pictures with a GIF among them as a picture of its still; the card gives way', () => {
    const record = bskyPostRecord({
      post: post({ media: [gif(7), image(1)], linkEmbed: card }),
      facets: [],
      createdAt: at,
    });
    expect(record.embed).toEqual({
      $type: 'app.bsky.embed.images',
      images: [
        {
          image: { $type: 'blob', ref: { $link: 'bafk7' }, mimeType: 'image/png', size: 7 },
          alt: 'Happy dance',
          aspectRatio: { width: 160, height: 120 },
        },
        {
          image: { $type: 'blob', ref: { $link: 'bafk1' }, mimeType: 'image/png', size: 1 },
          alt: 'pic 1',
        },
      ],
    });
  });

  it('posts a GIF beside a link card as a picture too, and a lone GIF as its GIF card', () => {
    expect(
      bskyPostRecord({
        post: post({ media: [gif(7)], linkEmbed: card }),
        facets: [],
        createdAt: at,
      }).embed,
    ).toMatchObject({ $type: 'app.bsky.embed.images', images: [{ alt: 'Happy dance' }] });
    expect(
      bskyPostRecord({ post: post({ media: [gif(7)] }), facets: [], createdAt: at }).embed,
    ).toMatchObject({
      $type: 'app.bsky.embed.external',
      external: { uri: 'https://media.giphy.com/media/abc/giphy.gif?hh=120&ww=160' },
    });
    // A host Bluesky's app does not play: a picture of its still.
    expect(
      bskyPostRecord({
        post: post({ media: [{ ...gif(7), ref: 'https://gifs.example/a.gif' }] }),
        facets: [],
        createdAt: at,
      }).embed,
    ).toMatchObject({ $type: 'app.bsky.embed.images' });
  });

  it('names the GIFs that must go as pictures but have no still', () => {
    const plays = () => true;
    expect(gifsWithoutStill(post({ media: [gif()] }), plays)).toEqual([]);
    expect(gifsWithoutStill(post({ media: [gif(), image(1)] }), plays)).toEqual([gif()]);
    expect(gifsWithoutStill(post({ media: [gif(7), image(1)] }), plays)).toEqual([]);
    expect(bskyGifCard(post({ media: [gif()] }), () => false)).toBeUndefined();
  });

  it('keeps the pictures beside a quote (recordWithMedia)', () => {
    expect(
      bskyPostRecord({
        post: post({ media: [gif(7), image(1)], linkEmbed: card }),
        facets: [],
        createdAt: at,
        quote,
      }).embed,
    ).toMatchObject({
      $type: 'app.bsky.embed.recordWithMedia',
      media: { $type: 'app.bsky.embed.images', images: [{ alt: 'Happy dance' }, { alt: 'pic 1' }] },
    });
  });
});

describe('bskyThreadgate', () => {
  it('maps each reply restriction to its rules, and Everyone to none', () => {
    expect(bskyThreadgate('Everyone', 'at://p', at)).toBeUndefined();
    expect(bskyThreadgate('Nobody', 'at://p', at)).toMatchObject({ allow: [] });
    expect(bskyThreadgate('MentionedProfiles', 'at://p', at)).toMatchObject({
      post: 'at://p',
      allow: [{ $type: 'app.bsky.feed.threadgate#mentionRule' }],
    });
  });
});
