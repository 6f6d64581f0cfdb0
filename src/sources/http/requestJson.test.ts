import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { fetchJson, requestJson } from './requestJson';

type Seen = { url: string; init: RequestInit };

/** A fetch that records what it was asked and answers what the test says (or throws it). */
function server(answer: () => Response | Error) {
  const seen: Seen[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    const next = answer();
    if (next instanceof Error) throw next;
    return next;
  };
  return { seen, fetch };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers });

describe('fetchJson', () => {
  it('sends JSON with its type, and answers the status, headers and body', async () => {
    const { seen, fetch } = server(() => json({ a: 1 }, 201, { 'x-n': '2' }));
    const sent = await fetchJson('http://api.test/x', {
      method: 'POST',
      headers: { 'X-Account-Id': 'acc' },
      json: { hello: 'world' },
      fetch,
    });
    expect(sent.ok && sent.value.body).toEqual({ a: 1 });
    expect(sent.ok && sent.value.status).toBe(201);
    expect(sent.ok && sent.value.headers.get('x-n')).toBe('2');
    expect(seen[0]?.init).toMatchObject({
      method: 'POST',
      headers: { 'X-Account-Id': 'acc', 'Content-Type': 'application/json' },
      body: '{"hello":"world"}',
    });
  });

  it('types a throw: a read failed on the network, a write has an unknown outcome', async () => {
    const { fetch } = server(() => new TypeError('fetch failed'));
    expect(await fetchJson('u', { fetch })).toMatchObject({
      ok: false,
      error: { kind: 'network', message: 'fetch failed' },
    });
    expect(await fetchJson('u', { method: 'POST', fetch })).toMatchObject({
      ok: false,
      error: { kind: 'unknown_outcome', message: 'fetch failed' },
    });
    // A POST that only reads says so.
    expect((await fetchJson('u', { method: 'POST', write: false, fetch })).ok).toBe(false);
  });

  it('fails a success whose body was cut off, unless the caller checks the body itself', async () => {
    const cut = () => new Response('{"a":', { status: 200 });
    const write = await fetchJson('u', { method: 'PUT', fetch: server(cut).fetch });
    expect(write.ok ? undefined : write.error.kind).toBe('unknown_outcome');
    const lenient = await fetchJson('u', { lenientBody: true, fetch: server(cut).fetch });
    expect(lenient.ok && lenient.value.body).toBeUndefined();
    // An error's unreadable body is no failure: its status says enough.
    const refused = await fetchJson('u', {
      fetch: server(() => new Response('<html>', { status: 500 })).fetch,
    });
    expect(refused.ok && refused.value).toMatchObject({ status: 500, ok: false, body: undefined });
  });

  it('reads no body from a HEAD or a 204', async () => {
    const head = await fetchJson('u', {
      method: 'HEAD',
      fetch: server(() => new Response(null, { status: 200 })).fetch,
    });
    expect(head.ok && head.value.body).toBeNull();
    const empty = await fetchJson('u', {
      method: 'DELETE',
      fetch: server(() => new Response(null, { status: 204 })).fetch,
    });
    expect(empty.ok && empty.value.body).toBeNull();
  });

  it('gives up after its time, as a lost connection', async () => {
    const hanging = (_: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const sent = await fetchJson('u', { timeoutMs: 10, fetch: hanging });
    expect(sent.ok ? undefined : sent.error.kind).toBe('network');
  });
});

describe('requestJson', () => {
  it('answers a success’s body, parsed with the schema when given', async () => {
    const { fetch } = server(() => json([{ uri: 'lens://1' }]));
    expect(await requestJson('u', { fetch })).toEqual({ ok: true, value: [{ uri: 'lens://1' }] });
    const schema = { parse: z.array(z.object({ uri: z.string() })), unknownShape: 'odd' };
    expect(await requestJson('u', { fetch, schema })).toEqual({
      ok: true,
      value: [{ uri: 'lens://1' }],
    });
    const other = server(() => json({ nope: true }));
    expect(await requestJson('u', { fetch: other.fetch, schema })).toMatchObject({
      ok: false,
      error: { kind: 'network', message: 'odd' },
    });
  });

  it('answers a 404 as the caller says, when it is no failure', async () => {
    const { fetch } = server(() => json({ errCode: 'not_found' }, 404));
    expect(await requestJson('u', { fetch, notFound: { value: null } })).toEqual({
      ok: true,
      value: null,
    });
    expect(await requestJson('u', { fetch })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', message: 'HTTP 404' },
    });
  });

  it('classifies a refusal by status, with the body’s words and code and the wait asked for', async () => {
    const refused = (body: unknown) =>
      body && typeof body === 'object' && 'detail' in body
        ? { message: String(body.detail), code: 'too-many' }
        : { message: 'no words' };
    const limited = server(() => json({ detail: 'Slow down' }, 429, { 'Retry-After': '7' }));
    expect(await requestJson('u', { fetch: limited.fetch, refused })).toMatchObject({
      ok: false,
      error: { kind: 'rate_limited', message: 'Slow down', retryAfterMs: 7000, code: 'too-many' },
    });
    const reset = String(Math.floor(Date.now() / 1000) + 60);
    const window = server(() => json({}, 429, { 'x-rate-limit-reset': reset }));
    const waited = await requestJson('u', {
      fetch: window.fetch,
      resetHeader: 'x-rate-limit-reset',
    });
    const wait = waited.ok || waited.error.kind !== 'rate_limited' ? 0 : waited.error.retryAfterMs;
    expect(wait).toBeGreaterThan(55_000);
    const signIn = server(() => json({}, 401));
    expect(await requestJson('u', { fetch: signIn.fetch, refused })).toMatchObject({
      ok: false,
      error: { kind: 'auth', message: 'no words' },
    });
    // A write's 502 may hide a commit; a read's is trouble on the other side.
    const bad = server(() => json({}, 502));
    const write = await requestJson('u', { method: 'POST', fetch: bad.fetch });
    expect(write.ok ? undefined : write.error.kind).toBe('unknown_outcome');
    const read = await requestJson('u', { fetch: bad.fetch });
    expect(read.ok ? undefined : read.error.kind).toBe('network');
  });
});
