import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startProductServer, type RunningProductServer } from '../startProductServer';
import { PUBLIC_NETWORKS } from '../networkEndpoints';
import { makeTestMp4 } from '../../tests/support/makeTestMp4';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A storage node holding a few files (what the app uploaded). */
async function startStorage(files: Record<string, Uint8Array>): Promise<string> {
  const server: Server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(file);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function setUp() {
  const storage = await startStorage({
    '/clip': makeTestMp4({ seconds: 7.25 }),
    '/picture': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  });
  const server: RunningProductServer = await startProductServer({
    sandboxMode: true,
    networks: () => ({ ...PUBLIC_NETWORKS, lens: { ...PUBLIC_NETWORKS.lens, storage } }),
  });
  closers.push(() => server.close());
  const convert = (body: unknown) =>
    fetch(`${server.url}/v1/post/convert`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
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
  return { server, storage, convert, status };
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('video convert (composer.md §7.5)', () => {
  it('converts a stored MP4: Submitted or Progressing first, then Complete with its playlist', async () => {
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

    await until(async () => (await status(jobId)).body.status === 'Complete');
    const playlist = await fetch(m3u8Url);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toContain('#EXTINF:7.250,');
    expect(text).toContain(`${storage}/clip`);
    expect(text.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
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
});
