import type { PostSource } from '../model/sourceFields';
import type { MediaContext } from './mediaLimits';
import { combinedMediaLimits } from './mediaLimits';

/**
 * composer.md §9: the MIME types the composer takes: MP4, MOV, GIF, JPEG,
 * PNG, WEBP, BMP, 3GPP, MPEG, MS video, OGG, WEBM, 3GPP2. Which of them a
 * network takes is then checked per source (rules/mediaFileCheck.ts).
 */
export const SUPPORTED_IMAGE_TYPES = [
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/bmp',
] as const;
export const SUPPORTED_VIDEO_TYPES = [
  'video/mp4',
  'video/quicktime',
  'video/3gpp',
  'video/mpeg',
  'video/x-msvideo',
  'video/ogg',
  'video/webm',
  'video/3gpp2',
] as const;

export type MediaKind = 'image' | 'gif' | 'video';

/** What a file of this MIME type is in the composer; undefined when the composer does not take it. */
export function mediaKindOf(mimeType: string): MediaKind | undefined {
  const type = mimeType.toLowerCase();
  if (type === 'image/gif') return 'gif';
  if ((SUPPORTED_IMAGE_TYPES as readonly string[]).includes(type)) return 'image';
  if ((SUPPORTED_VIDEO_TYPES as readonly string[]).includes(type)) return 'video';
  return undefined;
}

/**
 * composer.md §5.4: the types the image or video picker accepts. GIF is
 * removed from the image types when a selected source cannot store GIF
 * files from the device (Bluesky takes GIFs only as provider links).
 */
export function acceptedMediaTypes(
  kind: 'images' | 'videos',
  sources: readonly PostSource[],
  ctx: MediaContext,
): string[] {
  if (kind === 'videos') return [...SUPPORTED_VIDEO_TYPES];
  const localGifs = combinedMediaLimits(sources, ctx).gifLocalFiles;
  return SUPPORTED_IMAGE_TYPES.filter((type) => localGifs || type !== 'image/gif');
}
