import { describe, expect, it } from 'vitest';
import type { MediaFile } from '../model/mediaFile';
import type { Poll } from '../model/poll';
import { carriedOn, leftOutNote, leftOutNotes, type CarriedPost } from './leftOut';

const ctx = { type: 'compose' as const, tiers: {} };
const png: MediaFile = {
  id: 'p',
  file: { name: 'p.png', type: 'image/png' },
  mimeType: 'image/png',
};
const gif: MediaFile = {
  id: 'g',
  file: { name: 'Happy dance.gif', type: 'image/gif' },
  mimeType: 'image/gif',
  urls: { Giphy: 'https://media.giphy.com/media/1/giphy.gif' },
};
const video: MediaFile = {
  id: 'v',
  file: { name: 'v.mp4', type: 'video/mp4' },
  mimeType: 'video/mp4',
};
const card = { url: 'https://example.com/a', title: 'A' };
const poll = { options: [] } as unknown as Poll;
const post = (over: Partial<CarriedPost>): CarriedPost => ({
  images: [],
  videos: [],
  openGraphs: [],
  poll: null,
  ...over,
});

describe('what each network carries of one post', () => {
  const full = post({ images: [png, gif], openGraphs: [card] });

  it('Bluesky: pictures and the GIF (as a picture); the card is left out beside them', () => {
    expect(carriedOn('Bsky', full, ctx)).toEqual({
      shows: 'the pictures',
      left: [{ kind: 'card' }],
    });
    expect(leftOutNote('Bsky', full, ctx)).toBe(
      'Bluesky shows the pictures; the link card is left out.',
    );
    expect(leftOutNote('Bsky', post({ images: [gif], openGraphs: [card] }), ctx)).toBe(
      'Bluesky shows the GIF; the link card is left out.',
    );
    expect(leftOutNote('Bsky', post({ videos: [video], openGraphs: [card] }), ctx)).toBe(
      'Bluesky shows the video; the link card is left out.',
    );
    // One kind alone fits its one embed.
    expect(leftOutNote('Bsky', post({ images: [png, gif] }), ctx)).toBeUndefined();
    expect(leftOutNote('Bsky', post({ openGraphs: [card] }), ctx)).toBeUndefined();
    expect(leftOutNote('Bsky', post({ images: [gif] }), ctx)).toBeUndefined();
  });

  it('X: a GIF only on its own, and no card beside media', () => {
    expect(carriedOn('Twitter', full, ctx).left).toEqual([
      { kind: 'gifs', count: 1 },
      { kind: 'card' },
    ]);
    expect(leftOutNote('Twitter', full, ctx)).toBe(
      'X shows the picture; the GIF and the link card are left out.',
    );
    expect(leftOutNote('Twitter', post({ images: [png, gif] }), ctx)).toBe(
      'X shows the picture; the GIF is left out.',
    );
    expect(leftOutNote('Twitter', post({ images: [gif], openGraphs: [card] }), ctx)).toBe(
      'X shows the GIF; the link card is left out.',
    );
    expect(leftOutNote('Twitter', post({ images: [gif] }), ctx)).toBeUndefined();
    expect(leftOutNote('Twitter', post({ openGraphs: [card] }), ctx)).toBeUndefined();
  });

  it('Farcaster: 2 embeds a cast (4 with Pro); the card gives way first', () => {
    expect(carriedOn('Farcaster', full, ctx)).toEqual({ embedLimit: 2, left: [{ kind: 'card' }] });
    expect(leftOutNote('Farcaster', full, ctx)).toBe(
      'Farcaster takes 2 embeds a post: the link card is left out.',
    );
    expect(leftOutNote('Farcaster', full, { ...ctx, tiers: { Farcaster: 'pro' } })).toBeUndefined();
    expect(
      leftOutNote('Farcaster', post({ images: [png], openGraphs: [card] }), ctx),
    ).toBeUndefined();
    // A quoted cast is an embed too.
    expect(
      leftOutNote('Farcaster', post({ images: [png], openGraphs: [card] }), {
        ...ctx,
        type: 'quote',
      }),
    ).toBe('Farcaster takes 2 embeds a post: the link card is left out.');
  });

  it('Farcaster: the poll’s frame takes an embed before the rest', () => {
    expect(leftOutNote('Farcaster', post({ poll, openGraphs: [card] }), ctx)).toBeUndefined();
    expect(
      leftOutNote('Farcaster', post({ poll, images: [png, png], openGraphs: [card] }), ctx),
    ).toBe('Farcaster takes 2 embeds a post: a picture and the link card are left out.');
    expect(carriedOn('Farcaster', post({ poll, images: [png, gif, png] }), ctx).left).toEqual([
      { kind: 'pictures', count: 1 },
      { kind: 'gifs', count: 1 },
    ]);
  });

  it('Lens carries it all', () => {
    expect(leftOutNote('Lens', full, ctx)).toBeUndefined();
    expect(leftOutNote('Lens', post({ videos: [video], openGraphs: [card] }), ctx)).toBeUndefined();
  });

  it('notes each chosen network that leaves something out, post by post in a thread', () => {
    expect(leftOutNotes(['Farcaster', 'Lens', 'Bsky'], [full], ctx)).toEqual({
      Farcaster: 'Farcaster takes 2 embeds a post: the link card is left out.',
      Bsky: 'Bluesky shows the pictures; the link card is left out.',
    });
    expect(leftOutNotes(['Bsky'], [post({}), full], ctx)).toEqual({
      Bsky: 'Post 2: Bluesky shows the pictures; the link card is left out.',
    });
    expect(leftOutNotes(['Lens'], [full], ctx)).toEqual({});
  });
});
