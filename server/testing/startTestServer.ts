import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startProductServer, type RunningProductServer } from '../startProductServer';

export interface TestServer extends RunningProductServer {
  /** Reads the server's own SQLite file (read-only), to see what it stored. */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** Signs up a Polycast account with one Bluesky profile; answers its session token. */
  signUp(profileId?: string): Promise<string>;
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
    async close() {
      reader.close();
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
