/**
 * How big a lone picture is drawn (reading.md §2.2, §9): its own shape,
 * between 60 and 550 px wide and 60 and 750 px high, and at most 280 px
 * high on screen. A picture whose size the network did not give is taken
 * as 1000 × 1000 until it loads.
 */
export const IMAGE_BOUNDS = { minWidth: 60, maxWidth: 550, minHeight: 60, maxHeight: 750 };
export const IMAGE_SHOWN_MAX_HEIGHT = 280;
export const UNKNOWN_MEDIA_SIZE = 1000;

/** The other reading of the bounds: drawn heights outside 50–750 px are shown at 16/9. */
export const ASPECT_HEIGHT_RANGE = { min: 50, max: 750 };
export const FALLBACK_ASPECT = 16 / 9;

export interface Size {
  width: number;
  height: number;
}

export function imageBox(size: Partial<Size> = {}): Size {
  const width = size.width && size.width > 0 ? size.width : UNKNOWN_MEDIA_SIZE;
  const height = size.height && size.height > 0 ? size.height : UNKNOWN_MEDIA_SIZE;
  const { minWidth, maxWidth, minHeight, maxHeight } = IMAGE_BOUNDS;
  // Fit inside the largest box, then inside the shown height, keeping the shape; never enlarged.
  const scale = Math.min(1, maxWidth / width, maxHeight / height, IMAGE_SHOWN_MAX_HEIGHT / height);
  // A picture too thin or too flat to keep its shape is held to the smallest sides (cropped).
  return {
    width: Math.round(Math.min(maxWidth, Math.max(minWidth, width * scale))),
    height: Math.round(Math.min(IMAGE_SHOWN_MAX_HEIGHT, Math.max(minHeight, height * scale))),
  };
}

/**
 * The shape a picture is drawn at in a column `columnWidth` wide: its own,
 * unless that would make it shorter than 50 px or taller than 750 px, when
 * it is drawn at 16/9 (cropped) instead.
 */
export function drawnAspect(size: Partial<Size>, columnWidth: number): number {
  const width = size.width && size.width > 0 ? size.width : UNKNOWN_MEDIA_SIZE;
  const height = size.height && size.height > 0 ? size.height : UNKNOWN_MEDIA_SIZE;
  const drawnHeight = (columnWidth * height) / width;
  return drawnHeight < ASPECT_HEIGHT_RANGE.min || drawnHeight > ASPECT_HEIGHT_RANGE.max
    ? FALLBACK_ASPECT
    : width / height;
}
