import { describe, expect, it } from 'vitest';
import type { MediaFile } from '../model/mediaFile';
import { CAPABILITIES } from '@/domain/capabilities';
import { addGifProblem, gifPickerProvider, gifProviderBlockers } from './addGif';
import {
  gifProviderNotAllowed,
  noGifProviderForAll,
  MEDIA_CANNOT_MIX,
  tooManyGifs,
  tooManyImages,
} from '@/domain/messages/composer';

const MB = 1024 * 1024;
const ctx = { type: 'compose' as const, tiers: {} };
const gif: MediaFile = {
  id: 'g',
  file: { name: 'g.gif', type: 'image/gif' },
  mimeType: 'image/gif',
};
const png: MediaFile = {
  id: 'p',
  file: { name: 'p.png', type: 'image/png' },
  mimeType: 'image/png',
};
const none = { images: [], videos: [] };

describe('GIFs from the picker (composer.md §2.5, §5.3, §5.4)', () => {
  it('uses Tenor when Bluesky is selected, Giphy otherwise, among those every network takes', () => {
    expect(gifPickerProvider(['Farcaster', 'Bsky'])).toBe('tenor');
    expect(gifPickerProvider(['Farcaster', 'Twitter'])).toBe('giphy');
    expect(gifPickerProvider([])).toBe('giphy');
    // All four (the default): X takes Giphy's only, so Giphy it is.
    expect(gifPickerProvider(['Farcaster', 'Lens', 'Twitter', 'Bsky'])).toBe('giphy');
    // Only what the server offers.
    expect(gifPickerProvider(['Farcaster'], ['tenor'])).toBe('tenor');
    expect(gifPickerProvider(['Farcaster', 'Twitter'], ['tenor'])).toBeUndefined();
  });

  it('says which network to turn off when no offered provider suits them all', () => {
    expect(gifProviderBlockers(['Farcaster', 'Twitter', 'Bsky'], ['tenor'])).toEqual({
      provider: 'tenor',
      networks: ['Twitter'],
    });
    expect(gifProviderBlockers(['Farcaster', 'Twitter'], ['giphy', 'tenor'])).toBeUndefined();
    expect(gifProviderBlockers(['Twitter'], [])).toBeUndefined();
    expect(
      noGifProviderForAll(['Twitter'], (source) => CAPABILITIES[source].gifs.providers, 'tenor'),
    ).toBe('X only takes GIFs from Giphy. Turn X off to add a GIF from Tenor.');
  });

  it('adds a GIF every selected source takes', () => {
    expect(
      addGifProblem(none, { provider: 'giphy', size: MB }, ['Farcaster', 'Twitter'], ctx),
    ).toBeUndefined();
    expect(addGifProblem(none, { provider: 'tenor' }, [], ctx)).toBeUndefined();
  });

  it('refuses a provider a source does not take, listing its providers', () => {
    expect(addGifProblem(none, { provider: 'tenor' }, ['Twitter'], ctx)).toBe(
      gifProviderNotAllowed('Twitter', ['giphy']),
    );
    expect(addGifProblem(none, { provider: 'tenor' }, ['Bsky', 'Twitter'], ctx)).toBe(
      gifProviderNotAllowed('Twitter', ['giphy']),
    );
  });

  it('refuses a GIF over the combined size limit with the size', () => {
    expect(addGifProblem(none, { provider: 'tenor', size: 2 * MB }, ['Bsky'], ctx)).toBe(
      'This GIF (2.0 MB) is larger than 976.6 KB, the most a GIF can be.',
    );
    expect(addGifProblem(none, { provider: 'giphy', size: 16 * MB }, ['Farcaster'], ctx)).toBe(
      'This GIF (16.0 MB) is larger than 15.0 MB, the most a GIF can be.',
    );
  });

  it('caps GIFs and images, and never mixes with a video', () => {
    expect(
      addGifProblem({ images: [gif], videos: [] }, { provider: 'giphy' }, ['Twitter'], ctx),
    ).toBe(tooManyGifs(1));
    expect(
      addGifProblem({ images: [png, png], videos: [] }, { provider: 'giphy' }, ['Farcaster'], ctx),
    ).toBe(tooManyImages(2));
    expect(
      addGifProblem({ images: [], videos: [{}] }, { provider: 'giphy' }, ['Farcaster'], ctx),
    ).toBe(MEDIA_CANNOT_MIX);
  });
});
