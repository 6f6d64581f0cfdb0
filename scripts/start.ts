/**
 * `npm start`: builds the app, starts the product server with it and prints
 * the URL. The sandbox networks join here once they exist (issue 3).
 */
import { execFileSync } from 'node:child_process';
import { startProductServer } from '../server/startProductServer';

const port = Number(process.env.PORT ?? 8787);

console.log('Building the app…');
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

const server = await startProductServer({ port, staticDir: 'dist' });
console.log(`\nPolycast is running at ${server.url}\nPress Ctrl-C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
