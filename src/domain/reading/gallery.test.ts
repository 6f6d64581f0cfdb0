import { describe, expect, it } from 'vitest';
import {
  clampPan,
  clampZoom,
  galleryMedia,
  galleryStep,
  swipeStep,
  visibleTabs,
  ZOOM_MAX,
} from './gallery';
import type { Attachment } from './post';

const image = (n: number): Attachment => ({ kind: 'image', url: `https://m.test/${n}.png` });
const gif = (n: number): Attachment => ({ kind: 'gif', url: `https://m.test/${n}.gif` });
const video: Attachment = { kind: 'video', url: 'https://m.test/v.m3u8' };
const audio: Attachment = { kind: 'audio', url: 'https://m.test/a.mp3' };

describe('galleryMedia', () => {
  it('pages through the grid first, so the nth tile opens the nth picture, then what plays below it', () => {
    expect(galleryMedia([gif(1), image(1), video, image(2)])).toEqual([
      gif(1),
      image(1),
      image(2),
      video,
    ]);
    // A lone GIF plays below the pictures, and comes after them.
    expect(galleryMedia([gif(1), image(1)])).toEqual([image(1), gif(1)]);
  });

  it('leaves sounds out, and has every picture, not the grid’s nine', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => image(i));
    expect(galleryMedia([...twelve, audio])).toEqual(twelve);
  });
});

describe('galleryStep', () => {
  it('moves by one and stops at either end', () => {
    expect(galleryStep(0, 1, 3)).toBe(1);
    expect(galleryStep(2, 1, 3)).toBe(2);
    expect(galleryStep(0, -1, 3)).toBe(0);
    expect(galleryStep(7, -1, 3)).toBe(2);
    expect(galleryStep(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('turns to the next picture on a swipe left and the previous on a swipe right', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });

  it('ignores short moves and mostly vertical ones', () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});

describe('zoom and pan', () => {
  it('holds the zoom between fitted and four times', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(9)).toBe(ZOOM_MAX);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('pans a zoomed picture only as far as it overhangs the frame', () => {
    const size = { width: 400, height: 300 };
    // At 2× a 400 × 300 picture overhangs by 200 × 150 on each side.
    expect(clampPan({ x: 500, y: -500 }, 2, size)).toEqual({ x: 200, y: -150 });
    expect(clampPan({ x: 50, y: 20 }, 2, size)).toEqual({ x: 50, y: 20 });
    expect(clampPan({ x: 50, y: 20 }, 1, size)).toEqual({ x: 0, y: 0 });
  });
});

describe('visibleTabs', () => {
  it('hides the tabs a link names, without regard to case, and ignores names it does not know', () => {
    const tabs = ['Comments', 'Reposts', 'Quotes', 'Likes'];
    expect(visibleTabs(tabs, 'likes, QUOTES,Bets')).toEqual(['Comments', 'Reposts']);
    expect(visibleTabs(tabs, undefined)).toEqual(tabs);
    expect(visibleTabs(tabs, '')).toEqual(tabs);
  });
});
