import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseJsonBody } from './parseJsonBody';
import { bodyLimit, humanBytes } from './bodyLimit';
import { z } from 'zod';

const LIMIT = 64 * 1024;
const CHUNK = 16 * 1024;

/** A body made as it is read, `total` bytes in CHUNK pieces, saying how much was made and whether it was cancelled. */
function lazyBody(total: number) {
  const made = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (made.bytes >= total) {
          controller.close();
          return;
        }
        const size = Math.min(CHUNK, total - made.bytes);
        made.bytes += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
      cancel() {
        made.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, made };
}

function app() {
  const reached: string[] = [];
  const api = new Hono();
  api.use(
    '*',
    bodyLimit({ maxBytes: LIMIT, routes: [{ method: 'POST', path: '/big', maxBytes: 4 * LIMIT }] }),
  );
  api.post('/bytes', async (c) => {
    reached.push('/bytes');
    const body = new Uint8Array(await c.req.arrayBuffer());
    return c.json({
      length: body.byteLength,
      sha256: createHash('sha256').update(body).digest('hex'),
    });
  });
  api.post('/big', async (c) => {
    reached.push('/big');
    return c.json({ length: (await c.req.arrayBuffer()).byteLength });
  });
  // Reads JSON the way the account routes do: a failed read is "not JSON", a 400.
  api.post('/json', async (c) => {
    reached.push('/json');
    const body = await parseJsonBody(c, z.object({ name: z.string() }));
    return body.ok ? c.json(body.value) : c.json({ error: body.message }, 400);
  });
  api.post('/ignores-body', (c) => {
    reached.push('/ignores-body');
    return c.json({ ok: true });
  });
  return { api, reached };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`http://server${path}`, {
    method: 'POST',
    body,
    headers,
    // Node's fetch needs `duplex` for a streamed body; the DOM typings do not know it.
    duplex: 'half',
  } as RequestInit);

describe('bodyLimit', () => {
  it('answers 413 to a declared length above the limit, reading nothing and running no route', async () => {
    const { api, reached } = app();
    const { stream, made } = lazyBody(10 * LIMIT);
    const answer = await api.fetch(
      post('/bytes', stream, { 'Content-Length': String(10 * LIMIT) }),
    );
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error: 'The request body is larger than 64 KB (the most this server takes).',
    });
    expect(made.bytes).toBe(0);
    expect(reached).toEqual([]);
  });

  it('stops reading a body with no length soon after the limit, and answers 413', async () => {
    const { api } = app();
    const total = 100 * 1024 * 1024;
    const { stream, made } = lazyBody(total);
    const answer = await api.fetch(post('/bytes', stream));
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      error: 'The request body is larger than 64 KB (the most this server takes).',
    });
    // One chunk past the limit is what tells it: nothing after that was made.
    expect(made.bytes).toBeLessThanOrEqual(LIMIT + CHUNK);
    expect(made.cancelled).toBe(true);
  });

  it('answers 413 whatever the route made of the failed read (here a 400 "not JSON")', async () => {
    const { api, reached } = app();
    const { stream, made } = lazyBody(10 * LIMIT);
    const answer = await api.fetch(post('/json', stream, { 'Content-Type': 'application/json' }));
    expect(reached).toEqual(['/json']);
    expect(answer.status).toBe(413);
    expect(made.bytes).toBeLessThanOrEqual(LIMIT + CHUNK);
  });

  it('passes a body under the limit to the route intact', async () => {
    const { api } = app();
    const bytes = randomBytes(LIMIT - 1);
    const answer = await api.fetch(post('/bytes', bytes));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      length: LIMIT - 1,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    const json = await api.fetch(post('/json', JSON.stringify({ name: 'Polly' })));
    expect(await json.json()).toEqual({ name: 'Polly' });
  });

  it('passes a streamed body of exactly the limit, with no length declared', async () => {
    const { api } = app();
    const { stream } = lazyBody(LIMIT);
    const answer = await api.fetch(post('/bytes', stream));
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { length: number }).length).toBe(LIMIT);
  });

  it('gives a named route its own limit, and still counts against it', async () => {
    const { api } = app();
    const fits = await api.fetch(post('/big', new Uint8Array(3 * LIMIT)));
    expect(await fits.json()).toEqual({ length: 3 * LIMIT });
    const declared = await api.fetch(
      post('/big', new Uint8Array(8), { 'Content-Length': String(4 * LIMIT + 1) }),
    );
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      error: 'The request body is larger than 256 KB (the most this server takes).',
    });
    const { stream, made } = lazyBody(100 * LIMIT);
    const streamed = await api.fetch(post('/big', stream));
    expect(streamed.status).toBe(413);
    expect(made.bytes).toBeLessThanOrEqual(4 * LIMIT + CHUNK);
  });

  it('reads nothing of a body the route does not ask for', async () => {
    const { api } = app();
    const { stream, made } = lazyBody(10 * LIMIT);
    const answer = await api.fetch(post('/ignores-body', stream));
    expect(answer.status).toBe(200);
    expect(made.bytes).toBe(0);
  });

  it('says sizes as people read them', () => {
    expect(humanBytes(1024 * 1024)).toBe('1 MB');
    expect(humanBytes(15 * 1024 * 1024 + 64 * 1024)).toBe('15.1 MB');
    expect(humanBytes(64 * 1024)).toBe('64 KB');
    expect(humanBytes(100)).toBe('100 bytes');
  });
});
