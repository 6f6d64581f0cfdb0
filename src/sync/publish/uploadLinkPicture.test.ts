import { describe, expect, it } from 'vitest';
import type { PostSource } from '@/domain/networks';
import type { FetchLinkPicture, LinkPictureResult } from '@/sources/product/fetchLinkPicture';
import type { MediaFile, OutgoingPost, Source } from '@/sources/source';
import { fail, ok, type SourceError } from '@/domain/result';
import { memoryPublishLog } from '../../../tests/support/memoryPublishLog';
import { drainPublishJobs } from './drainPublishJobs';
import { linkPictureMediaId } from './uploadLinkPicture';

const INTENT = '01JINTENT000000000000000003';
const PICTURE = 'https://pictures.example/card.png';

/**
 * A network as the drain sees it: blob uploads scripted, prepares and
 * publishes scripted, the posts it got kept with their link cards.
 */
function network(
  name: PostSource,
  script: { uploads?: (SourceError | 'ok')[]; prepares?: (SourceError | 'ok')[] } = {},
) {
  const uploads: MediaFile[] = [];
  const posts: OutgoingPost[] = [];
  const source: Source = {
    source: name,
    prepare: async (post, key) => {
      const next = script.prepares?.shift() ?? 'ok';
      if (next !== 'ok') return fail(next);
      return ok({ source: name, idempotencyKey: key, fingerprint: post.text, request: post });
    },
    publish: async (prepared) => {
      posts.push(prepared.request as OutgoingPost);
      return ok({ id: `post-${posts.length}`, url: 'https://example/post' });
    },
    reconcile: async () => ok(null),
    findRecentPostByFingerprint: async () => ok(null),
    deletePost: async () => ok(undefined),
    setToggle: async () => ok(undefined),
    getPost: async () => ok(null),
    getThread: async () => ok(null),
    getProfile: async () => ok(null),
    uploadMedia: async (file) => {
      uploads.push(file);
      const next = script.uploads?.shift() ?? 'ok';
      if (next !== 'ok') return fail(next);
      return ok({ kind: 'image', ref: `blob-${uploads.length}`, mimeType: file.mimeType });
    },
  };
  return { source, uploads, posts };
}

/** The product server's image proxy, scripted: each call takes the next answer. */
function proxy(answers: LinkPictureResult[]) {
  const asked: string[] = [];
  const fetchPicture: FetchLinkPicture = async (url) => {
    asked.push(url);
    return (
      answers.shift() ?? {
        ok: true,
        data: new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }),
        mimeType: 'image/png',
      }
    );
  };
  return { fetchPicture, asked };
}

async function send(
  sources: ReturnType<typeof network>[],
  fetchPicture: FetchLinkPicture | undefined,
  linkEmbed: { url: string; title?: string; image?: string } = {
    url: 'https://example.com/article',
    title: 'An article',
    image: PICTURE,
  },
) {
  const clock = { now: 1_000_000 };
  const log = memoryPublishLog(() => clock.now);
  await log.append({
    id: INTENT,
    type: 'PublishRequested',
    aggregateId: INTENT,
    payload: {
      kind: 'post',
      targets: sources.map((net) => ({ source: net.source.source, accountId: 'me' })),
      posts: [{ text: 'read this', linkEmbed }],
    },
  });
  for (let round = 0; round < 20; round++) {
    const result = await drainPublishJobs({
      ...log,
      sourceFor: async (target) => sources.find((n) => n.source.source === target.source)?.source,
      ...(fetchPicture ? { fetchLinkPicture: fetchPicture } : {}),
      now: () => clock.now,
      random: () => 0.5,
      executor: 'test',
      signal: new AbortController().signal,
      callTimeoutMs: 5000,
    });
    if (result.nextWakeAt === undefined) break;
    clock.now = result.nextWakeAt;
  }
  const skips = log.events.flatMap((e) => (e.type === 'MediaUploadSkipped' ? [e.payload] : []));
  return { log, skips };
}

