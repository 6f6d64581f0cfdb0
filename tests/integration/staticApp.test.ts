import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductServer, type RunningProductServer } from '../../server/startProductServer';

let dist: string;
let server: RunningProductServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'polycast-static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(tmpdir(), 'polycast-secret.txt'), 'secret');
  server = await startProductServer({ staticDir: dist, sandboxMode: true });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'polycast-secret.txt'), { force: true });
});

describe('serving the built app', () => {
  it('answers every route with the shell, never cached', async () => {
    const response = await fetch(`${server.url}/profile/vitalik.eth?source=Wallet`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves a file outside the build, and refuses a malformed path', async () => {
    const escape = await fetch(`${server.url}/..%2f..%2fpolycast-secret.txt`);
    expect(await escape.text()).toContain('<title>shell</title>');
    const malformed = await fetch(`${server.url}/%E0%A4%A`);
    expect(malformed.status).toBe(400);
  });

  it('keeps unknown API paths out of the shell', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
