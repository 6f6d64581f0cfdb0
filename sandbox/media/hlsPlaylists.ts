import { clipCodec, type H264Clip } from './h264Clip';
import { fragment, fragmentedInit, segmentsOf } from './mp4Writer';

/** The content type of an HLS playlist (RFC 8216 §4). */
export const HLS_CONTENT_TYPE = 'application/vnd.apple.mpegurl';

export interface HlsVariant {
  /** The media playlist's address, relative to the master playlist. */
  uri: string;
  /** Bits a second at the peak. */
  bandwidth: number;
  width: number;
  height: number;
  /** RFC 6381 codec strings, e.g. `avc1.42c01e`. */
  codecs: readonly string[];
}

/** A master (multivariant) playlist naming each rendition (RFC 8216 §4.3.4.2). */
export function masterPlaylist(variants: readonly HlsVariant[]): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...variants.flatMap((v) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(v.bandwidth)},RESOLUTION=${v.width}x${v.height},CODECS="${v.codecs.join(',')}"`,
      v.uri,
    ]),
    '',
  ].join('\n');
}

export interface MediaPlaylistInput {
  /** The initialization segment of fragmented-MP4 segments (`EXT-X-MAP`), if any. */
  map?: string;
  segments: readonly { uri: string; seconds: number }[];
}

/**
 * A VOD media playlist (RFC 8216 §4.3.3): every segment with its duration,
 * then the end. Fragmented-MP4 segments need version 7 (`EXT-X-MAP` outside
 * I-frame playlists is version 6 and up).
 */
export function mediaPlaylist(input: MediaPlaylistInput): string {
  const longest = Math.max(1, ...input.segments.map((s) => s.seconds));
  return [
    '#EXTM3U',
    `#EXT-X-VERSION:${input.map ? 7 : 3}`,
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...(input.map ? [`#EXT-X-MAP:URI="${input.map}"`] : []),
    ...input.segments.flatMap((s) => [`#EXTINF:${s.seconds.toFixed(3)},`, s.uri]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** A clip ready to serve as HLS: its playlists and files by their names. */
export interface HlsPackage {
  master: string;
  /** The rendition's folder, as the master playlist names its playlist (`360p/video.m3u8`). */
  rendition: string;
  media: string;
  init: Uint8Array<ArrayBuffer>;
  /** `video0.m4s`, `video1.m4s`, … */
  segments: Map<string, Uint8Array<ArrayBuffer>>;
}

/**
 * One rendition of a clip, as Bluesky's video CDN lays it out
 * (`playlist.m3u8` → `{rendition}/video.m3u8` → segments), with
 * fragmented-MP4 segments behind an `init.mp4`.
 */
export function hlsPackage(clip: H264Clip, rendition = '360p'): HlsPackage {
  const cuts = segmentsOf(clip);
  const segments = new Map(
    cuts.map((cut, k) => [`video${k}.m4s`, fragment(clip, cut, k + 1)] as const),
  );
  const bytes = [...segments.values()].reduce((sum, s) => sum + s.length, 0);
  const seconds = cuts.reduce((sum, cut) => sum + cut.seconds, 0);
  return {
    master: masterPlaylist([
      {
        uri: `${rendition}/video.m3u8`,
        bandwidth: Math.max(1, (bytes * 8) / Math.max(seconds, 1)),
        width: clip.width,
        height: clip.height,
        codecs: [clipCodec(clip)],
      },
    ]),
    rendition,
    media: mediaPlaylist({
      map: 'init.mp4',
      segments: cuts.map((cut, k) => ({ uri: `video${k}.m4s`, seconds: cut.seconds })),
    }),
    init: fragmentedInit(clip),
    segments,
  };
}
