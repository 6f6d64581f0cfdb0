import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC_NETWORKS } from '../networkEndpoints';
import { startTestServer } from '../testing/startTestServer';
import { MAX_RUNNING_JOBS } from './videoConverter';
import { boxes } from '@/domain/media/mp4Duration';
import { makeH264Clip } from '../../sandbox/media/h264Clip';
import { progressiveMp4 } from '../../sandbox/media/mp4Writer';
import { makeTestMp4 } from '../../tests/support/makeTestMp4';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/**
 * A storage node holding a few files (what the app uploaded), and redirects;
 * it counts the reads in progress at once.
 */
async function startStorage(
  files: Record<string, Uint8Array>,
  redirects: Record<string, string> = {},
  seen = { reading: 0, most: 0, hold: undefined as Promise<void> | undefined },
): Promise<string> {
  const server: Server = createServer((request, response) => {
    const redirect = redirects[request.url ?? ''];
    if (redirect) return void response.writeHead(302, { Location: redirect }).end();
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    seen.reading += 1;
    seen.most = Math.max(seen.most, seen.reading);
    void (seen.hold ?? Promise.resolve()).then(() => {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(file);
      seen.reading -= 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function setUp(
  options: {
    redirects?: Record<string, string>;
    seen?: Parameters<typeof startStorage>[2];
  } = {},
) {
  const elsewhere = await startStorage({ '/clip': makeTestMp4({ seconds: 3 }) });
  const storage = await startStorage(
    {
      // 7.2 s of H.264, a key frame every 2 s.
      '/clip': progressiveMp4(makeH264Clip({ width: 64, height: 48, seconds: 7.2 })),
      '/picture': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    },
    { '/moved': '/clip', '/away': `${elsewhere}/clip`, ...options.redirects },
    options.seen,
  );
  const server = await startTestServer({
    networks: () => ({ ...PUBLIC_NETWORKS, lens: { ...PUBLIC_NETWORKS.lens, storage } }),
  });
  closers.push(() => server.close());
  const token = await server.signUp();
  const convert = (body: unknown, session: string | null = token) =>
    fetch(`${server.url}/v1/post/convert`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(session ? { Authorization: `Bearer ${session}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const status = async (jobId: string) => {
    const answer = await fetch(
      `${server.url}/v1/post/getconvertStatus?jobID=${encodeURIComponent(jobId)}`,
    );
    return {
      code: answer.status,
      body: (await answer.json()) as { code: number; status?: string },
    };
  };
  return { server, storage, elsewhere, convert, status };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('video convert (composer.md §7.5)', () => {
  it('converts a stored MP4: Submitted or Progressing first, then Complete with its fMP4 playlist and segments', async () => {
    const { server, storage, convert, status } = await setUp();
    const answer = await convert({ file_path: `${storage}/clip`, width: 640, height: 360 });
    expect(answer.status).toBe(200);
    const { code, jobId, m3u8Url } = (await answer.json()) as {
      code: number;
      jobId: string;
      m3u8Url: string;
    };
    expect(code).toBe(0);
    expect(m3u8Url).toBe(`${server.url}/v1/post/hls/${jobId}/index.m3u8`);

    const first = await status(jobId);
    expect(['Submitted', 'Progressing']).toContain(first.body.status);
    expect((await fetch(m3u8Url)).status).toBe(404); // not yet
    expect((await fetch(new URL('init.mp4', m3u8Url))).status).toBe(404);

    await until(async () => (await status(jobId)).body.status === 'Complete');
    const playlist = await fetch(m3u8Url);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toContain('#EXT-X-VERSION:7');
    expect(text).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(text).toContain('#EXTINF:4.000,\nseg0.m4s\n#EXTINF:3.200,\nseg1.m4s');
    expect(text).not.toContain(storage);
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);

    // The init and segments are beside the playlist, as its relative names say.
    const typesOf = async (name: string, type: string) => {
      const answer = await fetch(new URL(name, m3u8Url));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      const bytes = new Uint8Array(await answer.arrayBuffer());
      return [...boxes(bytes, 0, bytes.length)].map((b) => b.type);
    };
    expect(await typesOf('init.mp4', 'video/mp4')).toEqual(['ftyp', 'moov']);
    expect(await typesOf('seg0.m4s', 'video/iso.segment')).toEqual(['moof', 'mdat']);
    expect(await typesOf('seg1.m4s', 'video/iso.segment')).toEqual(['moof', 'mdat']);
    expect((await fetch(new URL('seg2.m4s', m3u8Url))).status).toBe(404);
    expect((await fetch(new URL('../../hls/x/seg0.m4s', m3u8Url))).status).toBe(404);
  });

  it('ends as Error when the stored file is not a video', async () => {
    const { storage, convert, status } = await setUp();
    const { jobId } = (await (
      await convert({ file_path: `${storage}/picture`, width: 640, height: 360 })
    ).json()) as { jobId: string };
    await until(async () => (await status(jobId)).body.status === 'Error');
  });

  it('ends as Error when the file is gone from storage', async () => {
    const { storage, convert, status } = await setUp();
    const { jobId } = (await (
      await convert({ file_path: `${storage}/missing`, width: 640, height: 360 })
    ).json()) as { jobId: string };
    await until(async () => (await status(jobId)).body.status === 'Error');
  });

  it('refuses a file that is not on the product’s storage, and a bad body, storing nothing', async () => {
    const { convert, status } = await setUp();
    const elsewhere = await convert({
      file_path: 'http://169.254.169.254/latest/meta-data',
      width: 640,
      height: 360,
    });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({ code: 400, error: 'Invalid s3 url' });

    const noWidth = await convert({ file_path: 'http://127.0.0.1/clip', height: 360 });
    expect(noWidth.status).toBe(400);
    expect(((await noWidth.json()) as { error: string }).error).toMatch(/^width: /);

    const unknown = await status('no-such-job');
    expect(unknown.code).toBe(404);
    expect(unknown.body.code).toBe(404);
  });

  it('answers 401 without a Polycast session, and starts no job', async () => {
    const { storage, convert } = await setUp();
    const answer = await convert({ file_path: `${storage}/clip`, width: 1, height: 1 }, null);
    expect(answer.status).toBe(401);
  });

  it('follows a redirect within the storage, and none that leaves it', async () => {
    const { storage, convert, status } = await setUp();
    const moved = (await (
      await convert({ file_path: `${storage}/moved`, width: 640, height: 360 })
    ).json()) as { jobId: string };
    await until(async () => (await status(moved.jobId)).body.status === 'Complete');
    const away = (await (
      await convert({ file_path: `${storage}/away`, width: 640, height: 360 })
    ).json()) as { jobId: string };
    await until(async () => (await status(away.jobId)).body.status === 'Error');
  });

  it(`reads at most ${MAX_RUNNING_JOBS} files at once; the other jobs wait, Submitted`, async () => {
    let release = () => undefined as void;
    const seen = {
      reading: 0,
      most: 0,
      hold: new Promise<void>((resolve) => (release = resolve)) as Promise<void> | undefined,
    };
    const { storage, convert, status } = await setUp({ seen });
    const jobs: string[] = [];
    for (let i = 0; i < MAX_RUNNING_JOBS + 3; i += 1) {
      const answer = await convert({ file_path: `${storage}/clip`, width: 2, height: 2 });
      jobs.push(((await answer.json()) as { jobId: string }).jobId);
    }
    await until(async () => seen.reading === MAX_RUNNING_JOBS);
    const statuses = await Promise.all(jobs.map(async (id) => (await status(id)).body.status));
    expect(statuses.filter((s) => s === 'Submitted')).toHaveLength(3);
    release();
    for (const id of jobs) await until(async () => (await status(id)).body.status === 'Complete');
    expect(seen.most).toBe(MAX_RUNNING_JOBS);
  });
});
