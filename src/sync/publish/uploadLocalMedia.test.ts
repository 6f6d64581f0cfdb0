import { describe, expect, it } from 'vitest';
import type { LocalMedia } from '@/events/types/publishEvents';
import type { StoredFile } from '../media/mediaStore';
import type { MediaFile, Source, UploadCheckpoints } from '@/sources/source';
import { fail, ok, type SourceResult } from '@/domain/result';
import { memoryPublishLog } from '../../../tests/support/memoryPublishLog';
import { drainPublishJobs } from './drainPublishJobs';
import { VIDEOS_NOT_UPLOADED } from '@/domain/messages/composer';
import { notUploadedFailure, notUploadedMessage } from './uploadLocalMedia';

const INTENT = '01JINTENT000000000000000002';
type Upload = 'ok' | 'cut' | 'refuse' | 'lost';

/**
 * A network as the drain sees it: uploads scripted ('cut' saves a
 * checkpoint, then the connection drops), posts kept with their media refs.
 */
function network(uploads: Upload[], publishes: ('ok' | 'busy')[] = []) {
  const sent: { name: string; resumeFrom: unknown }[] = [];
  const posts: { text: string; media: string[] }[] = [];
  let refs = 0;
  const source: Source = {
    source: 'Bsky',
    prepare: async (post, key) =>
      ok({ source: 'Bsky', idempotencyKey: key, fingerprint: post.text, request: post }),
    publish: async (prepared) => {
      if (publishes.shift() === 'busy')
        return fail({ kind: 'rate_limited', message: 'slow down', retryAfterMs: 1000 });
      const request = prepared.request as { text: string; media: { ref: string }[] };
      posts.push({ text: request.text, media: request.media.map((m) => m.ref) });
      return ok({ id: `post-${posts.length}`, url: 'https://bsky.example/post' });
    },
    reconcile: async () => ok(null),
    findRecentPostByFingerprint: async () => ok(null),
    deletePost: async () => ok(undefined),
    setToggle: async () => ok(undefined),
    getPost: async () => ok(null),
    getThread: async () => ok(null),
    getProfile: async () => ok(null),
    uploadMedia: async (
      file: MediaFile,
      _signal: AbortSignal,
      _progress?: unknown,
      checkpoints?: UploadCheckpoints,
    ): Promise<
      SourceResult<never> | SourceResult<{ kind: 'image'; ref: string; mimeType: string }>
    > => {
      sent.push({ name: file.name, resumeFrom: checkpoints?.resumeFrom });
      const behaviour = uploads.shift() ?? 'ok';
      if (behaviour === 'refuse') return fail({ kind: 'invalid', message: 'Image too large.' });
      if (behaviour === 'lost')
        return fail({ kind: 'unknown_outcome', message: 'Failed to fetch' });
      if (behaviour === 'cut') {
        await checkpoints?.save({ uploadId: `upload-of-${file.name}`, sent: 1 });
        return fail({ kind: 'network', message: 'connection reset' });
      }
      return ok({ kind: 'image', ref: `blob-${++refs}-${file.name}`, mimeType: file.mimeType });
    },
  };
  return { source, sent, posts };
}

const image = (name: string): LocalMedia => ({
  mediaId: `media-${name}`,
  kind: 'image',
  mimeType: 'image/png',
  name,
  size: 4,
});

async function setUp(source: Source, files: Record<string, StoredFile>, attached: LocalMedia[]) {
  const clock = { now: 1_000_000 };
  const log = memoryPublishLog(() => clock.now);
  await log.append({
    id: INTENT,
    type: 'PublishRequested',
    aggregateId: INTENT,
    payload: {
      kind: 'post',
      targets: [{ source: 'Bsky', accountId: 'me' }],
      posts: [{ text: 'with pictures', localMedia: attached }],
    },
  });
  const drainAll = async () => {
    for (let round = 0; round < 20; round++) {
      const result = await drainPublishJobs({
        ...log,
        sourceFor: async () => source,
        mediaFile: async (mediaId) => files[mediaId],
        now: () => clock.now,
        random: () => 0.5,
        executor: 'test',
        signal: new AbortController().signal,
        callTimeoutMs: 5000,
      });
      if (result.nextWakeAt === undefined) return;
      clock.now = result.nextWakeAt;
    }
  };
  return { log, drainAll };
}

const stored = (name: string): StoredFile => ({
  data: new Blob([name]),
  name,
  mimeType: 'image/png',
});

