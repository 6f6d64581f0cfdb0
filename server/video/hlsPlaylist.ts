/** The initialization segment's name, beside the playlist (`EXT-X-MAP`). */
export const INIT_SEGMENT = 'init.mp4';

/** The name of media segment `k` (0-based), beside the playlist. */
export const mediaSegmentName = (k: number) => `seg${k}.m4s`;

/**
 * A VOD media playlist of fragmented-MP4 segments (RFC 8216 §4.3.3): the
 * initialization segment (`EXT-X-MAP`, version 6 and up outside I-frame
 * playlists, hence 7), every media segment with its duration, then the
 * end. Names are relative: they resolve beside the playlist.
 */
export function hlsPlaylist(segments: readonly { seconds: number }[]): string {
  const longest = Math.max(1, ...segments.map((s) => s.seconds));
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${INIT_SEGMENT}"`,
    ...segments.flatMap((s, k) => [`#EXTINF:${s.seconds.toFixed(3)},`, mediaSegmentName(k)]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
