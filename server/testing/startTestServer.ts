import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
import { startProductServer, type RunningProductServer } from '../startProductServer';

export interface TestServer extends RunningProductServer {
  /** Reads the server's own SQLite file (read-only), to see what it stored. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** Signs up a Polycast account with one Bluesky profile; answers its session token. */
  signUp(profileId?: string): Promise<string>;
  /** POSTs `body` as JSON (a string goes as it is: bad JSON on purpose), with a session if given. */
  postJson(path: string, body: unknown, token?: string): Promise<Response>;
}

/**
 * The real product server (sandbox mode) on a SQLite file in a temp folder,
 * removed on close.
 */
export async function startTestServer(): Promise<TestServer> {
  const folder = mkdtempSync(join(tmpdir(), 'polycast-server-'));
  const databasePath = join(folder, 'polycast.sqlite');
  const server = await startProductServer({ sandboxMode: true, databasePath });
  const reader = new Database(databasePath, { readonly: true });
  return {
    ...server,
    query: <T>(sql: string, ...params: unknown[]) => reader.prepare(sql).all(...params) as T[],
    async signUp(profileId = 'did:plc:polly') {
      const answer = await fetch(`${server.url}/api/account`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          profiles: [{ source: 'Bsky', profileId, handle: 'polly.test', displayName: 'Polly' }],
        }),
      });
      if (answer.status !== 201) throw new Error(`sign-up answered ${answer.status}`);
      const { data } = (await answer.json()) as { data: { sessionToken: string } };
      return data.sessionToken;
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
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * For a test file: `start()` runs a test server that is closed after the
 * test that started it.
 */
export function testServersClosedAfterEach(): { start(): Promise<TestServer> } {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  return {
    async start() {
      const server = await startTestServer();
      servers.push(server);
      return server;
    },
  };
}
