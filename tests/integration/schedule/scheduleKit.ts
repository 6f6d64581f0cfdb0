import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createProductAccountStore } from '../../../server/account/productAccountStore';
import type { DelegatedSources } from '../../../server/schedule/delegatedSources';
import { createScheduleClock } from '../../../server/schedule/scheduleClock';
import {
  createScheduleDispatcher,
  type ScheduleDispatcherOptions,
} from '../../../server/schedule/scheduleDispatcher';
import { mountScheduleRoutes } from '../../../server/schedule/scheduleRoutes';
import { createSqliteScheduleStore } from '../../../server/schedule/sqliteScheduleStore';
import { openServerDatabase } from '../../../server/storage/openServerDatabase';
import type { PostSource } from '@/domain/networks';
import type { PublishTarget } from '@/events/types/publishEvents';
import type { Source } from '@/sources/source';
import { sandbox } from '../sandbox/sandboxClient';

/**
 * The product server's schedule side on its own SQLite file: the API on a
 * real port, the dispatcher on a clock the test moves, and "delegations"
 * that are the test's own sandbox accounts (helper tests cover the
 * handover itself).
 */
export async function scheduleKit(options: {
  sources: Partial<Record<PostSource, Source>>;
  targets: readonly PublishTarget[];
  dispatcher?: Partial<ScheduleDispatcherOptions>;
  databasePath?: string;
  passwordCheck?: (token: string) => boolean;
}) {
  const folder = mkdtempSync(join(tmpdir(), 'polycast-schedule-'));
  const databasePath = options.databasePath ?? join(folder, 'polycast.sqlite');
  const db = openServerDatabase(databasePath);
  const accounts = createProductAccountStore(db);
  const store = createSqliteScheduleStore(db);
  const clock = createScheduleClock();
  const delegated = (target: PublishTarget) =>
    options.targets.some((t) => t.source === target.source && t.accountId === target.accountId);
  const delegations: DelegatedSources = {
    has: (_account, target) => delegated(target),
    sourceFor: async (_account, target) =>
      delegated(target) ? options.sources[target.source] : undefined,
  };
  const storageBase = sandbox().lens?.storage;
  const app = new Hono();
  mountScheduleRoutes(app, {
    accounts,
    store,
    delegations,
    now: clock.now,
    storageOrigin: () => (storageBase ? new URL(storageBase).origin : undefined),
    ...(options.passwordCheck ? { passwordCheck: options.passwordCheck } : {}),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const runs: string[] = [];
  const dispatcher = createScheduleDispatcher({
    store,
    now: clock.now,
    sourceFor: delegations.sourceFor,
    storage: () => (storageBase ? { base: storageBase } : undefined),
    pollMs: 100,
    onTaskRun: (task, outcome) => runs.push(`${task.taskUuid}:${outcome}`),
    ...options.dispatcher,
  });
  clock.onAdvance(() => dispatcher.wake());

  const { token } = accounts.create([]);

  /** One call with the account's session; answers status and JSON body. */
  async function call(path: string, body: unknown, session = token) {
    const answer = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session}` },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  return {
    url,
    db,
    store,
    clock,
    dispatcher,
    runs,
    token,
    call,
    databasePath,
    async close() {
      await dispatcher.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export type ScheduleKit = Awaited<ReturnType<typeof scheduleKit>>;
