/** composer.md §9: videos longer than this go up as amplify_video. */
export const X_LONG_VIDEO_SECONDS = 140;

export type XMediaCategory = 'amplify_video' | 'tweet_video' | 'tweet_gif' | 'tweet_image';

/** composer.md §7.5: the media_category X wants for a file, or undefined for a type X refuses. */
export function xMediaCategory(
  mimeType: string,
  durationSeconds?: number,
): XMediaCategory | undefined {
  switch (mimeType) {
    case 'video/mp4':
      return (durationSeconds ?? 0) > X_LONG_VIDEO_SECONDS ? 'amplify_video' : 'tweet_video';
    case 'video/quicktime':
      return 'tweet_video';
    case 'image/gif':
      return 'tweet_gif';
    case 'image/jpeg':
    case 'image/png':
    case 'image/webp':
      return 'tweet_image';
    default:
      return undefined;
  }
}
