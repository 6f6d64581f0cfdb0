/** A video's size and length, as the browser reads them from its header. */
export interface VideoMetadata {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
}

/**
 * Reads a video file's metadata through a detached `<video>` element (page
 * only: workers have no media elements). Undefined when the browser cannot
 * read it within `timeoutMs`.
 */
export function readVideoMetadata(
  file: Blob,
  timeoutMs = 10_000,
): Promise<VideoMetadata | undefined> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: VideoMetadata | undefined) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      done(
        video.videoWidth > 0
          ? { width: video.videoWidth, height: video.videoHeight, duration: video.duration }
          : undefined,
      );
    video.onerror = () => done(undefined);
    video.src = url;
  });
}
