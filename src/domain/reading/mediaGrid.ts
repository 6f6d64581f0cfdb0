import type { Attachment } from './post';

/** Tiles in a post's grid before '+N' (reading.md §2.2, §9); the detail view shows all. */
export const MEDIA_GRID_TILES = 9;
export const MEDIA_GRID_TILES_MINIMAL = 4;

export interface MediaGrid {
  /** The grid's tiles, in order. */
  tiles: Attachment[];
  /** How many more there are: the '+N' over the last tile (0: none). */
  more: number;
  /** Shown on their own below the grid: videos, sounds, and a lone GIF (it plays). */
  apart: Attachment[];
}

/**
 * Where each attachment goes (reading.md §2.2): pictures in the grid; a GIF
 * plays on its own unless the post also has a video or more than one GIF,
 * when the GIFs join the pictures.
 */
export function mediaGrid(
  media: readonly Attachment[],
  options: { minimal?: boolean; all?: boolean } = {},
): MediaGrid {
  const gifs = media.filter((m) => m.kind === 'gif');
  const hasVideo = media.some((m) => m.kind === 'video');
  const gifsInGrid = hasVideo || gifs.length > 1;
  const inGrid = media.filter((m) => m.kind === 'image' || (m.kind === 'gif' && gifsInGrid));
  const apart = media.filter((m) => !inGrid.includes(m));
  const limit = options.all
    ? Infinity
    : options.minimal
      ? MEDIA_GRID_TILES_MINIMAL
      : MEDIA_GRID_TILES;
  const tiles = inGrid.slice(0, limit);
  return { tiles, more: inGrid.length - tiles.length, apart };
}
