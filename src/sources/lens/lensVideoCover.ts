/** Takes a still from a video file, for its cover; undefined when it cannot. */
export type VideoCoverTaker = (video: Blob, signal: AbortSignal) => Promise<Blob | undefined>;

const FRAME_AT_SECONDS = 0.5;
const GIVE_UP_MS = 10_000;

/**
 * composer.md §7.3: a cover taken from a video frame. In a browser, the video
 * is decoded by a detached <video> element, seeked half a second in (or to
 * its middle when shorter), and the frame drawn to a canvas as a JPEG. Where
 * there is no DOM (Node, workers) it answers undefined: callers there supply
 * their own taker (`LensSourceOptions.videoCover`).
 */
export const takeVideoFrame: VideoCoverTaker = async (video, signal) => {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return undefined;
  }
  const url = URL.createObjectURL(video);
  const element = document.createElement('video');
  element.muted = true;
  element.playsInline = true;
  element.preload = 'auto';
  const settle = (event: 'loadeddata' | 'seeked') =>
    new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        element.removeEventListener(event, onEvent);
        element.removeEventListener('error', onError);
        signal.removeEventListener('abort', onError);
        resolve(ok);
      };
      const onEvent = () => done(true);
      const onError = () => done(false);
      const timer = setTimeout(onError, GIVE_UP_MS);
      element.addEventListener(event, onEvent, { once: true });
      element.addEventListener('error', onError, { once: true });
      signal.addEventListener('abort', onError, { once: true });
    });
  try {
    const loaded = settle('loadeddata');
    element.src = url;
    if (!(await loaded)) return undefined;
    const seeked = settle('seeked');
    element.currentTime = Math.min(FRAME_AT_SECONDS, (element.duration || 0) / 2);
    if (!(await seeked)) return undefined;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) return undefined;
    context.drawImage(element, 0, 0);
    return await new Promise<Blob | undefined>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', 0.85),
    );
  } finally {
    element.removeAttribute('src');
    element.load();
    URL.revokeObjectURL(url);
  }
};
