import { AtpAgent, AppBskyEmbedVideo } from '@atproto/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { isHlsUrl } from '@/domain/media/hls';
import { bskyPostView } from '@/sources/bsky/bskyViews';
import { SEED_PEOPLE } from '../../../sandbox/seed/people';
import { BSKY_VIDEO_POST, bskyHandle } from '../../../sandbox/seed/seedBluesky';
import { sandbox } from '../sandbox/sandboxClient';

/** The lines of a playlist that name something to fetch (not tags, not blank). */
const uris = (playlist: string) =>
  playlist.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

const fetchOk = async (url: string) => {
  const answer = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  expect(answer.status, url).toBe(200);
  return answer;
};

/** The four-character type of the box at `offset`. */
const boxType = (bytes: Uint8Array, offset = 0) =>
  String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));

describe('a Bluesky video, read and fetched as the real appview and video CDN serve it', () => {
  const person = SEED_PEOPLE[BSKY_VIDEO_POST.by];
  let embed: AppBskyEmbedVideo.View;
  let agent: AtpAgent;

  beforeAll(async () => {
    const demo = sandbox().demo?.bsky;
    if (!demo || !person) throw new Error('the sandbox has no demo person or video poster');
    agent = new AtpAgent({ service: sandbox().bsky.pds });
    await agent.login({ identifier: demo.handle, password: demo.password });
    const { data } = await agent.getAuthorFeed({
      actor: bskyHandle(person.handle),
      filter: 'posts_with_video',
    });
    const post = data.feed.find((item) => AppBskyEmbedVideo.isView(item.post.embed))?.post;
    if (!post || !AppBskyEmbedVideo.isView(post.embed)) throw new Error('no seeded video post');
    embed = post.embed;
    // The adapter keeps the playlist as the video's address and the thumbnail as its still.
    expect(bskyPostView(post).media).toEqual([
      expect.objectContaining({
        kind: 'video',
        url: embed.playlist,
        coverUrl: embed.thumbnail,
        alt: BSKY_VIDEO_POST.alt,
      }),
    ]);
  });

  it('names an HLS playlist and a thumbnail on the video service, at the real paths', () => {
    expect(embed.playlist.startsWith(`${sandbox().bsky.video.url}/watch/`)).toBe(true);
    expect(embed.playlist).toMatch(/\/watch\/did%3Aplc%3A[^/]+\/[a-z0-9]+\/playlist\.m3u8$/);
    expect(embed.thumbnail).toBe(embed.playlist.replace(/playlist\.m3u8$/, 'thumbnail.jpg'));
    expect(isHlsUrl(embed.playlist)).toBe(true);
  });

  it('serves the master playlist, the rendition, its init segment and first segment', async () => {
    const master = await fetchOk(embed.playlist);
    expect(master.headers.get('content-type')).toContain('application/vnd.apple.mpegurl');
    const masterText = await master.text();
    expect(masterText).toMatch(/^#EXTM3U\n/);
    expect(masterText).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=\d+x\d+,CODECS="avc1\./);
    const [variant] = uris(masterText);
    if (!variant) throw new Error('no rendition in the master playlist');

    const mediaUrl = new URL(variant, embed.playlist).href;
    const mediaText = await (await fetchOk(mediaUrl)).text();
    expect(mediaText).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(mediaText).toContain('#EXT-X-ENDLIST');
    const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(mediaText)?.[1];
    const [first] = uris(mediaText);
    if (!map || !first) throw new Error('no init segment or segment in the media playlist');

    const init = new Uint8Array(await (await fetchOk(new URL(map, mediaUrl).href)).arrayBuffer());
    expect(boxType(init)).toBe('ftyp');
    expect(new TextDecoder().decode(init)).toContain('avcC');
    const segment = new Uint8Array(
      await (await fetchOk(new URL(first, mediaUrl).href)).arrayBuffer(),
    );
    expect(boxType(segment)).toBe('moof');
    expect(segment.length).toBeGreaterThan(1000);

    const thumbnail = await fetchOk(embed.thumbnail ?? '');
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\//);
  });

  it('answers 404 for a video the PDS does not hold', async () => {
    const missing = embed.playlist.replace(
      /\/[a-z0-9]+\/playlist\.m3u8$/,
      '/bafkreinotthere/playlist.m3u8',
    );
    const answer = await fetch(missing);
    expect(answer.status).toBe(404);
  });
});