describe("a link card's picture (Bluesky's card thumbnail)", () => {
  it('is fetched and uploaded for Bluesky only, and sent as the card’s thumb', async () => {
    const bsky = network('Bsky');
    const x = network('Twitter');
    const pictures = proxy([]);
    const { log } = await send([bsky, x], pictures.fetchPicture);
    expect(pictures.asked).toEqual([PICTURE]);
    expect(bsky.uploads.map((u) => [u.name, u.mimeType])).toEqual([
      ['link-picture.png', 'image/png'],
    ]);
    expect(bsky.posts[0]?.linkEmbed).toEqual({
      url: 'https://example.com/article',
      title: 'An article',
      thumb: 'blob-1',
    });
    // Other networks build the card from the URL: no upload, no thumb, no picture address.
    expect(x.uploads).toEqual([]);
    expect(x.posts[0]?.linkEmbed).toEqual({
      url: 'https://example.com/article',
      title: 'An article',
    });
    expect(
      log.events.filter((e) => e.type === 'MediaUploaded').map((e) => e.payload),
    ).toMatchObject([{ mediaId: linkPictureMediaId(0), media: { ref: 'blob-1' } }]);
  });

  it('is uploaded once: a step that fails after it reuses the upload', async () => {
    const bsky = network('Bsky', {
      prepares: [{ kind: 'network', message: 'connection reset' }],
    });
    const pictures = proxy([]);
    await send([bsky], pictures.fetchPicture);
    expect(pictures.asked).toHaveLength(1);
    expect(bsky.uploads).toHaveLength(1);
    expect(bsky.posts).toHaveLength(1);
    expect(bsky.posts[0]?.linkEmbed?.thumb).toBe('blob-1');
  });

  it('that the proxy refuses: the card goes without it, the reason logged once, never asked again', async () => {
    const bsky = network('Bsky', {
      prepares: [{ kind: 'network', message: 'connection reset' }],
    });
    const refused: LinkPictureResult = {
      ok: false,
      reason: `Failed to download file from ${PICTURE}: 413`,
      detail: 'The picture is larger than 1,000,000 bytes',
      retryable: false,
    };
    const pictures = proxy([refused]);
    const { skips } = await send([bsky], pictures.fetchPicture);
    expect(pictures.asked).toHaveLength(1);
    expect(bsky.uploads).toEqual([]);
    expect(bsky.posts).toHaveLength(1);
    expect(bsky.posts[0]?.linkEmbed).toEqual({
      url: 'https://example.com/article',
      title: 'An article',
    });
    expect(skips).toEqual([
      {
        jobId: `${INTENT}:Bsky:0`,
        mediaId: 'link-picture:0',
        reason: `Failed to download file from ${PICTURE}: 413`,
        detail: 'The picture is larger than 1,000,000 bytes',
        retryable: false,
      },
    ]);
  });

  it('that could not be reached is tried again by a later step, if the job needs one', async () => {
    const bsky = network('Bsky', {
      prepares: [{ kind: 'network', message: 'connection reset' }],
    });
    const pictures = proxy([
      { ok: false, reason: 'Failed to fetch image from URL', detail: 'offline', retryable: true },
    ]);
    const { skips } = await send([bsky], pictures.fetchPicture);
    expect(pictures.asked).toHaveLength(2);
    expect(skips).toMatchObject([{ reason: 'Failed to fetch image from URL', retryable: true }]);
    expect(bsky.posts[0]?.linkEmbed?.thumb).toBe('blob-1');
  });

  it('that the network refuses never fails the post', async () => {
    const bsky = network('Bsky', {
      uploads: [{ kind: 'invalid', message: 'BlobTooLarge' }],
    });
    const { skips, log } = await send([bsky], proxy([]).fetchPicture);
    expect(bsky.posts).toHaveLength(1);
    expect(bsky.posts[0]?.linkEmbed?.thumb).toBeUndefined();
    expect(skips).toMatchObject([
      {
        reason: 'There are images that were not uploaded successfully.',
        detail: 'BlobTooLarge',
        retryable: false,
      },
    ]);
    expect(log.events.some((e) => e.type === 'PublishFailed')).toBe(false);
  });

  it('is not asked for when the card has none, and is logged as missing where no proxy is known', async () => {
    const plain = network('Bsky');
    const pictures = proxy([]);
    const none = await send([plain], pictures.fetchPicture, { url: 'https://example.com/a' });
    expect(pictures.asked).toEqual([]);
    expect(none.skips).toEqual([]);

    const noProxy = network('Bsky');
    const { skips } = await send([noProxy], undefined);
    expect(noProxy.posts).toHaveLength(1);
    // Nothing changes by waiting where no proxy is known (the server's scheduled runs).
    expect(skips).toMatchObject([{ reason: 'Failed to fetch image from URL', retryable: false }]);
  });
});
