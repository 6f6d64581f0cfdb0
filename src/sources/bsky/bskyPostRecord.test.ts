import { describe, expect, it } from 'vitest';
import type { OutgoingPost, UploadedMedia } from '../source';
import { bskyPostRecord, bskyThreadgate } from './bskyPostRecord';

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
