import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Hono } from 'hono';
import {
  appContentSecurityPolicy,
  inlineScriptHashes,
  LAB_CONTENT_SECURITY_POLICY,
} from './http/appContentSecurityPolicy';
import { publicOrigin } from './http/requestFacts';
import type { NetworkEndpoints } from './networkEndpoints';
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

export interface BuiltAppPolicy {
  /** Where the app reaches the networks (per request: the sandbox may come up after the server). */
  networks: () => NetworkEndpoints | undefined;
  /** Running against the sandbox. */
  sandbox: boolean;
}

/**
 * Serves the built app: files as they are (hashed assets cached for a year,
 * the service worker and index.html never), every other path with the shell.
 * Every answer says not to sniff types and to send only the origin to other
 * sites; the app's pages carry its Content-Security-Policy
 * (appContentSecurityPolicy.ts), the lab pages one that forbids framing.
 */
export function serveBuiltApp(app: Hono, distDir: string, policy: BuiltAppPolicy): void {
  const root = resolve(distDir);
  const shell = join(root, 'index.html');
  if (!existsSync(shell)) throw new Error(`No build in ${root}: run npm run build first.`);

  // The inline scripts' hashes, from the very bytes served: worked out for the
  // shell at start, again only for a page whose text changed (a rebuild).
  const hashed = new Map<string, { html: string; hashes: string[] }>();
  const hashesOf = (file: string, body: Buffer) => {
    const html = body.toString('utf8');
    const known = hashed.get(file);
    if (known?.html === html) return known.hashes;
    const hashes = inlineScriptHashes(html);
    hashed.set(file, { html, hashes });
    return hashes;
  };
  hashesOf(shell, readFileSync(shell));

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
    const body = readFileSync(target);
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers: Record<string, string> = {
      'Content-Type': type,
      'Cache-Control': cache,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    const isLabPage = target.startsWith(join(root, 'lab') + sep);
    // The lab pages are cross-origin isolated: performance.now() then has
    // 5 µs resolution instead of 100 µs, which the benchmarks need.
    if (path.startsWith('/lab/')) {
      headers['Cross-Origin-Opener-Policy'] = 'same-origin';
      headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
    }
    if (extname(target) === '.html') {
      headers['Content-Security-Policy'] = isLabPage
        ? LAB_CONTENT_SECURITY_POLICY
        : appContentSecurityPolicy({
            inlineScripts: hashesOf(target, body),
            networks: policy.networks(),
            sandbox: policy.sandbox,
            secure: publicOrigin(c).startsWith('https:'),
          });
    }
    // A cross-origin isolated page (a lab page) may start the sync worker only if it says the same.
    if (path === '/sync-worker.js') headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
    return c.body(body, 200, headers);
  });
}
