/**
 * `npm start`: builds the app, starts the sandbox networks (or reuses a
 * running `npm run sandbox`), serves the app with the product server and
 * prints the URL.
 */
import { execFileSync } from 'node:child_process';
import { ensureSandbox } from '../sandbox/ensureSandbox';
import { startProductServer } from '../server/startProductServer';
import { sandboxServerOptions } from '../sandbox/productServerConfig';

const port = Number(process.env.PORT ?? 8787);

console.log('Building the app…');
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });

console.log('Starting the sandbox networks…');
const sandbox = await ensureSandbox();
const server = await startProductServer({
  port,
  staticDir: 'dist',
  ...sandboxServerOptions(() => sandbox.manifest),
});
console.log(
  `\nSandbox: EVM ${sandbox.manifest.evm.rpc} (chain ${sandbox.manifest.evm.chainId}), admin ${sandbox.manifest.admin.url}`,
);
console.log(`Polycast is running at ${server.url}\nPress Ctrl-C to stop.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void Promise.all([server.close(), sandbox.stop?.()]).then(() => process.exit(0));
  });
}
