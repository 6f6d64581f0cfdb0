import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { beforeSendProblem } from './beforeSendCheck';
import { tooManyImages, WEBP_NOT_ON_TWITTER } from '@/domain/messages/composer';

const MB = 1024 * 1024;
const img = (type = 'image/png'): MediaFile => ({
  id: type,
  file: { name: 'a', type },
  mimeType: type,
});
const video = (size: number): MediaFile => ({
  id: 'v',
  file: { name: 'v.mp4', type: 'video/mp4', size },
  mimeType: 'video/mp4',
});
const ctx = { type: 'compose' as const, tiers: {} };

describe('before sending (composer.md §5.1)', () => {
  it('lets ordinary posts go', () => {
    const post = emptyComposerPost('p', {
      availableSources: ['Farcaster', 'Twitter'],
      images: [img()],
    });
    expect(beforeSendProblem([post], ctx)).toBeUndefined();
  });

  it('refuses WEBP images on Twitter only', () => {
    const post = emptyComposerPost('p', {
      availableSources: ['Lens', 'Twitter'],
      images: [img('image/webp')],
    });
    expect(beforeSendProblem([post], ctx)).toBe(WEBP_NOT_ON_TWITTER);
    expect(beforeSendProblem([{ ...post, availableSources: ['Lens'] }], ctx)).toBeUndefined();
  });

  it('caps the images at the smallest per-source limit (pro Farcaster: 4; quote: one fewer)', () => {
    const images = [img(), img(), img()];
    const post = emptyComposerPost('p', { availableSources: ['Farcaster', 'Lens'], images });
    expect(beforeSendProblem([post], ctx)).toBe(tooManyImages(2));
    expect(beforeSendProblem([post], { ...ctx, tiers: { Farcaster: 'pro' } })).toBeUndefined();
    expect(
      beforeSendProblem([post], { type: 'quote', tiers: { Farcaster: 'pro' } }),
    ).toBeUndefined();
    expect(
      beforeSendProblem([{ ...post, images: [...images, img()] }], {
        type: 'quote',
        tiers: { Farcaster: 'pro' },
      }),
    ).toBe(tooManyImages(3));
  });

  it('refuses a video over the smallest per-source size, naming the platforms and the size', () => {
    const post = emptyComposerPost('p', {
      availableSources: ['Farcaster', 'Twitter', 'Bsky'],
      videos: [video(600 * MB)],
    });
    expect(beforeSendProblem([post], ctx)).toBe(
      'Videos posted to X and Bluesky can be at most 100.0 MB (v.mp4 is 600.0 MB).',
    );
    expect(beforeSendProblem([{ ...post, videos: [video(50 * MB)] }], ctx)).toBeUndefined();
  });

  it('checks every post of a thread, skipping the sources a post was published on', () => {
    const fine = emptyComposerPost('a', { availableSources: ['Twitter'] });
    const webp = emptyComposerPost('b', {
      availableSources: ['Twitter'],
      images: [img('image/webp')],
    });
    expect(beforeSendProblem([fine, webp], ctx)).toBe(WEBP_NOT_ON_TWITTER);
    expect(beforeSendProblem([fine, { ...webp, postId: { Twitter: '1' } }], ctx)).toBeUndefined();
  });
});
