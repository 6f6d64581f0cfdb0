import { describe, expect, it } from 'vitest';
import type { ComposerPost } from '../model/composerPost';
import { emptyComposerPost } from '../model/composerPost';
import type { MediaFile } from '../model/mediaFile';
import { newPoll } from '../model/poll';
import type { PostSource } from '../model/sourceFields';
import {
  anonymousSealedTo,
  gifProviderNotAllowed,
  localGifNotSupported,
  onlyNetworks,
  SOURCE_NOT_AVAILABLE,
  tooManyGifs,
  tooManyImages,
  videoDurationOutOfRange,
  videoSizeOutOfRange,
} from '@/domain/messages/composer';
import type { AvailabilityContext } from './sourceAvailability';
import { sourceAvailability } from './sourceAvailability';

const img = (id: string, extra: Partial<MediaFile> = {}): MediaFile => ({
  id,
  file: { name: `${id}.png`, type: 'image/png' },
  mimeType: 'image/png',
  ...extra,
});
const gif = (id: string, urls: MediaFile['urls']): MediaFile =>
  img(id, { mimeType: 'image/gif', file: { name: `${id}.gif`, type: 'image/gif' }, urls });
const video = (extra: Partial<MediaFile>): MediaFile => ({
  id: 'v',
  file: { name: 'v.mp4', type: 'video/mp4' },
  mimeType: 'video/mp4',
  ...extra,
});

function ctx(
  post: Partial<ComposerPost>,
  more: Partial<AvailabilityContext> = {},
): AvailabilityContext {
  return {
    type: 'compose',
    sealedSource: null,
    disabledSources: [],
    scheduleTime: null,
    tiers: {},
    posts: [emptyComposerPost('p', post)],
    ...more,
  };
}

const reasonOf = (source: PostSource, c: AvailabilityContext) => {
  const a = sourceAvailability(source, c);
  return a.disabled ? a.reason : undefined;
};