describe('attached files as upload steps of a job', () => {
  it('uploads each file once; a retried publish reuses what the network already has', async () => {
    const net = network(['ok', 'ok'], ['busy', 'busy']);
    const files = { 'media-a.png': stored('a.png'), 'media-b.png': stored('b.png') };
    const { log, drainAll } = await setUp(net.source, files, [image('a.png'), image('b.png')]);
    await drainAll();
    expect(net.sent.map((s) => s.name)).toEqual(['a.png', 'b.png']);
    expect(net.posts).toEqual([{ text: 'with pictures', media: ['blob-1-a.png', 'blob-2-b.png'] }]);
    expect(log.events.filter((e) => e.type === 'MediaUploaded')).toHaveLength(2);
  });

  it('uploads only the files meant for this network', async () => {
    const net = network(['ok']);
    const files = { 'media-a.png': stored('a.png'), 'media-b.png': stored('b.png') };
    const { drainAll } = await setUp(net.source, files, [
      { ...image('a.png'), sources: ['Twitter'] },
      { ...image('b.png'), sources: ['Bsky', 'Twitter'] },
    ]);
    await drainAll();
    expect(net.sent.map((s) => s.name)).toEqual(['b.png']);
    expect(net.posts).toEqual([{ text: 'with pictures', media: ['blob-1-b.png'] }]);
  });

  it('resumes an upload cut short from its last checkpoint, and keeps the files in order', async () => {
    const net = network(['ok', 'cut', 'ok']);
    const files = { 'media-a.png': stored('a.png'), 'media-b.png': stored('b.png') };
    const { drainAll } = await setUp(net.source, files, [image('a.png'), image('b.png')]);
    await drainAll();
    expect(net.sent).toEqual([
      { name: 'a.png', resumeFrom: undefined },
      { name: 'b.png', resumeFrom: undefined },
      { name: 'b.png', resumeFrom: { uploadId: 'upload-of-b.png', sent: 1 } },
    ]);
    expect(net.posts[0]?.media).toEqual(['blob-1-a.png', 'blob-2-b.png']);
  });

  it('an upload whose answer was lost is simply tried again (no post was sent)', async () => {
    const net = network(['lost', 'ok']);
    const { drainAll } = await setUp(net.source, { 'media-a.png': stored('a.png') }, [
      image('a.png'),
    ]);
    await drainAll();
    expect(net.sent).toHaveLength(2);
    expect(net.posts).toHaveLength(1);
  });

  it('stops and asks when the network refuses a file, sending no post', async () => {
    const net = network(['refuse']);
    const { log, drainAll } = await setUp(net.source, { 'media-a.png': stored('a.png') }, [
      image('a.png'),
    ]);
    await drainAll();
    expect(net.posts).toEqual([]);
    const failed = log.events.findLast((e) => e.type === 'PublishFailed');
    // composer.md §8's words for what did not go up, then the network's own.
    expect(failed?.payload).toMatchObject({
      retryable: false,
      reason: 'There are images that were not uploaded successfully. Image too large.',
    });
  });

  it('names what is not up yet when an upload fails, keeping the failure’s kind', async () => {
    const net = network(['ok', 'cut']);
    const files = { 'media-a.png': stored('a.png'), 'media-v.mp4': stored('v.mp4') };
    const clip: LocalMedia = { ...image('v.mp4'), mediaId: 'media-v.mp4', kind: 'video' };
    const { log } = await setUp(net.source, files, [image('a.png'), clip]);
    await drainPublishJobs({
      ...log,
      sourceFor: async () => net.source,
      mediaFile: async (mediaId) => files[mediaId as keyof typeof files],
      now: () => 1_000_000,
      random: () => 0.5,
      executor: 'test',
      signal: new AbortController().signal,
      callTimeoutMs: 5000,
    });
    // The image went up; the video did not, and a cut connection is tried again later.
    expect(log.events.findLast((e) => e.type === 'PublishFailed')?.payload).toMatchObject({
      retryable: true,
      kind: 'network',
      reason: 'There are videos that were not uploaded successfully. connection reset',
    });
  });

  it('a file gone from the device fails with the words of composer.md §8', async () => {
    const net = network([]);
    const { log, drainAll } = await setUp(net.source, {}, [image('a.png')]);
    await drainAll();
    expect(net.sent).toEqual([]);
    expect(log.events.findLast((e) => e.type === 'PublishFailed')?.payload).toMatchObject({
      retryable: false,
      reason: 'There are images that were not uploaded successfully.',
    });
  });

  it('names images, videos or both in the not-uploaded message', () => {
    expect(notUploadedMessage(['video'])).toBe(
      'There are videos that were not uploaded successfully.',
    );
    expect(notUploadedMessage(['gif', 'video'])).toBe(
      'There are images or videos that were not uploaded successfully.',
    );
    expect(notUploadedMessage(['image', 'gif'])).toBe(
      'There are images that were not uploaded successfully.',
    );
  });

  it('leads an upload failure with those words, once', () => {
    const refused = { kind: 'invalid', message: 'Failed to upload video' } as const;
    expect(notUploadedFailure(['video', 'image'], refused)).toEqual({
      kind: 'invalid',
      message:
        'There are images or videos that were not uploaded successfully. Failed to upload video',
    });
    const worded = { kind: 'invalid', message: VIDEOS_NOT_UPLOADED } as const;
    expect(notUploadedFailure(['video'], worded)).toEqual(worded);
  });

  it('a network that keeps failing uploads backs off, capped at 5 minutes, and sends no post', async () => {
    const net = network(Array<Upload>(40).fill('cut'));
    const { log, drainAll } = await setUp(net.source, { 'media-a.png': stored('a.png') }, [
      image('a.png'),
    ]);
    await drainAll();
    const failures = log.events.filter((e) => e.type === 'PublishFailed');
    const waits = failures.flatMap((e) =>
      e.type === 'PublishFailed' && e.payload.retryAt ? [e.payload.retryAt - e.at] : [],
    );
    // Full jitter with random 0.5: half of 1 s, 2 s, 4 s, ... up to half of 5 min.
    expect(waits.slice(0, 3)).toEqual([500, 1000, 2000]);
    expect(Math.max(...waits)).toBe(150_000);
    expect(failures.every((e) => e.type === 'PublishFailed' && e.payload.retryable)).toBe(true);
    expect(net.posts).toEqual([]);
  });
});
