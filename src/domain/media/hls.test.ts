import { describe, expect, it } from 'vitest';
import { isHlsUrl, videoPlayback } from './hls';

describe('isHlsUrl', () => {
  it('knows a playlist by its path, whatever the query or fragment', () => {
    expect(isHlsUrl('https://video.bsky.app/watch/did%3Aplc%3Aabc/bafkreiabc/playlist.m3u8')).toBe(
      true,
    );
    expect(isHlsUrl('https://stream.warpcast.com/v1/video/abc.M3U8?token=1#t=2')).toBe(true);
    expect(isHlsUrl('/v1/post/hls/123/index.m3u8')).toBe(true);
  });

  it('takes files, and addresses merely naming a playlist elsewhere, as files', () => {
    expect(isHlsUrl('https://video.twimg.com/ext_tw_video/1/vid/640x360/a.mp4')).toBe(false);
    expect(isHlsUrl('https://example.com/watch?file=playlist.m3u8')).toBe(false);
    expect(isHlsUrl('https://example.com/a.m3u8.mp4')).toBe(false);
    expect(isHlsUrl('')).toBe(false);
  });
});

describe('videoPlayback', () => {
  const native = () => 'maybe';
  const none = () => '';
  it('plays a file as it is, whatever the browser', () => {
    expect(videoPlayback('https://x.test/a.mp4', native)).toBe('file');
    expect(videoPlayback('https://x.test/a.mp4', none)).toBe('file');
  });

  it('plays a playlist natively where the browser can, else through hls.js', () => {
    expect(videoPlayback('https://x.test/p.m3u8', native)).toBe('native-hls');
    expect(videoPlayback('https://x.test/p.m3u8', () => 'probably')).toBe('native-hls');
    expect(videoPlayback('https://x.test/p.m3u8', none)).toBe('hls.js');
  });
});
