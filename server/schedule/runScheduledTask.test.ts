import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { closeHungServers, hungServer } from '../../tests/support/hungServer';
import { openServerDatabase } from '../storage/openServerDatabase';
import { readStoredFile } from './readScheduledMedia';
import { runScheduledTask } from './runScheduledTask';
import { createSqliteScheduleStore } from './sqliteScheduleStore';

afterEach(closeHungServers);

/** The product's storage, hung: it never answers, or sends the start of a file and then nothing. */
const hungStorage = (kind: 'silent' | 'stalls mid-file') =>
  hungServer(
    kind === 'stalls mid-file'
      ? {
          headers: { 'Content-Type': 'image/jpeg', 'Content-Length': '100000' },
          body: Buffer.alloc(100, 0xff),
        }
      : undefined,
  );

const never = new AbortController().signal;

describe('a scheduled task against a storage that hangs', () => {
  it.each(['silent', 'stalls mid-file'] as const)(
    'reading a stored file fails, retryably, at its time limit (%s)',
    async (kind) => {
      const base = await hungStorage(kind);
      const read = await readStoredFile({ base, readTimeoutMs: 100 }, `${base}/a.jpg`, never);
      expect(read).toMatchObject({ ok: false, error: { kind: 'network' } });
    },
  );

  it('ends its run as "later" (tried again), not waiting for ever', async () => {
    const base = await hungStorage('silent');
    const db = openServerDatabase(':memory:');
    db.prepare('INSERT INTO product_accounts (id, created_at) VALUES (?, 0)').run('acct');
    const store = createSqliteScheduleStore(db);
    const { task } = store.create({
      taskUuid: randomUUID(),
      accountId: 'acct',
      groupId: randomUUID(),
      intentId: '01JSCHEDULED0000000000000001',
      scheduleAt: 1000,
      displayInfo: { content: 'hi', media_type: ['Text', 'Image'] },
      uaType: 'web',
      createdAt: 0,
      relations: [
        {
          platform: 'Bsky',
          platformUserId: 'did:plc:me',
          posts: [{ text: 'hi', media: { media_ids: [`${base}/a.jpg`] } }],
          content: 'hi',
          mediaTypes: ['Text', 'Image'],
        },
      ],
    });
    const [claimed] = store.claimDue(1000, { owner: 'a', now: 0, untilMs: 60_000 }, 1);
    expect(claimed?.taskUuid).toBe(task.taskUuid);

    const outcome = await runScheduledTask(claimed ?? task, {
      store,
      owner: 'a',
      now: () => 1000,
      sourceFor: async () => undefined,
      storage: () => ({ base, readTimeoutMs: 100 }),
      signal: never,
      callTimeoutMs: 1000,
      holdMs: 0,
    });
    expect(outcome).toBe('later');
    expect(store.get('acct', task.taskUuid)?.relations).toMatchObject([
      { platform: 'Bsky', status: 'Pending' },
    ]);
  });
});
