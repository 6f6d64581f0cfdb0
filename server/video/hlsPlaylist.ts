/**
 * A VOD HLS playlist with one segment: the stored file itself. A segment
 * with no known duration is given 1 s (players read the real one from the file).
 */
export function hlsPlaylist(segmentUrl: string, durationSeconds: number | undefined): string {
  const seconds = durationSeconds && durationSeconds > 0 ? durationSeconds : 1;
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${seconds.toFixed(3)},`,
    segmentUrl,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}
