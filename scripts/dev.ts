/**
 * `npm run dev`: the product server on :8787 and Vite's dev server (hot
 * reload, /api proxied to the product server). The service worker is off in
 * dev; `npm start` runs the built, installable app.
 */
import { createServer } from 'vite';
import { startProductServer } from '../server/startProductServer';

const api = await startProductServer({
  port: Number(process.env.API_PORT ?? 8787),
  sandboxMode: true,
});
const vite = await createServer({ server: { host: '127.0.0.1' } });
await vite.listen();
vite.printUrls();
console.log(`  ➜  API:     ${api.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([vite.close(), api.close()]).then(() => process.exit(0));
  });
}
