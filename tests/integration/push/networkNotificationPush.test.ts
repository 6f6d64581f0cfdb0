import { randomBytes } from 'node:crypto';
import { AtpAgent } from '@atproto/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessageSchema, type PushSubscriptionJson } from '@/domain/push/pushContract';
import type { ReceivedPush } from '../../../sandbox/push/pushService';
import { createProductAccountStore } from '../../../server/account/productAccountStore';
import { createDelegatedReads } from '../../../server/delegation/createDelegatedReads';
import { createDelegationStore } from '../../../server/delegation/delegationStore';
import type { BskySecret } from '../../../server/delegation/delegationSecrets';
import {
  createNetworkNotificationWatcher,
  type NetworkNotificationWatcher,
} from '../../../server/push/networkNotificationWatcher';
import { createNotificationWatchStore } from '../../../server/push/notificationWatchStore';
import { createPushSender } from '../../../server/push/pushSender';
import { createPushSubscriptionStore } from '../../../server/push/pushSubscriptionStore';
import { loadOrCreateVapidKeys } from '../../../server/push/vapidKeys';
import {
  openServerDatabase,
  type ServerDatabase,
} from '../../../server/storage/openServerDatabase';
import { createSecretBox } from '../../../server/storage/secretBox';
import { newBskyAccount } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';

/**
 * reading.md §4.7, issue 21 item 6: a new notification on a network the
 * person delegated reaches their browser as a Web Push. The server reads the
 * sandbox's Bluesky as the person with their delegation (the app password
 * they handed over), and the push service stand-in decrypts what arrives.
 */
type Account = Awaited<ReturnType<typeof newBskyAccount>>;
const eventually = { timeout: 15_000, interval: 200 };
let db: ServerDatabase;
let reader: Account;
let other: Account;
let watcher: NetworkNotificationWatcher;
let readNotifications: () => Promise<number>;
let subscriptionId = '';
let clock = 0;

const pushService = () => {
  const url = sandbox().push?.url;
  if (!url) throw new Error('the sandbox runs no push service');
  return url;
};

async function received(): Promise<ReceivedPush[]> {
  const answer = await fetch(`${pushService()}/received?subscription=${subscriptionId}`);
  return (await answer.json()) as ReceivedPush[];
}

async function agentOf(account: Account) {
  const agent = new AtpAgent({ service: sandbox().bsky.pds });
  await agent.login({ identifier: account.handle, password: 'app-pass' });
  return agent;
}

beforeAll(async () => {
  db = openServerDatabase();
  const box = createSecretBox(randomBytes(32));
  const accountId = createProductAccountStore(db).create([]).accountId;
  reader = await newBskyAccount(sandbox());
  other = await newBskyAccount(sandbox());
  // The reader delegated Bluesky (an app password; the sandbox's PDS takes the account's own).
  const delegations = createDelegationStore(db, box);
  delegations.put<BskySecret>(accountId, {
    platform: 'Bsky',
    platformUserId: reader.did,
    handle: reader.handle,
    live: true,
    secret: { appPassword: 'app-pass' },
  });
  const reads = createDelegatedReads({
    store: delegations,
    networks: () => ({
      bsky: { service: sandbox().bsky.pds, video: sandbox().bsky.video },
      farcaster: { hub: 'http://127.0.0.1:9', network: 'devnet' },
      lens: { api: 'http://127.0.0.1:9', storage: 'http://127.0.0.1:9' },
    }),
  });
  readNotifications = async () => {
    const answer = await reads
      .readsFor(accountId, 'Bsky', reader.did)
      ?.notifications?.(undefined, AbortSignal.timeout(10_000));
    return answer?.ok ? answer.value.items.length : -1;
  };
  const keys = loadOrCreateVapidKeys(db, box);
  const subscriptions = createPushSubscriptionStore(db);
  const sender = createPushSender({ subscriptions, keys, subject: 'mailto:push@polycast.invalid' });
  // The reader's browser subscribes with the server's key (at the stand-in); the app uploads it.
  const answer = await fetch(`${pushService()}/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ applicationServerKey: keys.publicKey }),
  });
  const subscription = (await answer.json()) as PushSubscriptionJson;
  subscriptionId = subscription.endpoint.split('/').pop() ?? '';
  subscriptions.save(accountId, subscription);
  watcher = createNetworkNotificationWatcher({
    subscriptions,
    delegations,
    readsFor: reads.readsFor,
    watched: createNotificationWatchStore(db),
    pushToAccount: sender.pushToAccount,
    now: () => clock,
  });
}, 60_000);

afterAll(() => {
  db?.close();
});

/** One round of the watcher once Bluesky's interval (120 s) has passed. */
async function tickAfterInterval() {
  clock += 120_000;
  await watcher.tick();
}

describe('a delegated network’s new notification is pushed to the person’s browser', () => {
  it('records the first look, pushes the next notification once, then nothing more', async () => {
    // Something was already there when the watch began: a follow.
    await (await agentOf(other)).follow(reader.did);
    await expect.poll(readNotifications, eventually).toBe(1);
    await tickAfterInterval();
    expect(await received()).toEqual([]);

    const mine = await (await agentOf(reader)).post({ text: 'the reader’s post' });
    await (await agentOf(other)).like(mine.uri, mine.cid);
    await expect.poll(readNotifications, eventually).toBe(2);
    await tickAfterInterval();
    const pushes = await received();
    expect(pushes).toHaveLength(1);
    const message = pushMessageSchema.parse(JSON.parse(pushes[0]?.payload ?? '{}'));
    expect(message).toMatchObject({
      kind: 'networkNotification',
      title: 'New on Bluesky',
      url: '/notifications/bsky',
    });
    expect(message.body).toMatch(/liked your post$/);

    await tickAfterInterval();
    expect(await received()).toHaveLength(1);
  });
});
