/** The content type of an HLS playlist (RFC 8216 §4), as `canPlayType` is asked about it. */
export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

const PLAYLIST_PATH = /\.m3u8$/i;

/**
 * Whether a video's address is an HLS playlist rather than a file a
 * `<video>` plays as it is: its path ends in `.m3u8` (Bluesky's
 * `…/playlist.m3u8`, Farcaster's converted videos, X's `…/playlist.m3u8`),
 * whatever its query or fragment. An address that does not parse is judged
 * by its text up to `?` or `#`.
 */
export function isHlsUrl(url: string): boolean {
  try {
    return PLAYLIST_PATH.test(new URL(url).pathname);
  } catch {
    return PLAYLIST_PATH.test(url.split(/[?#]/)[0] ?? '');
  }
}

/** How a video is played: as a file, by the browser's own HLS player, or through hls.js (MSE). */
export type VideoPlayback = 'file' | 'native-hls' | 'hls.js';

/**
 * The one rule for choosing (issue 20): a file plays as it is; a playlist
 * plays natively where the browser says it can (`canPlayType` answers
 * 'maybe' or 'probably': Safari, iOS, Chromium 141 and later), else through
 * hls.js.
 */
export function videoPlayback(url: string, canPlayType: (type: string) => string): VideoPlayback {
  if (!isHlsUrl(url)) return 'file';
  return canPlayType(HLS_MIME_TYPE) !== '' ? 'native-hls' : 'hls.js';
}
