import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { newPoll } from '../model/poll';
import { mediaMenuState } from './mediaMenu';

const ctx = { type: 'compose' as const, tiers: {} };
const png: MediaFile = {
  id: 'p',
  file: { name: 'p.png', type: 'image/png' },
  mimeType: 'image/png',
};
const gif: MediaFile = {
  id: 'g',
  file: { name: 'g.gif', type: 'image/gif' },
  mimeType: 'image/gif',
};
const mp4: MediaFile = {
  id: 'v',
  file: { name: 'v.mp4', type: 'video/mp4' },
  mimeType: 'video/mp4',
};
const post = (extra: Parameters<typeof emptyComposerPost>[1]) =>
  emptyComposerPost('p', { availableSources: ['Farcaster', 'Twitter'], ...extra });

describe('media button (composer.md §5.4)', () => {
  it('is enabled on an empty post', () => {
    expect(mediaMenuState(post({}), ctx)).toEqual({
      buttonDisabled: false,
      imagesDisabled: false,
      videoDisabled: false,
      gifDisabled: false,
    });
  });

  it('is disabled when videos reach their limit', () => {
    expect(mediaMenuState(post({ videos: [mp4] }), ctx)).toMatchObject({
      buttonDisabled: true,
      imagesDisabled: true,
      videoDisabled: true,
      gifDisabled: true,
    });
  });

  it('is disabled with a poll or a red packet', () => {
    expect(mediaMenuState(post({ poll: newPoll(() => 'x') }), ctx).buttonDisabled).toBe(true);
    expect(
      mediaMenuState(post({ rpPayload: { publicKey: 'k', metadata: { rpid: 'r' } } }), ctx)
        .buttonDisabled,
    ).toBe(true);
  });

  it('is disabled when images reach their limit (Farcaster 2; pro 4)', () => {
    expect(mediaMenuState(post({ images: [png, png] }), ctx).buttonDisabled).toBe(true);
    expect(
      mediaMenuState(post({ images: [png, png] }), { ...ctx, tiers: { Farcaster: 'pro' } }),
    ).toMatchObject({
      buttonDisabled: false,
      imagesDisabled: false,
      videoDisabled: true,
    });
  });

  it('disables the GIF button at the GIF limit, leaving still images possible', () => {
    expect(mediaMenuState(post({ images: [gif] }), ctx)).toMatchObject({
      buttonDisabled: false,
      imagesDisabled: false,
      gifDisabled: true,
    });
  });

  it('says why each disabled control is disabled (issue 18)', () => {
    expect(mediaMenuState(post({ poll: newPoll(() => 'x') }), ctx)).toMatchObject({
      buttonReason: 'Remove the poll to add media.',
      gifReason: 'Remove the poll to add media.',
    });
    expect(
      mediaMenuState(post({ rpPayload: { publicKey: 'k', metadata: { rpid: 'r' } } }), ctx)
        .buttonReason,
    ).toBe('Remove the red packet to add media.');
    // Farcaster and X together take 2 images.
    expect(mediaMenuState(post({ images: [png, png] }), ctx)).toMatchObject({
      buttonReason: 'You can post at most 2 images to the networks you chose.',
      imagesReason: 'You can post at most 2 images to the networks you chose.',
      videoReason: 'Images and videos cannot be posted together.',
      gifReason: 'You can post at most 2 images to the networks you chose.',
    });
    expect(mediaMenuState(post({ videos: [mp4] }), ctx)).toMatchObject({
      buttonReason: 'You can post at most 1 video to the networks you chose.',
      imagesReason: 'Images and videos cannot be posted together.',
      gifReason: 'Images and videos cannot be posted together.',
    });
    expect(mediaMenuState(post({ images: [gif] }), ctx).gifReason).toBe(
      'You can post at most 1 GIF to the networks you chose.',
    );
    const open = mediaMenuState(post({}), ctx);
    expect([open.buttonReason, open.imagesReason, open.videoReason, open.gifReason]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
