import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { newPoll } from '../model/poll';
import { pollButtonDisabled, pollButtonReason, pollButtonShown } from './pollButton';

const img: MediaFile = {
  id: 'i',
  file: { name: 'a.png', type: 'image/png' },
  mimeType: 'image/png',
};
const post = (extra: Parameters<typeof emptyComposerPost>[1]) =>
  emptyComposerPost('p', { availableSources: ['Farcaster', 'Twitter'], ...extra });

describe('poll button (composer.md §2.3, §5.5)', () => {
  it('shows only for compose with the poll flag on', () => {
    expect(pollButtonShown('compose', true)).toBe(true);
    expect(pollButtonShown('compose', false)).toBe(false);
    expect(pollButtonShown('reply', true)).toBe(false);
    expect(pollButtonShown('quote', true)).toBe(false);
  });

  it('is enabled when every selected source has polls and there is no media, poll or red packet', () => {
    expect(pollButtonDisabled(post({}))).toBe(false);
  });

  it('is disabled by a selected source without polls', () => {
    expect(pollButtonDisabled(post({ availableSources: ['Farcaster', 'Bsky'] }))).toBe(true);
  });

  it('is disabled by media, a poll or a red packet', () => {
    expect(pollButtonDisabled(post({ images: [img] }))).toBe(true);
    expect(pollButtonDisabled(post({ videos: [img] }))).toBe(true);
    expect(pollButtonDisabled(post({ poll: newPoll(() => 'x') }))).toBe(true);
    expect(
      pollButtonDisabled(post({ rpPayload: { publicKey: 'k', metadata: { rpid: 'r' } } })),
    ).toBe(true);
  });

  it('says why it is disabled, naming the networks without polls', () => {
    expect(pollButtonReason(post({}))).toBeUndefined();
    expect(pollButtonReason(post({ availableSources: ['Farcaster', 'Bsky'] }))).toBe(
      'Bluesky has no polls: turn it off to add a poll.',
    );
    expect(pollButtonReason(post({ images: [img] }))).toBe(
      'Remove the pictures and videos to add a poll.',
    );
    expect(pollButtonReason(post({ poll: newPoll(() => 'x') }))).toBe(
      'This post already has a poll.',
    );
    expect(pollButtonReason(post({ rpPayload: { publicKey: 'k', metadata: { rpid: 'r' } } }))).toBe(
      'Remove the red packet to add a poll.',
    );
  });
});
