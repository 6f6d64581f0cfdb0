import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { PREACT_FOR_REACT } from '../scripts/uiAliases.ts';

/**
 * Pages that drive the real storage stack in Chromium for browser tests and
 * benchmarks. Built into dist/lab so they share the app's origin (and so its
 * IndexedDB); `npm run build` alone never contains them.
 */
export default defineConfig({
  root: resolve(import.meta.dirname),
  base: '/lab/',
  resolve: {
    alias: [
      { find: '@', replacement: resolve(import.meta.dirname, '../src') },
      ...PREACT_FOR_REACT,
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: resolve(import.meta.dirname, '../dist/lab'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      input: {
        eventlog: resolve(import.meta.dirname, 'eventlog.html'),
        chaos: resolve(import.meta.dirname, 'chaos.html'),
        timeline: resolve(import.meta.dirname, 'timeline.html'),
      },
    },
  },
});
