import { describe, expect, it } from 'vitest';
import { createAspectRatioCache } from './aspectRatioCache';
import { drawnAspect, imageBox } from './imageBox';
import { mediaGrid } from './mediaGrid';
import type { Attachment } from './post';
import { QUOTE_TEXT_LIMIT, quoteText, textClamp } from './textClamp';

const image = (n: number): Attachment => ({ kind: 'image', url: `https://m.test/${n}.png` });
const gif = (n: number): Attachment => ({ kind: 'gif', url: `https://m.test/${n}.gif` });
const video: Attachment = { kind: 'video', url: 'https://m.test/v.m3u8' };

describe('mediaGrid', () => {
  it('shows 9 tiles and counts the rest as +N; 4 in minimal mode; all in the detail view', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => image(i));
    expect(mediaGrid(twelve)).toMatchObject({ more: 3 });
    expect(mediaGrid(twelve).tiles.map((t) => t.url)).toEqual(twelve.slice(0, 9).map((t) => t.url));
    expect(mediaGrid(twelve, { minimal: true })).toMatchObject({ more: 8 });
    expect(mediaGrid(twelve, { all: true })).toMatchObject({ more: 0 });
    expect(mediaGrid(twelve.slice(0, 9))).toMatchObject({ more: 0 });
  });

  it('plays a lone GIF on its own, and puts GIFs in the grid beside a video or when there are several', () => {
    expect(mediaGrid([image(1), gif(1)])).toEqual({ tiles: [image(1)], more: 0, apart: [gif(1)] });
    expect(mediaGrid([image(1), gif(1), gif(2)])).toEqual({
      tiles: [image(1), gif(1), gif(2)],
      more: 0,
      apart: [],
    });
    expect(mediaGrid([gif(1), video])).toEqual({ tiles: [gif(1)], more: 0, apart: [video] });
  });
});

describe('imageBox', () => {
  it('keeps a picture’s shape within 550 wide and 280 high on screen', () => {
    expect(imageBox({ width: 1600, height: 900 })).toEqual({ width: 498, height: 280 });
    expect(imageBox({ width: 3000, height: 500 })).toEqual({ width: 550, height: 92 });
    expect(imageBox({ width: 100, height: 80 })).toEqual({ width: 100, height: 80 });
  });

  it('holds very thin or very flat pictures to the smallest sides, and takes an unknown size as 1000 square', () => {
    expect(imageBox({ width: 20, height: 2000 })).toEqual({ width: 60, height: 280 });
    expect(imageBox({ width: 5000, height: 100 })).toEqual({ width: 550, height: 60 });
    expect(imageBox()).toEqual({ width: 280, height: 280 });
  });
});

describe('drawnAspect', () => {
  it('draws a picture at its shape while it is 50 to 750 high, else at 16/9', () => {
    expect(drawnAspect({ width: 1000, height: 500 }, 500)).toBe(2);
    expect(drawnAspect({ width: 100, height: 1000 }, 500)).toBeCloseTo(16 / 9);
    expect(drawnAspect({ width: 2000, height: 100 }, 500)).toBeCloseTo(16 / 9);
    expect(drawnAspect({}, 500)).toBe(1);
  });
});

describe('createAspectRatioCache', () => {
  it('keeps the 100 most recently used shapes', () => {
    const cache = createAspectRatioCache();
    for (let i = 0; i < 100; i++) cache.set(`u${i}`, 1 + i / 100);
    expect(cache.get('u0')).toBe(1); // used again: now the newest
    cache.set('u100', 2);
    expect(cache.size).toBe(100);
    expect(cache.get('u1')).toBeUndefined();
    expect(cache.get('u0')).toBe(1);
    cache.set('bad', Number.NaN);
    expect(cache.get('bad')).toBeUndefined();
  });
});

describe('textClamp', () => {
  const long = 'word '.repeat(100);
  it('clamps long replies to 4 lines, 4 more per click; never short ones or posts outside replies', () => {
    expect(textClamp(long, { inReply: true })).toEqual({ kind: 'steps', lines: 4, step: 4 });
    expect(textClamp(long, { inReply: true, clicks: 2 })).toEqual({
      kind: 'steps',
      lines: 12,
      step: 4,
    });
    expect(textClamp('x'.repeat(450), { inReply: true })).toEqual({ kind: 'none' });
    expect(textClamp('x'.repeat(451), { inReply: true })).toMatchObject({ kind: 'steps' });
    expect(textClamp(long, {})).toEqual({ kind: 'none' });
  });

  it('folds the external microblog’s posts to 5 lines with a toggle', () => {
    expect(textClamp('short', { externalMicroblog: true, open: true })).toEqual({
      kind: 'toggle',
      lines: 5,
      open: true,
    });
  });
});

describe('quoteText', () => {
  it('cuts a quoted post at 2,000 characters, counting emoji as one', () => {
    const text = '🙂'.repeat(QUOTE_TEXT_LIMIT + 5);
    expect([...quoteText(text)]).toHaveLength(QUOTE_TEXT_LIMIT + 1);
    expect(quoteText('short')).toBe('short');
  });
});
