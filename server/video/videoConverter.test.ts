import { afterEach, describe, expect, it } from 'vitest';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createVideoConverter } from './videoConverter';
import { createVideoConvertStore } from './videoConvertStore';
import { makeH264Clip } from '../../sandbox/media/h264Clip';
import { progressiveMp4 } from '../../sandbox/media/mp4Writer';
import { makeTestMp4 } from '../../tests/support/makeTestMp4';
import { closeHungServers, hungServer } from '../../tests/support/hungServer';

const clip = progressiveMp4(makeH264Clip({ width: 32, height: 32, seconds: 2 }));
const storageFetch = (async () => new Response(clip)) as typeof fetch;

afterEach(closeHungServers);

/** A storage that hangs: it never answers, or sends the start of a video and then nothing. */
const hungStorage = async (kind: 'silent' | 'stalls mid-file') =>
  `${await hungServer(
    kind === 'stalls mid-file'
      ? {
          headers: { 'Content-Type': 'video/mp4', 'Content-Length': '1000000' },
          body: makeTestMp4({ seconds: 2 }).subarray(0, 100),
        }
      : undefined,
  )}/video.mp4`;

describe('createVideoConverter', () => {
  it('says Progressing until the processing time has passed, then Complete', async () => {
    let clock = 1_000;
    const store = createVideoConvertStore(openServerDatabase());
    const converter = createVideoConverter({
      store,
      now: () => clock,
      minProcessingMs: 1500,
      storageOrigins: () => ['http://storage.test'],
      fetch: storageFetch,
    });
    const { jobId } = converter.submit({
      sourceUrl: 'http://storage.test/a',
      width: 2,
      height: 2,
      origin: 'http://api.test',
    });
    await converter.idle();
    expect(converter.status(jobId)).toBe('Progressing');
    expect(converter.playlist(jobId)).toBeUndefined();
    clock += 1500;
    expect(converter.status(jobId)).toBe('Complete');
    expect(converter.playlist(jobId)).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(converter.file(jobId, 'init.mp4')?.length).toBeGreaterThan(0);
    expect(converter.file(jobId, 'seg0.m4s')?.length).toBeGreaterThan(0);
    expect(converter.file(jobId, 'seg1.m4s')).toBeUndefined();
  });

  it.each([
    ['WebM', new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81])],
    ['an MP4 without tracks', makeTestMp4({ seconds: 2 })],
  ])('ends as an Error what it cannot repackage (%s), keeping no files', async (_, bytes) => {
    const store = createVideoConvertStore(openServerDatabase());
    const converter = createVideoConverter({
      store,
      now: () => 10_000,
      storageOrigins: () => ['http://storage.test'],
      fetch: (async () => new Response(bytes)) as typeof fetch,
    });
    const { jobId } = converter.submit({
      sourceUrl: 'http://storage.test/d',
      width: 2,
      height: 2,
      origin: 'http://api.test',
    });
    await converter.idle();
    expect(converter.status(jobId)).toBe('Error');
    expect(store.file(jobId, 'init.mp4')).toBeUndefined();
  });

  it('finishes the jobs a stopped server left unfinished', async () => {
    const database = openServerDatabase();
    const store = createVideoConvertStore(database);
    store.add({
      jobId: 'left-over',
      sourceUrl: 'http://storage.test/b',
      width: 2,
      height: 2,
      submittedAt: 0,
    });
    store.setStatus('left-over', 'Progressing');
    const converter = createVideoConverter({
      store,
      now: () => 10_000,
      storageOrigins: () => ['http://storage.test'],
      fetch: storageFetch,
    });
    await converter.idle();
    expect(converter.status('left-over')).toBe('Complete');
  });

  it.each(['silent', 'stalls mid-file'] as const)(
    'ends a job as an Error at its deadline when the storage hangs (%s)',
    async (kind) => {
      const store = createVideoConvertStore(openServerDatabase());
      const sourceUrl = await hungStorage(kind);
      const converter = createVideoConverter({
        store,
        deadlineMs: 100,
        storageOrigins: () => [new URL(sourceUrl).origin],
      });
      const { jobId } = converter.submit({
        sourceUrl,
        width: 2,
        height: 2,
        origin: 'http://api.test',
      });
      await converter.idle();
      expect(converter.status(jobId)).toBe('Error');
    },
  );

  it('ends a job at its deadline even when its fetch never heeds the signal', async () => {
    const store = createVideoConvertStore(openServerDatabase());
    const never = (() => new Promise<Response>(() => undefined)) as typeof fetch;
    const converter = createVideoConverter({
      store,
      deadlineMs: 50,
      fetch: never,
      storageOrigins: () => ['http://storage.test'],
    });
    const { jobId } = converter.submit({
      sourceUrl: 'http://storage.test/c',
      width: 2,
      height: 2,
      origin: 'http://api.test',
    });
    await converter.idle();
    expect(converter.status(jobId)).toBe('Error');
  });
});
