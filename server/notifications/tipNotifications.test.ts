import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  TIP_NOTIFICATIONS_PATH,
  tipNotificationsAnswerSchema,
} from '@/domain/notifications/tipNotificationsContract';
import type { TipReport } from '@/domain/wallet/tipReport';
import { createProductAccountStore } from '../account/productAccountStore';
import { createSqliteScheduleStore } from '../schedule/sqliteScheduleStore';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createTipReportStore } from '../wallet/tipReportStore';
import { mountNotificationRoutes } from './notificationRoutes';

const profile = (source: 'Farcaster' | 'Lens', profileId: string) => ({
  source,
  profileId,
  handle: profileId,
  displayName: profileId,
});

const report = (to: string, hash: string, amount = '0.5'): TipReport => ({
  from_account_id: 'Farcaster:9',
  to_account_id: to,
  from_address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to_address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  chain_id: '31337',
  chain_name: 'Sandbox EVM',
  amount,
  token_symbol: 'ETH',
  token_icon: '',
  token_address: 'native',
  token_type: 'native_token',
  tip_memos: '',
  tx_hash: `0x${hash.repeat(64).slice(0, 64)}`,
  source: 'web',
});

function setUp() {
  const db = openServerDatabase(':memory:');
  let now = 1_000;
  const accounts = createProductAccountStore(db);
  const tips = createTipReportStore(db, () => now);
  const app = new Hono();
  mountNotificationRoutes(app, { accounts, schedule: createSqliteScheduleStore(db), tips });
  // The tipped person links a Farcaster and a Lens profile; the tipper is someone else.
  const tipped = accounts.create([profile('Farcaster', '2'), profile('Lens', '0xAbC')]);
  const tipper = accounts.create([profile('Farcaster', '9')]);
  const read = async (token: string) => {
    const answer = await app.request(TIP_NOTIFICATIONS_PATH, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: answer.status, body: (await answer.json()) as unknown };
  };
  return { tips, tipped, tipper, read, at: (ms: number) => (now = ms) };
}

describe('tips received (reading.md §4.6, the general tab)', () => {
  it('lists tips to any profile the account links, newest first, each once', async () => {
    const { tips, tipped, tipper, read, at } = setUp();
    at(1_000);
    tips.record(tipper.accountId, report('Farcaster:2', 'a'));
    at(2_000);
    // A Lens address written in another case is the same profile.
    tips.record(tipper.accountId, report('Lens:0xabc', 'b', '7'));
    // Someone else's tip, and the same transaction reported again by the tipped person.
    tips.record(tipper.accountId, report('Farcaster:3', 'c'));
    at(3_000);
    tips.record(tipped.accountId, report('Farcaster:2', 'a'));

    const answer = await read(tipped.token);
    expect(answer.status).toBe(200);
    const { notifications } = tipNotificationsAnswerSchema.parse(answer.body).data;
    expect(notifications.map((n) => [n.to, n.amount, n.at])).toEqual([
      ['Lens:0xabc', '7', new Date(2_000).toISOString()],
      ['Farcaster:2', '0.5', new Date(1_000).toISOString()],
    ]);
    expect(notifications[1]).toMatchObject({
      id: `tip:31337:0x${'a'.repeat(64)}`,
      tokenSymbol: 'ETH',
      chainName: 'Sandbox EVM',
    });
    // The tipper received nothing.
    expect(tipNotificationsAnswerSchema.parse((await read(tipper.token)).body).data).toEqual({
      notifications: [],
    });
  });

  it('answers only a session', async () => {
    const { read } = setUp();
    expect((await read('not-a-session')).status).toBe(401);
  });
});
