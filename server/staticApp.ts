import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Hono } from 'hono';
import { mountShareTargetFallback } from './shareTargetFallback';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/**
 * Serves the built app: files as they are (hashed assets cached for a year,
 * the service worker and index.html never), every other path with the shell.
 */
export function serveBuiltApp(app: Hono, distDir: string): void {
  const root = resolve(distDir);
  const shell = join(root, 'index.html');
  if (!existsSync(shell)) throw new Error(`No build in ${root}: run npm run build first.`);

  mountShareTargetFallback(app);
  app.get('*', (c) => {
    let path: string;
    try {
      path = normalize(decodeURIComponent(new URL(c.req.url).pathname));
    } catch {
      return c.text('Bad path', 400);
    }
    const file = join(root, path);
    const isFile = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const target = isFile ? file : shell;
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache };
    // The lab pages are cross-origin isolated: performance.now() then has
    // 5 µs resolution instead of 100 µs, which the benchmarks need.
    if (path.startsWith('/lab/')) {
      headers['Cross-Origin-Opener-Policy'] = 'same-origin';
      headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
    }
    // A cross-origin isolated page (a lab page) may start the sync worker only if it says the same.
    if (path === '/sync-worker.js') headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
    return c.body(readFileSync(target), 200, headers);
  });
}
