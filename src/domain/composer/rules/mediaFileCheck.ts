import { POST_SOURCES } from '@/domain/networks';
import { CAPABILITIES } from '@/domain/capabilities';
import type { PostSource } from '../model/sourceFields';
import {
  gifTooLarge,
  imageTooLarge,
  localGifNotSupported,
  unsupportedFileType,
  videoDurationOutOfRange,
  videoSizeOutOfRange,
  videosNotSupported,
  videoTooLarge,
} from '@/domain/messages/composer';
import type { MediaContext } from './mediaLimits';
import { combinedMediaLimits } from './mediaLimits';
import { mediaKindOf } from './mediaTypes';

/** A file the user picked, dropped or pasted, with what the browser could read of it. */
export interface PickedFile {
  name: string;
  /** MIME type. */
  type: string;
  /** Bytes. */
  size: number;
  width?: number;
  height?: number;
  /** Seconds (videos). */
  duration?: number;
}

function takesType(source: PostSource, kind: 'image' | 'gif' | 'video', type: string): boolean {
  const caps = CAPABILITIES[source];
  if (kind === 'video') return caps.video.supported && caps.video.types.includes(type);
  return caps.images.types.includes(type);
}

/**
 * composer.md §5.4: why a file cannot be posted to the selected sources,
 * or undefined when it can. Checked per source: the composer must take the
 * type and every source must too (videos at all, the type, GIF files from
 * the device); then against the sources' combined limits: size, and for a
 * video its duration and width and height when known. No source selected
 * counts as all four.
 */
export function mediaFileProblem(
  file: PickedFile,
  sources: readonly PostSource[],
  ctx: MediaContext,
): string | undefined {
  const targets = sources.length ? sources : POST_SOURCES;
  const type = file.type.toLowerCase();
  const kind = mediaKindOf(type);
  if (!kind) return unsupportedFileType(file.name, targets);

  if (kind === 'video') {
    const noVideo = targets.filter((s) => !CAPABILITIES[s].video.supported);
    if (noVideo.length) return videosNotSupported(noVideo);
  }
  const refusing = targets.filter((s) => !takesType(s, kind, type));
  if (refusing.length) return unsupportedFileType(file.name, refusing);

  const limits = combinedMediaLimits(targets, ctx);
  if (kind === 'gif') {
    const noLocal = targets.filter((s) => !CAPABILITIES[s].gifs.localFiles);
    if (noLocal.length) return localGifNotSupported(noLocal);
    if (file.size > limits.gifBytes) return gifTooLarge(limits.gifBytes, file.name, file.size);
    return undefined;
  }
  if (kind === 'image') {
    return file.size > limits.imageBytes
      ? imageTooLarge(file.name, limits.imageBytes, file.size)
      : undefined;
  }

  const video = limits.video;
  if (file.size > video.maxBytes) return videoTooLarge(file.name, video.maxBytes, file.size);
  if (
    file.duration !== undefined &&
    (file.duration < video.minSeconds || file.duration > video.maxSeconds)
  ) {
    return videoDurationOutOfRange(video.minSeconds, video.maxSeconds);
  }
  const widthOut =
    file.width !== undefined && (file.width < video.minWidth || file.width > video.maxWidth);
  const heightOut =
    file.height !== undefined && (file.height < video.minHeight || file.height > video.maxHeight);
  if (widthOut || heightOut) {
    return videoSizeOutOfRange(video.minWidth, video.maxWidth, video.minHeight, video.maxHeight);
  }
  return undefined;
}
