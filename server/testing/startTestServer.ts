import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import {
  createProductAccountStore,
  type LinkedProfile,
  type ProductAccountStore,
} from '../account/productAccountStore';
import { startProductServer, type RunningProductServer } from '../startProductServer';

export interface TestServer extends RunningProductServer {
  /** Reads the server's own SQLite file (read-only), to see what it stored. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /**
   * A Polycast account linking one Bluesky profile, made in the server's
   * database directly (the proof a real sign-up needs is a network's: see
   * tests/integration/accounts for those); answers its session token.
   */
  signUp(profileId?: string): Promise<string>;
  /** The server's account store, on its own connection to the same database (fixtures). */
  accounts: ProductAccountStore;
  /** POSTs `body` as JSON (a string goes as it is: bad JSON on purpose), with a session if given. */
  postJson(path: string, body: unknown, token?: string): Promise<Response>;
}

/**
 * The real product server (sandbox mode) on a SQLite file in a temp folder,
 * removed on close.
 */
export async function startTestServer(
  options: Parameters<typeof startProductServer>[0] = {},
): Promise<TestServer> {
  const folder = mkdtempSync(join(tmpdir(), 'polycast-server-'));
  const databasePath = join(folder, 'polycast.sqlite');
  const server = await startProductServer({ sandboxMode: true, ...options, databasePath });
  const reader = new Database(databasePath, { readonly: true });
  const writer = new Database(databasePath);
  const accounts = createProductAccountStore(writer);
  return {
    ...server,
    accounts,
    query: <T>(sql: string, ...params: unknown[]) => reader.prepare(sql).all(...params) as T[],
    async signUp(profileId = 'did:plc:polly') {
      const profile: LinkedProfile = {
        source: 'Bsky',
        profileId,
        handle: 'polly.test',
        displayName: 'Polly',
      };
      return accounts.create([profile]).token;
    },
    postJson: (path, body, token) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      reader.close();
      writer.close();
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * For a test file: `start()` runs a test server that is closed after the
 * test that started it.
 */
export function testServersClosedAfterEach(): {
  start(options?: Parameters<typeof startProductServer>[0]): Promise<TestServer>;
} {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  return {
    async start(options) {
      const server = await startTestServer(options);
      servers.push(server);
      return server;
    },
  };
}
