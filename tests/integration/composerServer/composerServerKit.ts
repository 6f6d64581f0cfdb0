import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sandboxServerOptions } from '../../../sandbox/productServerConfig';
import {
  startProductServer,
  type ProductServerOptions,
  type RunningProductServer,
} from '../../../server/startProductServer';
import { provenSignUp } from '../../support/provenSignUp';
import { sandbox } from '../sandbox/sandboxClient';

export interface ComposerTestServer extends RunningProductServer {
  /** Reads the server's SQLite file (read-only). */
  query<T>(sql: string, ...params: unknown[]): T[];
  /** A new Polycast account (a new Farcaster profile, proven as the app proves it): its session token. */
  signUp(): Promise<string>;
  /** A call with the session token, JSON in and out. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: unknown; text: string }>;
}

/**
 * A product server of this checkout's code, against the running sandbox (as
 * `npm start` runs one), on its own SQLite file: the sandbox's own product
 * server stays untouched.
 */
export async function startComposerServer(
  options: Pick<ProductServerOptions, 'anonymousLimits' | 'anonymousRetry' | 'secretKey'> = {},
): Promise<ComposerTestServer> {
  const folder = mkdtempSync(join(tmpdir(), 'polycast-composer-'));
  const databasePath = join(folder, 'polycast.sqlite');
  const manifest = sandbox();
  const server = await startProductServer({
    databasePath,
    ...sandboxServerOptions(() => manifest),
    ...options,
  });
  const reader = new Database(databasePath, { readonly: true });
  const call: ComposerTestServer['call'] = async (method, path, init = {}) => {
    const answer = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
    const text = await answer.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: answer.status, headers: answer.headers, body, text };
  };
  return {
    ...server,
    query: <T>(sql: string, ...params: unknown[]) => reader.prepare(sql).all(...params) as T[],
    call,
    async signUp() {
      return (await provenSignUp(manifest, server.url)).token;
    },
    async close() {
      reader.close();
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
