import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkedXUpload, X_CHUNK_BYTES } from './xChunkedUpload';
import type { XUploadCheckpoint } from './xUploadCheckpoint';

const connection = { apiBase: 'http://server.test', accountId: '1' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const invalidMedia = (id: string) =>
  json(
    {
      title: 'Invalid Request',
      detail: 'One or more parameters to your request was invalid.',
      type: 'https://api.twitter.com/2/problems/invalid-request',
      errors: [{ message: `media_id ${id} is unknown or expired`, parameters: { media_id: [id] } }],
    },
    400,
  );

/** Four segments: three of 3 MiB and a short last one. */
const video = {
  data: new Blob([new Uint8Array(3 * X_CHUNK_BYTES + 1000)]),
  mimeType: 'video/mp4',
  name: 'v.mp4',
};
const now = 1_800_000_000_000;

/**
 * The product server's X routes, in memory: media ids it knows, the calls
 * made, and a way to refuse a media id as X does once it expired.
 */
function fakeX(options: { known?: string[]; statusMissing?: boolean } = {}) {
  const calls: string[] = [];
  const known = new Set(options.known ?? []);
  let next = 100;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const id = url.searchParams.get('media_id') ?? '';
    const post = init?.method === 'POST';
    if (url.pathname === '/api/x/chunk/v2/init') {
      const created = String(next++);
      known.add(created);
      calls.push(`INIT ${created}`);
      return json({ data: { id: created, expires_after_secs: 86_400 } }, 202);
    }
    if (url.pathname === '/api/x/chunk/v2/append') {
      calls.push(`APPEND ${id} ${url.searchParams.get('segment_index')}`);
      return known.has(id) ? new Response(null, { status: 204 }) : invalidMedia(id);
    }
    calls.push(`${post ? 'FINALIZE' : 'STATUS'} ${id}`);
    if (!known.has(id)) return invalidMedia(id);
    if (!post && options.statusMissing) return json({ title: 'Not Found Error' }, 404);
    return json({ data: { id, processing_info: { state: 'succeeded' } } }, post ? 201 : 200);
  });
  return { calls, forget: (id: string) => known.delete(id) };
}

const checkpoint = (extra: Partial<XUploadCheckpoint> = {}): XUploadCheckpoint => ({
  v: 1,
  mediaId: '7',
  totalBytes: video.data.size,
  chunkBytes: X_CHUNK_BYTES,
  category: 'tweet_video',
  expiresAt: now + 3600_000,
  appended: [0, 2],
  ...extra,
});

function upload(resumeFrom?: unknown, save: (c: unknown) => Promise<void> = async () => {}) {
  const saved: unknown[] = [];
  const result = chunkedXUpload({
    connection,
    file: video,
    category: 'tweet_video',
    signal: AbortSignal.timeout(5000),
    checkpoints: {
      resumeFrom,
      save: async (c) => {
        saved.push(c);
        await save(c);
      },
    },
    now: () => now,
  });
  return { result, saved };
}

afterEach(() => vi.unstubAllGlobals());

describe('chunkedXUpload checkpoints', () => {
  it('saves after INIT, after each APPEND, and once finalized', async () => {
    fakeX();
    const { result, saved } = upload();
    expect(await result).toEqual({ ok: true, value: '100' });
    expect(saved[0]).toEqual(
      checkpoint({ mediaId: '100', expiresAt: now + 86_400_000, appended: [] }),
    );
    expect(saved.slice(1, 5).map((c) => (c as XUploadCheckpoint).appended.length)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(saved.at(-1)).toEqual(
      checkpoint({
        mediaId: '100',
        expiresAt: now + 86_400_000,
        appended: [0, 1, 2, 3],
        finalized: true,
      }),
    );
    expect(saved).toHaveLength(6);
  });

  it('resumes with the same media id, sending only the missing segments', async () => {
    const x = fakeX({ known: ['7'] });
    const { result } = upload(checkpoint());
    expect(await result).toEqual({ ok: true, value: '7' });
    // FINALIZE said it was processed: no status check.
    expect(x.calls.sort()).toEqual(['APPEND 7 1', 'APPEND 7 3', 'FINALIZE 7']);
  });

  it('only checks the status of a finalized upload', async () => {
    const x = fakeX({ known: ['7'] });
    const { result, saved } = upload(checkpoint({ appended: [0, 1, 2, 3], finalized: true }));
    expect(await result).toEqual({ ok: true, value: '7' });
    expect(x.calls).toEqual(['STATUS 7']);
    expect(saved).toEqual([]);
  });

  it('starts over once with a fresh INIT when X refuses the media id', async () => {
    const x = fakeX();
    const { result, saved } = upload(checkpoint());
    expect(await result).toEqual({ ok: true, value: '100' });
    expect(x.calls.filter((c) => c.startsWith('APPEND 7'))).not.toHaveLength(0);
    expect(x.calls.filter((c) => c.startsWith('INIT'))).toEqual(['INIT 100']);
    expect(x.calls.filter((c) => c.startsWith('APPEND 100'))).toHaveLength(4);
    expect(saved.at(-1)).toMatchObject({ mediaId: '100', finalized: true });
  });

  it('starts over when X no longer knows a finalized upload (a 404 on STATUS)', async () => {
    const x = fakeX({ known: ['7'], statusMissing: true });
    const { result } = upload(checkpoint({ appended: [0, 1, 2, 3], finalized: true }));
    expect(await result).toEqual({ ok: true, value: '100' });
    expect(x.calls.slice(0, 2)).toEqual(['STATUS 7', 'INIT 100']);
    expect(x.calls.filter((c) => c.startsWith('INIT'))).toHaveLength(1);
  });

  it('does not start over twice: a fresh media id refused is a refusal', async () => {
    const x = fakeX();
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const url = new URL(input);
      if (url.pathname === '/api/x/chunk/v2/init') {
        x.calls.push('INIT');
        return json({ data: { id: '100', expires_after_secs: 86_400 } }, 202);
      }
      x.calls.push(init?.method ?? 'GET');
      return invalidMedia(url.searchParams.get('media_id') ?? '');
    });
    const { result } = upload(checkpoint());
    expect(await result).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: 'Failed to upload on X' },
    });
    expect(x.calls.filter((c) => c === 'INIT')).toHaveLength(1);
  });

  it('starts over without asking X when the checkpoint expired or does not parse', async () => {
    for (const stale of [checkpoint({ expiresAt: now - 1 }), { mediaId: 7 }]) {
      const x = fakeX({ known: ['7'] });
      const { result } = upload(stale);
      expect(await result).toMatchObject({ ok: true });
      expect(x.calls.some((c) => c.endsWith(' 7') || c.includes(' 7 '))).toBe(false);
      expect(x.calls.filter((c) => c.startsWith('APPEND'))).toHaveLength(4);
    }
  });

  it('goes on when a checkpoint cannot be saved', async () => {
    fakeX();
    const { result, saved } = upload(undefined, async () => {
      throw new Error('log is full');
    });
    expect(await result).toEqual({ ok: true, value: '100' });
    expect(saved).toHaveLength(6);
  });
});
