import { describe, expect, it } from 'vitest';
import type { PostSource } from '@/domain/networks';
import type { NetworkNotification } from '@/domain/notifications/notification';
import { fail, ok } from '@/domain/result';
import type { PushMessage } from '@/domain/push/pushContract';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { createProductAccountStore } from '../account/productAccountStore';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createNetworkNotificationWatcher } from './networkNotificationWatcher';
import { createNotificationWatchStore } from './notificationWatchStore';

const notification = (source: PostSource, id: string): NetworkNotification => ({
  source,
  id,
  reason: 'like',
  actor: { id: 'p', handle: 'ada.test', displayName: 'Ada' } as NetworkNotification['actor'],
  at: '2026-11-26T00:00:00.000Z',
});

/** Two accounts' delegations, reads the test sets per network, pushes collected. */
function setUp() {
  const db = openServerDatabase();
  const accounts = createProductAccountStore(db);
  const [one, two] = [accounts.create([]).accountId, accounts.create([]).accountId];
  const newest: Record<string, NetworkNotification | 'fails' | 'throws' | undefined> = {};
  const pushes: { accountId: string; message: PushMessage }[] = [];
  let clock = 0;
  const readsFor = (accountId: string, platform: PostSource, userId: string) =>
    ({
      source: platform,
      notifications: async () => {
        const found = newest[`${accountId} ${platform} ${userId}`];
        if (found === 'throws') throw new Error('socket hang up');
        if (found === 'fails') return fail({ kind: 'network', message: 'down' });
        return ok({ items: found ? [found] : [], cursor: undefined });
      },
    }) as unknown as SourceReads;
  const watcher = createNetworkNotificationWatcher({
    subscriptions: { accountsSubscribed: () => [one, two] },
    delegations: {
      list: (accountId) =>
        (['Bsky', 'Farcaster', 'Twitter'] as const).map((platform) => ({
          platform,
          platformUserId: `${accountId}-${platform}`,
          handle: 'h',
          createdAt: 0,
        })),
    },
    readsFor,
    watched: createNotificationWatchStore(db),
    pushToAccount: async (accountId, message) => {
      pushes.push({ accountId, message });
      return { sent: 1, removed: 0, failed: 0 };
    },
    now: () => clock,
  });
  const at = (accountId: string, platform: PostSource) =>
    `${accountId} ${platform} ${accountId}-${platform}`;
  return {
    one,
    two,
    newest,
    pushes,
    watcher,
    at,
    advance: (ms: number) => (clock += ms),
  };
}

describe('the network notification watcher', () => {
  it('records the first look, pushes a newer one once, then nothing', async () => {
    const { one, newest, pushes, watcher, at, advance } = setUp();
    newest[at(one, 'Bsky')] = notification('Bsky', 'b1');
    await watcher.tick();
    expect(pushes).toEqual([]);
    newest[at(one, 'Bsky')] = notification('Bsky', 'b2');
    advance(120_000);
    await watcher.tick();
    expect(pushes).toEqual([
      {
        accountId: one,
        message: {
          kind: 'networkNotification',
          title: 'New on Bluesky',
          body: 'Ada liked your post',
          url: '/notifications/bsky',
          tag: 'notifications-bsky',
        },
      },
    ]);
    advance(120_000);
    await watcher.tick();
    expect(pushes).toHaveLength(1);
  });

  it('reads each network at its own interval: Farcaster every 60 s, Bluesky every 120 s', async () => {
    const { one, newest, pushes, watcher, at, advance } = setUp();
    await watcher.tick();
    newest[at(one, 'Bsky')] = notification('Bsky', 'b1');
    newest[at(one, 'Farcaster')] = notification('Farcaster', 'f1');
    advance(60_000);
    await watcher.tick();
    expect(pushes.map((p) => p.message.url)).toEqual(['/notifications/farcaster']);
    advance(60_000);
    await watcher.tick();
    expect(pushes.map((p) => p.message.url)).toEqual([
      '/notifications/farcaster',
      '/notifications/bsky',
    ]);
  });

  it('goes on with the other profiles when one read fails or throws, and never reads X', async () => {
    const { one, two, newest, pushes, watcher, at, advance } = setUp();
    await watcher.tick();
    newest[at(one, 'Bsky')] = 'throws';
    newest[at(one, 'Farcaster')] = 'fails';
    newest[at(one, 'Twitter')] = notification('Twitter', 'x1');
    newest[at(two, 'Bsky')] = notification('Bsky', 'b1');
    advance(120_000);
    await watcher.tick();
    expect(pushes.map((p) => [p.accountId, p.message.url])).toEqual([[two, '/notifications/bsky']]);
  });
});
