import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { publicOrigin } from './publicOrigin';

const app = new Hono().get('/', (c) => c.text(publicOrigin(c)));
const originFor = async (headers: Record<string, string>) =>
  (await app.request('http://127.0.0.1:4000/', { headers })).text();

describe('publicOrigin', () => {
  it('is the request’s own origin with no proxy in front', async () => {
    expect(await originFor({})).toBe('http://127.0.0.1:4000');
  });

  it('is the address the caller used, as a reverse proxy forwards it', async () => {
    expect(await originFor({ 'x-forwarded-host': '127.0.0.1:5001' })).toBe('http://127.0.0.1:5001');
    expect(
      await originFor({ 'x-forwarded-host': 'api.polycast.app', 'x-forwarded-proto': 'https' }),
    ).toBe('https://api.polycast.app');
  });

  it('ignores a forwarded host that is not a host', async () => {
    expect(await originFor({ 'x-forwarded-host': 'evil.test/path?x=' })).toBe(
      'http://127.0.0.1:4000',
    );
  });
});
