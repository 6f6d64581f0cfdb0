const VIDEO_FILE_PATH = /\.(mp4|webm|mov)$/i;

/**
 * Whether a GIF is really a video file: X turns every animated GIF into an
 * MP4 (its `animated_gif` media), and GIF services hand out MP4 or WebM
 * renditions. Such a GIF plays as a silent, looping video, as it does on the
 * network; an `<img>` cannot show it. Judged by the address's path.
 */
export function gifPlaysAsVideo(url: string): boolean {
  try {
    return VIDEO_FILE_PATH.test(new URL(url).pathname);
  } catch {
    return VIDEO_FILE_PATH.test(url.split(/[?#]/)[0] ?? '');
  }
}
