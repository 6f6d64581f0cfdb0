import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishTarget } from '@/events/types/publishEvents';
import { freePort } from '../../../sandbox/freePort';
import { postsWithTag } from '../../support/postsWithTag';
import { delegateFourNetworks } from '../../support/delegateFourNetworks';
import { clearFaults, sandbox, setFaults } from '../sandbox/sandboxClient';
import { minutesAfter, scheduledThread } from './schedulePayloadsKit';

const folder = mkdtempSync(join(tmpdir(), 'polycast-restart-'));
const databasePath = join(folder, 'polycast.sqlite');
// The same key across the restart: the delegations are sealed with it.
const secretKey = randomBytes(32).toString('hex');
let port: number;
let server: ChildProcess | undefined;
const url = () => `http://127.0.0.1:${port}`;

/** The product server as deployed (`server/main.ts`), in its own process. */
async function startServer() {
  server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/main.ts',
      '--sandbox',
      '--port',
      String(port),
      '--db',
      databasePath,
      '--schedule-lease-seconds',
      '2',
    ],
    { env: { ...process.env, POLYCAST_SECRET_KEY: secretKey }, stdio: 'ignore' },
  );
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${url()}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the product server did not start');
}

const moveClock = (advanceMs: number) =>
  fetch(`${url()}/api/sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });

/** The server's own database, read-only (what it recorded). */
function read<T>(sql: string): T[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}
const eventTypes = () =>
  read<{ type: string; reconciled: number | null }>(
    "SELECT json_extract(event, '$.type') AS type, json_extract(event, '$.payload.reconciled') AS reconciled FROM schedule_task_events",
  );

let session: string;
let targets: PublishTarget[];
let accounts: Parameters<typeof postsWithTag>[1];

beforeAll(async () => {
  port = await freePort();
  await startServer();
  ({ session, targets, accounts } = await delegateFourNetworks(sandbox(), url(), {
    xUser: 'validator_vic',
    lensAccount: 'mint_maker',
    lensWallet: 3,
  }));
}, 120_000);

afterAll(async () => {
  await clearFaults();
  server?.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

describe('a product server killed mid-dispatch', () => {
  it('publishes nothing twice once restarted: what may have landed is reconciled first', async () => {
    const tag = `rst${Date.now().toString(36)}`;
    const clock = (await (await fetch(`${url()}/api/sandbox/clock`)).json()) as { now: number };
    const scheduleTime = minutesAfter(clock.now, 5);
    const expected: string[] = [];
    for (let i = 0; i < 8; i++) {
      const texts =
        i < 2 ? [1, 2, 3].map((n) => `${tag} thread ${i} part ${n}`) : [`${tag} post ${i}`];
      expected.push(...texts);
      const created = await fetch(`${url()}/v3/post/schedule`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session}` },
        body: JSON.stringify({
          scheduleTime,
          posts: await scheduledThread(targets, texts),
          display_info: { content: texts[0], media_type: ['Text'] },
          ua_type: 'web',
          groupId: randomUUID(),
        }),
      });
      expect(created.status).toBe(201);
    }
    // Slow networks: calls are in flight when the process dies.
    for (const network of ['bsky', 'farcaster', 'x', 'lens'] as const)
      await setFaults(network, { latencyMs: 250 });

    const advance = Date.parse(scheduleTime) - clock.now;
    await moveClock(advance);
    // Killed while some attempts have no outcome yet, after some posts went out.
    for (let i = 0; ; i++) {
      const types = eventTypes().map((e) => e.type);
      const attempted = types.filter((t) => t === 'PublishAttempted').length;
      const answered = types.filter((t) =>
        ['PublishSucceeded', 'PublishFailed', 'PublishOutcomeUnknown'].includes(t),
      ).length;
      if (answered >= 4 && attempted > answered) break;
      if (i > 2000) throw new Error('the dispatch never reached a point to kill it at');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    server?.kill('SIGKILL');
    await new Promise((resolve) => server?.once('exit', resolve));
    const before = eventTypes().filter((e) => e.type === 'PublishSucceeded').length;
    expect(before).toBeLessThan(expected.length * targets.length);

    await startServer();
    await moveClock(advance);
    for (let i = 0; ; i++) {
      const open = read<{ n: number }>(
        "SELECT COUNT(*) AS n FROM schedule_tasks WHERE status = 'Pending'",
      )[0]?.n;
      if (open === 0) break;
      if (i > 600) throw new Error(`${open} tasks still pending`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await clearFaults();

    expect(
      read<{ status: string }>('SELECT status FROM schedule_tasks').map((t) => t.status),
    ).toEqual(Array(8).fill('Success'));
    // The restart had something to reconcile, and found it (or found it had not landed).
    const after = eventTypes();
    const reconciled = after.filter(
      (e) => e.type === 'PublishSucceeded' && e.reconciled === 1,
    ).length;
    const notLanded = after.filter((e) => e.type === 'PublishNotLanded').length;
    expect(reconciled + notLanded).toBeGreaterThan(0);

    const landed = await postsWithTag(tag, accounts);
    const sorted = [...expected].sort();
    expect(landed.Bsky.sort()).toEqual(sorted);
    expect(landed.Farcaster.sort()).toEqual(sorted);
    expect(landed.Twitter.sort()).toEqual(sorted);
    expect(landed.Lens).toBe(expected.length);
  }, 180_000);
});
