import { mediaGrid } from './mediaGrid';
import type { Attachment } from './post';

/**
 * The media viewer's rules (reading.md §2.3), kept apart from the screen so
 * they are tested as plain functions: what it shows and in what order, how
 * a key, a swipe or a pinch moves it, and how far a zoomed picture pans.
 */

/**
 * What the viewer pages through, in the order the post shows it: the grid's
 * tiles first (so tile n opens picture n), then the videos and GIFs shown
 * below it. Sounds are not pictures and stay in the post.
 */
export function galleryMedia(media: readonly Attachment[]): Attachment[] {
  const grid = mediaGrid(media, { all: true });
  return [...grid.tiles, ...grid.apart.filter((m) => m.kind !== 'audio')];
}

/** The index `delta` pictures on, held to the first and last (the gallery does not wrap). */
export function galleryStep(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + delta));
}

/** How far a finger moves sideways before the gallery turns the page. */
export const SWIPE_DISTANCE = 50;

/**
 * The page a swipe turns to: +1 (next) for a swipe to the left, -1 for one
 * to the right, 0 for a short or mostly vertical move.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Zoom from the picture fitted to the screen (1) up to four times that. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
/** A double-click or double-tap zooms to this, or back to fitted. */
export const ZOOM_TOGGLE = 2.5;
/** Each Zoom in / Zoom out (button, + or - key). */
export const ZOOM_STEP = 1.5;

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return ZOOM_MIN;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
}

export interface Pan {
  x: number;
  y: number;
}

/**
 * A zoomed picture's offset, held so its edges never come inside the frame:
 * at zoom `scale` a picture `size` wide overhangs by (scale − 1) × size / 2
 * on each side, and that is as far as it moves. Fitted (scale 1) it is centred.
 */
export function clampPan(pan: Pan, scale: number, size: { width: number; height: number }): Pan {
  const limitX = (Math.max(0, scale - 1) * size.width) / 2;
  const limitY = (Math.max(0, scale - 1) * size.height) / 2;
  const hold = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;
  return { x: hold(pan.x, limitX), y: hold(pan.y, limitY) };
}

/**
 * The tabs a link asked the viewer to hide (`?hiddenTabs=Likes,Quotes`):
 * names compared without case, unknown ones ignored.
 */
export function visibleTabs(tabs: readonly string[], hiddenTabs: string | undefined): string[] {
  const hidden = new Set(
    (hiddenTabs ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  return tabs.filter((tab) => !hidden.has(tab.toLowerCase()));
}
