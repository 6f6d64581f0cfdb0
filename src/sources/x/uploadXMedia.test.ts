import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadXMedia, X_STATUS_CHECKS } from './uploadXMedia';

const connection = { apiBase: 'http://server.test', accountId: '1' };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const processing = (state: string, extra: object = {}) =>
  json({ data: { id: 'm1', processing_info: { state, check_after_secs: 0, ...extra } } });

/** The server's answers to one chunked upload, with the status checks scripted. */
function serverAnswering(statuses: Response[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const path = new URL(input).pathname + (init?.method === 'POST' ? ' POST' : ' GET');
    calls.push(path);
    if (path.startsWith('/api/x/chunk/v2/init')) return json({ data: { id: 'm1' } });
    if (path.startsWith('/api/x/chunk/v2/append')) return new Response(null, { status: 204 });
    if (path === '/api/x/chunk/v2 POST') return processing('pending');
    return statuses.shift() ?? processing('in_progress');
  });
  return calls;
}

const video = {
  data: new Blob([new Uint8Array(1024)]),
  mimeType: 'video/mp4',
  name: 'v.mp4',
  durationSeconds: 10,
};

afterEach(() => vi.unstubAllGlobals());

describe('uploadXMedia status checks (composer.md §7.5)', () => {
  it('reports a failure said by the last check as a refusal with X’s words, not a time-out', async () => {
    const statuses = Array.from({ length: X_STATUS_CHECKS - 1 }, () => processing('in_progress'));
    statuses.push(processing('failed', { error: { message: 'Unsupported video codec' } }));
    const calls = serverAnswering(statuses);
    const result = await uploadXMedia({
      connection,
      file: video,
      signal: AbortSignal.timeout(5000),
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid', message: 'Unsupported video codec' },
    });
    expect(calls.filter((c) => c === '/api/x/chunk/v2 GET')).toHaveLength(X_STATUS_CHECKS);
  });

  it('gives up after 30 checks still processing, as a time-out the engine may retry', async () => {
    serverAnswering([]);
    const result = await uploadXMedia({
      connection,
      file: video,
      signal: AbortSignal.timeout(5000),
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'network', message: 'Timeout waiting for upload' },
    });
  });

  it('stops waiting at once when cancelled', async () => {
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const path = new URL(input).pathname;
      if (path.startsWith('/api/x/chunk/v2/init')) return json({ data: { id: 'm1' } });
      if (path.startsWith('/api/x/chunk/v2/append')) return new Response(null, { status: 204 });
      return json({
        data: {
          id: 'm1',
          processing_info: {
            state: init?.method === 'POST' ? 'pending' : 'in_progress',
            check_after_secs: 60,
          },
        },
      });
    });
    const controller = new AbortController();
    const upload = uploadXMedia({ connection, file: video, signal: controller.signal });
    setTimeout(() => controller.abort(new Error('cancelled')), 50);
    const started = Date.now();
    await expect(upload).rejects.toThrow('cancelled');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