describe('source availability (composer.md §5.3)', () => {
  it('enables every source of a plain post', () => {
    for (const s of ['Farcaster', 'Lens', 'Twitter', 'Bsky'] as const) {
      expect(sourceAvailability(s, ctx({}))).toEqual({ disabled: false });
    }
  });

  it('disables a source in the disabled list', () => {
    expect(reasonOf('Lens', ctx({}, { disabledSources: ['Lens'] }))).toBe(SOURCE_NOT_AVAILABLE);
  });

  it('keeps an anonymous reply or quote to its sealed source', () => {
    const c = ctx({ isAnonymous: true }, { type: 'reply', sealedSource: 'Farcaster' });
    expect(reasonOf('Twitter', c)).toBe(anonymousSealedTo('Farcaster'));
    expect(reasonOf('Farcaster', c)).toBeUndefined();
    expect(
      reasonOf(
        'Twitter',
        ctx({ isAnonymous: false }, { type: 'reply', sealedSource: 'Farcaster' }),
      ),
    ).toBeUndefined();
  });

  it("with a poll, disables sources without polls: 'only {networks}'", () => {
    const c = ctx({ poll: newPoll(() => 'x') });
    expect(reasonOf('Bsky', c)).toBe('only Farcaster, Lens, and X');
    expect(reasonOf('Bsky', c)).toBe(onlyNetworks(['Farcaster', 'Lens', 'Twitter']));
    expect(reasonOf('Lens', c)).toBeUndefined();
  });

  it('with images over the limit of the sources together, disables the source that lowers it, naming its limit as its own', () => {
    const c = ctx({ images: [img('a'), img('b'), img('c')], availableSources: ['Lens'] });
    expect(reasonOf('Farcaster', c)).toBe('Farcaster takes at most 2 images.');
    expect(reasonOf('Twitter', c)).toBeUndefined();
    expect(reasonOf('Farcaster', { ...c, tiers: { Farcaster: 'pro' } })).toBeUndefined();
  });

  it('speaks of the networks chosen only when their own limit is over (issue 18)', () => {
    // Farcaster not chosen: three images are within what Lens, X and Bluesky take.
    const c = ctx({
      images: [img('a'), img('b'), img('c')],
      availableSources: ['Lens', 'Twitter', 'Bsky'],
    });
    expect(reasonOf('Farcaster', c)).not.toBe(tooManyImages(2));
    expect(reasonOf('Farcaster', c)).toBe('Farcaster takes at most 2 images.');
    // Five images (a draft written for Lens alone) are over what X and Bluesky, chosen, take.
    const five = ctx({
      images: ['a', 'b', 'c', 'd', 'e'].map((id) => img(id)),
      availableSources: ['Twitter', 'Bsky'],
    });
    expect(reasonOf('Lens', five)).toBe(tooManyImages(4));
    expect(reasonOf('Twitter', five)).toBe('X takes at most 4 images.');
  });

  it('with more GIFs than the sources together take, disables the source', () => {
    const c = ctx({
      images: [gif('a', { Giphy: 'g' }), gif('b', { Giphy: 'h' })],
      availableSources: ['Farcaster'],
    });
    expect(reasonOf('Twitter', c)).toBe('X takes at most 1 GIF.');
    expect(reasonOf('Farcaster', c)).toBeUndefined();
    const chosenFull = ctx({
      images: [gif('a', { Giphy: 'g' }), gif('b', { Giphy: 'h' })],
      availableSources: ['Farcaster', 'Twitter'],
    });
    expect(reasonOf('Lens', chosenFull)).toBe('Lens takes at most 1 GIF.');
    expect(reasonOf('Farcaster', chosenFull)).toBe(tooManyGifs(1));
  });

  it('disables a source that does not take the GIF’s provider, listing the allowed ones', () => {
    expect(reasonOf('Twitter', ctx({ images: [gif('a', { Tenor: 't' })] }))).toBe(
      gifProviderNotAllowed('Twitter', ['giphy']),
    );
    // Bluesky takes either provider's GIF (as a picture, or alone as a GIF card).
    expect(reasonOf('Bsky', ctx({ images: [gif('a', { Giphy: 'g' })] }))).toBeUndefined();
    expect(reasonOf('Bsky', ctx({ images: [gif('a', { Local: 'blob:' })] }))).toBe(
      localGifNotSupported(['Bsky']),
    );
    expect(reasonOf('Farcaster', ctx({ images: [gif('a', { Tenor: 't' })] }))).toBeUndefined();
  });

  it('disables a source whose combined video rules the video fails', () => {
    const long = ctx({ videos: [video({ duration: 200 })], availableSources: ['Farcaster'] });
    expect(reasonOf('Twitter', long)).toBe(videoDurationOutOfRange(1, 140));
    expect(reasonOf('Lens', long)).toBeUndefined();
    const wide = ctx({ videos: [video({ width: 3840, height: 2160 })] });
    expect(reasonOf('Twitter', wide)).toBe(videoSizeOutOfRange(32, 1920, 32, 1200));
    expect(reasonOf('Bsky', wide)).toBeUndefined();
  });

  it('a red packet or a schedule time disable only sources without them (all four have both today)', () => {
    const c = ctx(
      { rpPayload: { publicKey: 'k', metadata: { rpid: 'r' } } },
      { scheduleTime: Date.now() },
    );
    for (const s of ['Farcaster', 'Lens', 'Twitter', 'Bsky'] as const)
      expect(reasonOf(s, c)).toBeUndefined();
  });

  it('looks at every post of a thread', () => {
    const c = ctx({});
    const withPoll = {
      ...c,
      posts: [...c.posts, emptyComposerPost('q', { poll: newPoll(() => 'x') })],
    };
    expect(reasonOf('Bsky', withPoll)).toMatch(/^only /);
  });
});
