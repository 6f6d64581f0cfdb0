import type { MediaFile } from '../model/mediaFile';
import { isGifMedia } from '../model/mediaFile';
import type { PostSource } from '../model/sourceFields';
import { MEDIA_CANNOT_MIX, tooManyGifs, tooManyImages } from '@/domain/messages/composer';
import type { PickedFile } from './mediaFileCheck';
import { mediaFileProblem } from './mediaFileCheck';
import type { MediaContext } from './mediaLimits';
import { combinedMediaLimits } from './mediaLimits';
import { mediaKindOf } from './mediaTypes';

/** What a post already has. */
export interface ExistingMedia {
  images: readonly Pick<MediaFile, 'mimeType'>[];
  videos: readonly unknown[];
}

/** The files taken, in order, and a warning for each refused file or cap reached. */
export interface AddMediaResult {
  accepted: PickedFile[];
  warnings: string[];
}

/**
 * composer.md §5.4, adding images (GIF files among them): refused when the
 * post has videos (no mixing); each file must pass the per-source checks
 * (type, size: the image limit, or the GIF limit for a GIF); GIFs are
 * capped at the GIF count and the list at the image count, the files over
 * the cap being left out with one warning.
 */
export function addImages(
  existing: ExistingMedia,
  files: readonly PickedFile[],
  sources: readonly PostSource[],
  ctx: MediaContext,
): AddMediaResult {
  if (files.length === 0) return { accepted: [], warnings: [] };
  if (existing.videos.length > 0) return { accepted: [], warnings: [MEDIA_CANNOT_MIX] };
  const limits = combinedMediaLimits(sources, ctx);
  const accepted: PickedFile[] = [];
  const warnings: string[] = [];
  let images = existing.images.length;
  let gifs = existing.images.filter(isGifMedia).length;
  let overImages = false;
  let overGifs = false;
  for (const file of files) {
    const kind = mediaKindOf(file.type);
    if (kind === 'video') {
      warnings.push(MEDIA_CANNOT_MIX);
      continue;
    }
    const problem = mediaFileProblem(file, sources, ctx);
    if (problem) {
      warnings.push(problem);
      continue;
    }
    if (images >= limits.imageCount) {
      overImages = true;
      continue;
    }
    if (kind === 'gif') {
      if (gifs >= limits.gifCount) {
        overGifs = true;
        continue;
      }
      gifs += 1;
    }
    images += 1;
    accepted.push(file);
  }
  if (overGifs) warnings.push(tooManyGifs(limits.gifCount));
  if (overImages) warnings.push(tooManyImages(limits.imageCount));
  return { accepted, warnings: [...new Set(warnings)] };
}
