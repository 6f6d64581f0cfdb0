import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from '@/domain/media/mp4Duration';
import { clipCodec, makeH264Clip } from './h264Clip';
import { hlsPackage, masterPlaylist, mediaPlaylist } from './hlsPlaylists';
import { fragmentedMp4, progressiveMp4, segmentsOf } from './mp4Writer';

/** The top-level boxes of an MP4: their types and sizes. */
function topBoxes(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: { type: string; size: number }[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = view.getUint32(at);
    out.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), size });
    if (size < 8) break;
    at += size;
  }
  return out;
}

describe('masterPlaylist', () => {
  it('names each rendition with its bandwidth, resolution and codecs', () => {
    expect(
      masterPlaylist([
        {
          uri: '360p/video.m3u8',
          bandwidth: 20_000.4,
          width: 64,
          height: 36,
          codecs: ['avc1.42c01e'],
        },
      ]),
    ).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=20000,RESOLUTION=64x36,CODECS="avc1.42c01e"',
        '360p/video.m3u8',
        '',
      ].join('\n'),
    );
  });
});

describe('mediaPlaylist', () => {
  it('writes a VOD playlist of fragmented-MP4 segments behind their init segment', () => {
    expect(
      mediaPlaylist({
        map: 'init.mp4',
        segments: [
          { uri: 'video0.m4s', seconds: 2 },
          { uri: 'video1.m4s', seconds: 1.25 },
        ],
      }),
    ).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MAP:URI="init.mp4"',
        '#EXTINF:2.000,',
        'video0.m4s',
        '#EXTINF:1.250,',
        'video1.m4s',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
  });

  it('rounds the target duration up and needs only version 3 without a map', () => {
    const text = mediaPlaylist({ segments: [{ uri: 'a.ts', seconds: 2.5 }] });
    expect(text).toContain('#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:3\n');
    expect(text).not.toContain('EXT-X-MAP');
  });
});

describe('a generated clip', () => {
  const clip = makeH264Clip({ width: 64, height: 36, seconds: 5, seed: 1 });

  it('is H.264 Constrained Baseline, a key frame every 2 s, 10 frames a second', () => {
    expect(clipCodec(clip)).toBe('avc1.42c01e');
    expect(clip.frames).toHaveLength(50);
    expect(clip.frames.flatMap((f, i) => (f.key ? [i] : []))).toEqual([0, 20, 40]);
    expect(segmentsOf(clip).map((s) => s.seconds)).toEqual([2, 2, 1]);
    // NAL types: IDR (5) for key frames, non-IDR (1) between.
    expect((clip.frames[0]?.nal[0] ?? 0) & 0x1f).toBe(5);
    expect((clip.frames[1]?.nal[0] ?? 0) & 0x1f).toBe(1);
  });

  it('has no start code inside a NAL unit (emulation prevention)', () => {
    for (const nal of [clip.sps, clip.pps, ...clip.frames.map((f) => f.nal)]) {
      for (let i = 0; i + 2 < nal.length; i += 1) {
        expect(nal[i] === 0 && nal[i + 1] === 0 && nal[i + 2]! <= 3).toBe(false);
      }
    }
  });

  it('makes a plain MP4 and a fragmented one of its duration', () => {
    const plain = progressiveMp4(clip);
    expect(topBoxes(plain).map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(mp4DurationSeconds(plain)).toBe(5);
    const fragmented = fragmentedMp4(clip);
    expect(topBoxes(fragmented).map((b) => b.type)).toEqual([
      'ftyp',
      'moov',
      'moof',
      'mdat',
      'moof',
      'mdat',
      'moof',
      'mdat',
    ]);
  });

  it('packages as HLS: a master playlist, a media playlist, an init segment and segments', () => {
    const hls = hlsPackage(clip);
    expect(hls.master).toContain('360p/video.m3u8');
    expect(hls.media).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect([...hls.segments.keys()]).toEqual(['video0.m4s', 'video1.m4s', 'video2.m4s']);
    expect(topBoxes(hls.init).map((b) => b.type)).toEqual(['ftyp', 'moov']);
    expect(topBoxes(hls.segments.get('video0.m4s')!).map((b) => b.type)).toEqual(['moof', 'mdat']);
  });
});
