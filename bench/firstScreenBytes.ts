import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleFigures {
  /** Scripts index.html loads or preloads: what the first screen needs. */
  firstScreenGzip: number;
  firstScreenFiles: string[];
  /** Every JS chunk of the app. */
  allGzip: number;
}

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function measureBundle(dist: string): BundleFigures {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const firstScreenFiles = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    firstScreenGzip: firstScreenFiles.reduce((sum, f) => sum + gzipSize(join(dist, f)), 0),
    firstScreenFiles,
    allGzip: assets.reduce((sum, f) => sum + gzipSize(join(dist, 'assets', f)), 0),
  };
}
