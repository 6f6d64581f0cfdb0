import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/pwa/webManifest.ts';
import { firstScreenChunks, workersStayOffTheShell } from './scripts/firstScreenChunks.ts';
import { PREACT_FOR_REACT } from './scripts/uiAliases.ts';
import { withoutEval } from './scripts/viteWithoutEval.ts';
import { withoutFarcasterFactories } from './scripts/withoutFarcasterFactories.ts';

/** Where `npm run dev` finds the product server (scripts/dev.ts starts it). */
const apiTarget = process.env.POLYCAST_API ?? 'http://127.0.0.1:8787';

export default defineConfig({
  resolve: {
    alias: [
      // `@/…` is `src/…`: imports across the layers name the layer, not a climb of `../`.
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...PREACT_FOR_REACT,
    ],
  },
  // JSX as React's automatic runtime, which PREACT_FOR_REACT sends to Preact.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [
    withoutEval(),
    withoutFarcasterFactories(),
    workersStayOffTheShell(['sync-worker.js', 'sync-sw.js']),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ['icons/apple-touch-icon.png'],
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // The network SDK chunks load on demand but are precached, so a post
        // written offline can still be published from a cold start; the
        // largest, Bluesky's (@atproto/api with its lexicons), is 1.2 MB.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      // Libraries mark modules 'use client' for server-rendering frameworks; there is none here.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      input: {
        index: 'index.html',
        // The sync worker and the background-sync service worker, at fixed URLs
        // and in the same build as the page, so they share its chunks (each
        // network's code is precached once).
        'sync-worker': 'src/workers/sync/syncWorker.ts',
        'sync-sw': 'src/workers/sync/syncServiceWorker.ts',
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'sync-sw' || chunk.name === 'sync-worker'
            ? `${chunk.name}.js`
            : 'assets/[name]-[hash].js',
        codeSplitting: firstScreenChunks({
          page: 'src/main.tsx',
          workers: ['src/workers/sync/syncWorker.ts', 'src/workers/sync/syncServiceWorker.ts'],
        }),
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget, '/v1': apiTarget, '/oembed': apiTarget },
  },
});
