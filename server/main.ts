import { parseArgs } from 'node:util';
import { readManifest } from '../sandbox/manifest';
import { sandboxServerOptions } from '../sandbox/productServerConfig';
import { startProductServer } from './startProductServer';

/**
 * The product server: its API, and with --static the built app.
 *   tsx server/main.ts --port 8787 [--static dist] [--sandbox] [--db file.sqlite]
 *     [--schedule-lease-seconds 30]
 * With --sandbox it talks to the sandbox networks and offers the demo person
 * for one-click sign-in; without, it needs POLYCAST_SECRET_KEY.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    static: { type: 'string' },
    sandbox: { type: 'boolean', default: false },
    db: { type: 'string', default: process.env.POLYCAST_DB },
    // How long a crashed process's scheduled tasks stay leased before another takes them over.
    'schedule-lease-seconds': { type: 'string', default: '30' },
  },
});

const server = await startProductServer({
  port: Number(values.port),
  host: values.host,
  staticDir: values.static,
  // Against the sandbox nothing needs to outlive the process.
  databasePath: values.db ?? (values.sandbox ? ':memory:' : 'polycast.sqlite'),
  scheduleDispatcher: { leaseMs: Number(values['schedule-lease-seconds']) * 1000 },
  ...(values.sandbox ? sandboxServerOptions(() => readManifest()) : {}),
});
console.log(`Polycast server on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
