import { describe, expect, it } from 'vitest';
import { fetchFailure, httpFailure, isRetryable } from './result';

describe('httpFailure', () => {
  it('asks for a sign-in on 401 and refuses on other 4xx', () => {
    expect(httpFailure(401, 'expired').kind).toBe('auth');
    expect(httpFailure(400, 'bad').kind).toBe('invalid');
    expect(httpFailure(403, 'duplicate').kind).toBe('invalid');
  });

  it('waits on 429, and on 503 when told how long', () => {
    expect(httpFailure(429, 'slow down', { retryAfterMs: 7000 })).toEqual({
      kind: 'rate_limited',
      message: 'slow down',
      retryAfterMs: 7000,
    });
    expect(httpFailure(503, 'busy', { retryAfterMs: 1000 }).kind).toBe('rate_limited');
    expect(httpFailure(503, 'busy').kind).toBe('network');
  });

  it('treats a server error on a write as a possible commit', () => {
    expect(httpFailure(500, 'oops', { write: true }).kind).toBe('unknown_outcome');
    expect(httpFailure(504, 'gateway', { write: true }).kind).toBe('unknown_outcome');
    expect(httpFailure(500, 'oops').kind).toBe('network');
    expect(httpFailure(408, 'timeout', { write: true }).kind).toBe('network');
  });
});

describe('fetchFailure', () => {
  it('makes a broken write unknown and a broken read a network failure', () => {
    expect(fetchFailure(new TypeError('fetch failed'), true).kind).toBe('unknown_outcome');
    expect(fetchFailure(new TypeError('fetch failed'), false)).toEqual({
      kind: 'network',
      message: 'fetch failed',
    });
    expect(fetchFailure(new DOMException('x', 'AbortError'), false).message).toBe('Cancelled');
  });

  it('retries only what waiting can fix', () => {
    expect(isRetryable({ kind: 'network', message: '' })).toBe(true);
    expect(isRetryable({ kind: 'rate_limited', message: '' })).toBe(true);
    expect(isRetryable({ kind: 'unknown_outcome', message: '' })).toBe(false);
    expect(isRetryable({ kind: 'auth', message: '' })).toBe(false);
  });
});

describe('readJsonBody', () => {
  it('reads a body; a success cut off on its way is a lost answer (for a write, it may have landed)', async () => {
    const { readJsonBody } = await import('./result');
    expect(await readJsonBody(new Response('{"a":1}'), true)).toEqual({
      ok: true,
      value: { a: 1 },
    });
    const cut = () => new Response('{"a":', { status: 200 });
    expect(await readJsonBody(cut(), true)).toMatchObject({
      ok: false,
      error: { kind: 'unknown_outcome' },
    });
    expect(await readJsonBody(cut(), false)).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(await readJsonBody(new Response('oops', { status: 503 }), true)).toEqual({
      ok: true,
      value: undefined,
    });
  });
});
