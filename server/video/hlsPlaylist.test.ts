import { describe, expect, it } from 'vitest';
import { hlsPlaylist, INIT_SEGMENT, mediaSegmentName } from './hlsPlaylist';

describe('hlsPlaylist', () => {
  it('writes a VOD fMP4 media playlist: version 7, the init as EXT-X-MAP, each segment with its length', () => {
    expect(hlsPlaylist([{ seconds: 4 }, { seconds: 4.4 }, { seconds: 1.25 }])).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:7',
        '#EXT-X-TARGETDURATION:5',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-MAP:URI="init.mp4"',
        '#EXTINF:4.000,',
        'seg0.m4s',
        '#EXTINF:4.400,',
        'seg1.m4s',
        '#EXTINF:1.250,',
        'seg2.m4s',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
    expect([INIT_SEGMENT, mediaSegmentName(3)]).toEqual(['init.mp4', 'seg3.m4s']);
  });

  it('gives a target duration of at least 1 s (RFC 8216 §4.3.3.1: a whole number, not below any segment)', () => {
    expect(hlsPlaylist([{ seconds: 0.4 }])).toContain('#EXT-X-TARGETDURATION:1\n');
  });
});
