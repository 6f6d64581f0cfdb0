import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { serveApp } from '../serveApp';
import { requestChunks } from './requestChunks';

/** Answers how many bytes the body had, read through `requestChunks`. */
const app = new Hono().post('/', async (c) => {
  let bytes = 0;
  for await (const chunk of requestChunks(c)) bytes += chunk.byteLength;
  return c.json({ bytes });
});
const body = () => new Uint8Array(200_000).fill(1);

describe('requestChunks', () => {
  it('reads the web body in process', async () => {
    const answer = await app.request('/', { method: 'POST', body: body() });
    expect(await answer.json()).toEqual({ bytes: 200_000 });
  });

  it("reads the connection's own body when served by Node", async () => {
    const served = await serveApp(app);
    try {
      const answer = await fetch(served.url, { method: 'POST', body: body() });
      expect(await answer.json()).toEqual({ bytes: 200_000 });
    } finally {
      await served.close();
    }
  });

  it('reads nothing from a request without a body', async () => {
    const answer = await app.request('/', { method: 'POST' });
    expect(await answer.json()).toEqual({ bytes: 0 });
  });
});
