import { describe, expect, it } from 'vitest';
import type { UploadedMedia } from '../source';
import { lensPostMetadata, tagsOf } from './lensMetadata';

const image = (n: number): UploadedMedia => ({
  kind: 'image',
  ref: `lens://${n}`,
  mimeType: 'image/png',
  alt: `pic ${n}`,
});

describe('lensPostMetadata (composer.md §7.3)', () => {
  it('writes a text post with id, locale, title, content and tags', () => {
    expect(
      lensPostMetadata({
        id: 'job-1',
        handle: 'polly',
        post: { text: 'gm #Lens and #web3', media: [] },
      }),
    ).toEqual({
      $schema: 'https://json-schemas.lens.dev/posts/text-only/3.0.0.json',
      lens: {
        id: 'job-1',
        locale: 'en',
        mainContentFocus: 'TEXT_ONLY',
        title: 'Post by #polly',
        content: 'gm #Lens and #web3',
        tags: ['lens', 'web3'],
      },
    });
  });

  it('puts the first image up front and the rest as attachments', () => {
    const doc = lensPostMetadata({
      id: 'j',
      handle: 'p',
      post: { text: 'pics', media: [image(1), image(2)] },
    });
    expect(doc).toMatchObject({
      $schema: 'https://json-schemas.lens.dev/posts/image/3.0.0.json',
      lens: {
        mainContentFocus: 'IMAGE',
        image: { item: 'lens://1', type: 'image/png', altTag: 'pic 1' },
        attachments: [{ item: 'lens://2' }],
      },
    });
  });

  it('writes a video with its cover frame, and a link card into the content', () => {
    const video: UploadedMedia = {
      kind: 'video',
      ref: 'lens://v',
      mimeType: 'video/mp4',
      thumb: 'lens://cover',
    };
    const doc = lensPostMetadata({
      id: 'j',
      handle: 'p',
      post: { text: 'watch', media: [video], linkEmbed: { url: 'https://x.test' } },
    });
    expect(doc).toMatchObject({
      $schema: 'https://json-schemas.lens.dev/posts/video/3.0.0.json',
      lens: {
        mainContentFocus: 'VIDEO',
        content: 'watch\n\nhttps://x.test',
        video: { item: 'lens://v', type: 'video/mp4', cover: 'lens://cover' },
      },
    });
  });

  it('writes a GIF as an image', () => {
    const gif = (ref: string): UploadedMedia => ({ kind: 'gif', ref, mimeType: 'image/gif' });
    expect(
      lensPostMetadata({ id: 'j', handle: 'p', post: { text: 'gif', media: [gif('lens://g')] } }),
    ).toMatchObject({
      $schema: 'https://json-schemas.lens.dev/posts/image/3.0.0.json',
      lens: { mainContentFocus: 'IMAGE', image: { item: 'lens://g', type: 'image/gif' } },
    });
  });

  it('finds hashtags once each', () => {
    expect(tagsOf('#a #A x#b #c_1')).toEqual(['a', 'c_1']);
  });
});
