import { createAspectRatioCache } from '@/domain/reading/aspectRatioCache';
import { UNKNOWN_MEDIA_SIZE, type Size } from '@/domain/reading/imageBox';
import type { Attachment } from '@/domain/reading/post';

/** The shapes of pictures measured as they loaded, for this page's life (reading.md §9: 100). */
const shapes = createAspectRatioCache();

/** Remembers a loaded picture's shape, when the network did not give its size. */
export function notePictureShape(media: Attachment, image: HTMLImageElement): void {
  if (media.width && media.height) return;
  if (image.naturalWidth > 0 && image.naturalHeight > 0) {
    shapes.set(media.url, image.naturalWidth / image.naturalHeight);
  }
}

/**
 * A picture's size as far as it is known: the network's, else one of the
 * shape it had when it last loaded here, else nothing (drawn as unknown).
 */
export function knownPictureSize(media: Attachment): Partial<Size> {
  if (media.width && media.height) return { width: media.width, height: media.height };
  const ratio = shapes.get(media.url);
  return ratio ? { width: UNKNOWN_MEDIA_SIZE, height: UNKNOWN_MEDIA_SIZE / ratio } : {};
}
