import { POST_SOURCES } from '@/domain/networks';
import type { PostSource } from '../model/sourceFields';
import type { AddMediaResult, ExistingMedia } from './addImages';
import { MEDIA_CANNOT_MIX, tooManyVideos, unsupportedFileType } from '@/domain/messages/composer';
import type { PickedFile } from './mediaFileCheck';
import { mediaFileProblem } from './mediaFileCheck';
import type { MediaContext } from './mediaLimits';
import { combinedMediaLimits } from './mediaLimits';
import { mediaKindOf } from './mediaTypes';

/**
 * composer.md §5.4, adding videos: refused when the post has images (no
 * mixing); each file must pass the per-source checks (videos taken at all,
 * type, size, duration between the minimum and maximum, width and height
 * within theirs); the list is capped at the video count.
 */
export function addVideos(
  existing: ExistingMedia,
  files: readonly PickedFile[],
  sources: readonly PostSource[],
  ctx: MediaContext,
): AddMediaResult {
  if (files.length === 0) return { accepted: [], warnings: [] };
  if (existing.images.length > 0) return { accepted: [], warnings: [MEDIA_CANNOT_MIX] };
  const limits = combinedMediaLimits(sources, ctx);
  const accepted: PickedFile[] = [];
  const warnings: string[] = [];
  let videos = existing.videos.length;
  let over = false;
  for (const file of files) {
    if (mediaKindOf(file.type) !== 'video') {
      warnings.push(
        mediaKindOf(file.type)
          ? MEDIA_CANNOT_MIX
          : unsupportedFileType(file.name, sources.length ? sources : POST_SOURCES),
      );
      continue;
    }
    const problem = mediaFileProblem(file, sources, ctx);
    if (problem) {
      warnings.push(problem);
      continue;
    }
    if (videos >= limits.video.count) {
      over = true;
      continue;
    }
    videos += 1;
    accepted.push(file);
  }
  if (over) warnings.push(tooManyVideos(limits.video.count));
  return { accepted, warnings: [...new Set(warnings)] };
}
