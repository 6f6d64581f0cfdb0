import { describe, expect, it } from 'vitest';
import { emptyComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { farcasterLoginBlocked } from '@/domain/messages/composer';
import {
  FARCASTER_LOGIN_MAX_IMAGES,
  loginBlockedProblem,
  loginRequiredProblem,
} from './loginRequired';

const img: MediaFile = {
  id: 'i',
  file: { name: 'a.png', type: 'image/png' },
  mimeType: 'image/png',
};

describe('login (composer.md §6, §2.3)', () => {
  it("'Login required to post on {platform}.' for the first selected source without a login", () => {
    expect(loginRequiredProblem(['Farcaster', 'Twitter'], ['Farcaster'])).toBe(
      'Login required to post on X.',
    );
    expect(loginRequiredProblem(['Bsky'], [])).toBe('Login required to post on Bluesky.');
    expect(loginRequiredProblem(['Farcaster'], ['Farcaster'])).toBeUndefined();
  });

  it('blocks the Farcaster login with more than 2 images attached', () => {
    expect(FARCASTER_LOGIN_MAX_IMAGES).toBe(2);
    const two = emptyComposerPost('a', { images: [img, img] });
    const three = emptyComposerPost('b', { images: [img, img, img] });
    expect(loginBlockedProblem('Farcaster', [two])).toBeUndefined();
    expect(loginBlockedProblem('Farcaster', [two, three])).toBe(farcasterLoginBlocked(2));
    expect(loginBlockedProblem('Lens', [three])).toBeUndefined();
  });
});
