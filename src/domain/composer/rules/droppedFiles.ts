import type { PostSource } from '../model/sourceFields';
import type { ExistingMedia } from './addImages';
import { addImages } from './addImages';
import { addVideos } from './addVideos';
import {
  MEDIA_CANNOT_MIX,
  unsupportedFileType,
  videosNotSupported,
} from '@/domain/messages/composer';
import { CAPABILITIES } from '@/domain/capabilities';
import { POST_SOURCES } from '@/domain/networks';
import type { PickedFile } from './mediaFileCheck';
import type { MediaContext } from './mediaLimits';
import { mediaKindOf } from './mediaTypes';

export interface DroppedFilesResult {
  images: PickedFile[];
  videos: PickedFile[];
  /** One per refused file or cap reached; the composer shows them as warnings. */
  warnings: string[];
}

/**
 * composer.md §2.3, §5.4: files dropped on or pasted into the editor,
 * validated per selected source. Images go through `addImages`, videos
 * through `addVideos`; a video is refused when the post has images (or the
 * same drop brings some) or a selected source takes no video. Files of a
 * type the composer does not take are refused.
 */
export function addDroppedFiles(
  existing: ExistingMedia,
  files: readonly PickedFile[],
  sources: readonly PostSource[],
  ctx: MediaContext,
): DroppedFilesResult {
  const targets = sources.length ? sources : POST_SOURCES;
  const warnings: string[] = [];
  const imageFiles: PickedFile[] = [];
  const videoFiles: PickedFile[] = [];
  for (const file of files) {
    const kind = mediaKindOf(file.type);
    if (!kind) warnings.push(unsupportedFileType(file.name, targets));
    else if (kind === 'video') videoFiles.push(file);
    else imageFiles.push(file);
  }

  const images = addImages(existing, imageFiles, sources, ctx);
  warnings.push(...images.warnings);

  let videos: PickedFile[] = [];
  if (videoFiles.length) {
    const noVideo = targets.filter((s) => !CAPABILITIES[s].video.supported);
    if (noVideo.length) warnings.push(videosNotSupported(noVideo));
    else if (existing.images.length > 0 || images.accepted.length > 0)
      warnings.push(MEDIA_CANNOT_MIX);
    else {
      const added = addVideos(existing, videoFiles, sources, ctx);
      videos = added.accepted;
      warnings.push(...added.warnings);
    }
  }
  return { images: images.accepted, videos, warnings: [...new Set(warnings)] };
}
