import { describe, expect, it } from 'vitest';
import type { PostSource } from '@/domain/networks';
import type { FetchLinkPicture, LinkPictureResult } from '@/sources/product/fetchLinkPicture';
import type { MediaFile, OutgoingPost, Source, UploadedMedia } from '@/sources/source';
import { fail, ok } from '@/domain/result';
import { memoryPublishLog } from '../../../tests/support/memoryPublishLog';
import { drainPublishJobs } from './drainPublishJobs';
import { gifFileMediaId, gifStillMediaId } from './uploadGifStills';

const INTENT = '01JINTENT000000000000000009';
const GIF = 'https://media.giphy.com/media/abc/giphy.gif';
const STILL = 'https://media.giphy.com/media/abc/giphy_s.png';

/** A network as the drain sees it: every upload stored (`{name}-{n}`), the posts it got kept. */
function network(name: PostSource) {
  const uploads: MediaFile[] = [];
  const posts: OutgoingPost[] = [];
  const source: Source = {
    source: name,
    prepare: async (post, key) =>
      ok({ source: name, idempotencyKey: key, fingerprint: post.text, request: post }),
    publish: async (prepared) => {
      posts.push(prepared.request as OutgoingPost);
      return ok({ id: `post-${posts.length}`, url: 'https://example/post' });
    },
    reconcile: async () => ok(null),
    findRecentPostByFingerprint: async () => ok(null),
    deletePost: async () => fail({ kind: 'invalid', message: 'no' }),
    setToggle: async () => fail({ kind: 'invalid', message: 'no' }),
    getPost: async () => ok(null),
    getThread: async () => ok(null),
    getProfile: async () => ok(null),
    uploadMedia: async (file) => {
      uploads.push(file);
      return ok({ kind: 'image', ref: `${name}-${uploads.length}`, mimeType: file.mimeType });
    },
  };
  return { source, uploads, posts };
}

/** The image proxy, scripted: each call takes the next answer, then a GIF's bytes. */
function proxy(answers: LinkPictureResult[] = []) {
  const asked: string[] = [];
  const fetchPicture: FetchLinkPicture = async (url) => {
    asked.push(url);
    return (
      answers.shift() ?? {
        ok: true,
        data: new Blob([new Uint8Array([0x47, 0x49, 0x46])], { type: 'image/gif' }),
        mimeType: 'image/gif',
      }
    );
  };
  return { fetchPicture, asked };
}

const gif: UploadedMedia = {
  kind: 'gif',
  ref: GIF,
  mimeType: 'image/gif',
  alt: 'Happy dance',
  width: 160,
  height: 120,
  still: STILL,
};

async function send(nets: ReturnType<typeof network>[], fetchPicture: FetchLinkPicture) {
  const clock = { now: 1_000_000 };
  const log = memoryPublishLog(() => clock.now);
  await log.append({
    id: INTENT,
    type: 'PublishRequested',
    aggregateId: INTENT,
    payload: {
      kind: 'post',
      targets: nets.map((net) => ({ source: net.source.source, accountId: 'me' })),
      posts: [
        {
          text: 'a GIF',
          media: Object.fromEntries(nets.map((net) => [net.source.source, [gif]])),
        },
      ],
    },
  });
  for (let round = 0; round < 20; round++) {
    const result = await drainPublishJobs({
      ...log,
      sourceFor: async (target) => nets.find((n) => n.source.source === target.source)?.source,
      fetchLinkPicture: fetchPicture,
      now: () => clock.now,
      random: () => 0.5,
      executor: 'test',
      signal: new AbortController().signal,
      callTimeoutMs: 5000,
    });
    if (result.nextWakeAt === undefined) break;
    clock.now = result.nextWakeAt;
  }
  return log;
}

describe('a provider GIF in the outbox', () => {
  it('reaches X as an uploaded GIF (X has no GIF links), Bluesky with its still, the others as its link', async () => {
    const x = network('Twitter');
    const bsky = network('Bsky');
    const farcaster = network('Farcaster');
    const pictures = proxy();
    const log = await send([x, bsky, farcaster], pictures.fetchPicture);
    expect(pictures.asked.sort()).toEqual([GIF, STILL].sort());
    expect(x.uploads.map((u) => [u.name, u.mimeType])).toEqual([['gif.gif', 'image/gif']]);
    expect(x.posts[0]?.media).toEqual([
      {
        kind: 'gif',
        ref: 'Twitter-1',
        mimeType: 'image/gif',
        alt: 'Happy dance',
        width: 160,
        height: 120,
      },
    ]);
    expect(bsky.posts[0]?.media).toMatchObject([{ ref: GIF, thumb: 'Bsky-1' }]);
    expect(farcaster.uploads).toEqual([]);
    expect(farcaster.posts[0]?.media).toEqual([gif]);
    const uploaded = log.events.flatMap((e) => (e.type === 'MediaUploaded' ? [e.payload] : []));
    expect(uploaded.map((u) => u.mediaId).sort()).toEqual(
      [gifFileMediaId(0, 0), gifStillMediaId(0, 0)].sort(),
    );
  });

  it('holds the job back while the GIF cannot be fetched yet, and posts it once it can', async () => {
    const x = network('Twitter');
    const pictures = proxy([
      { ok: false, reason: 'Failed to fetch image from URL', detail: 'timed out', retryable: true },
    ]);
    const log = await send([x], pictures.fetchPicture);
    const failed = log.events.flatMap((e) => (e.type === 'PublishFailed' ? [e.payload] : []));
    expect(failed).toMatchObject([
      {
        retryable: true,
        reason:
          'There are images that were not uploaded successfully. Failed to fetch image from URL (timed out)',
      },
    ]);
    expect(x.posts).toHaveLength(1);
    expect(x.posts[0]?.media[0]?.ref).toBe('Twitter-1');
  });

  it('fails the X job, never drops the GIF, when it cannot be had', async () => {
    const x = network('Twitter');
    const pictures = proxy([
      {
        ok: false,
        reason: `Failed to download file from ${GIF}: 413`,
        detail: 'The picture is larger than 1,000,000 bytes',
        retryable: false,
      },
    ]);
    const log = await send([x], pictures.fetchPicture);
    expect(x.posts).toEqual([]);
    const failed = log.events.flatMap((e) => (e.type === 'PublishFailed' ? [e.payload] : []));
    expect(failed).toMatchObject([{ retryable: false, kind: 'invalid' }]);
  });

  it('holds a Bluesky job back while a GIF’s still may still come', async () => {
    const bsky = network('Bsky');
    const pictures = proxy([
      { ok: false, reason: 'Failed to fetch image from URL', detail: 'offline', retryable: true },
    ]);
    const log = await send([bsky], pictures.fetchPicture);
    expect(
      log.events.filter((e) => e.type === 'PublishFailed').map((e) => e.payload),
    ).toMatchObject([{ retryable: true }]);
    expect(bsky.posts[0]?.media).toMatchObject([{ ref: GIF, thumb: 'Bsky-1' }]);
  });
});
