import { parseArgs } from 'node:util';
import { demoIdentityFromRunningSandbox } from '../sandbox/demoIdentity';
import { startProductServer } from './startProductServer';

/**
 * The product server: its API, and with --static the built app.
 *   tsx server/main.ts --port 8787 [--static dist] [--sandbox]
 * With --sandbox it offers the sandbox's demo person for one-click sign-in.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    static: { type: 'string' },
    sandbox: { type: 'boolean', default: false },
  },
});

const server = await startProductServer({
  port: Number(values.port),
  host: values.host,
  staticDir: values.static,
  sandboxDemo: values.sandbox ? demoIdentityFromRunningSandbox : undefined,
});
console.log(`Polycast server on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
