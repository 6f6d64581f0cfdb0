import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushMessageSchema, type PushSubscriptionJson } from '@/domain/push/pushContract';
import type { PublishTarget } from '@/events/types/publishEvents';
import type { ReceivedPush } from '../../../sandbox/push/pushService';
import { createProductAccountStore } from '../../../server/account/productAccountStore';
import { createPushSender } from '../../../server/push/pushSender';
import { createPushSubscriptionStore } from '../../../server/push/pushSubscriptionStore';
import { schedulePushMessage } from '../../../server/push/schedulePushMessage';
import type { ScheduleTaskRecord } from '../../../server/schedule/scheduleStore';
import { loadOrCreateVapidKeys } from '../../../server/push/vapidKeys';
import { createSecretBox } from '../../../server/storage/secretBox';
import { newFarcasterAccount } from '../../support/sandboxAccounts';
import { sandbox } from '../sandbox/sandboxClient';
import { scheduleKit, type ScheduleKit } from '../schedule/scheduleKit';
import { minutesAfter, scheduledThread } from '../schedule/schedulePayloadsKit';

/**
 * reading.md §4.7, issue 21 item 6: a scheduled post's outcome reaches the
 * person's browser as a Web Push: the dispatcher's settled task becomes a
 * message, web-push encrypts and signs it, and the sandbox's push service
 * stand-in checks the VAPID signature and decrypts it with the
 * subscription's keys, as a browser would.
 */
let kit: ScheduleKit;
let farcaster: PublishTarget;
const nobodyOnBluesky: PublishTarget = { source: 'Bsky', accountId: 'did:plc:nobodyhere' };
let subscriptionId = '';
let serverKey = '';

const pushService = () => {
  const url = sandbox().push?.url;
  if (!url) throw new Error('the sandbox runs no push service');
  return url;
};

beforeAll(async () => {
  const account = await newFarcasterAccount(sandbox());
  farcaster = { source: 'Farcaster', accountId: String(account.fid) };
  // The server's hook, set once the kit's database (with the keys) exists.
  let pushOutcome: (task: ScheduleTaskRecord) => void = () => undefined;
  kit = await scheduleKit({
    sources: { Farcaster: account.source },
    // Bluesky is "delegated" but has no adapter: its posts fail, as a revoked delegation's do.
    targets: [farcaster, nobodyOnBluesky],
    dispatcher: { onSettled: (task) => pushOutcome(task) },
  });
  const keys = loadOrCreateVapidKeys(kit.db, createSecretBox(randomBytes(32)));
  serverKey = keys.publicKey;
  const subscriptions = createPushSubscriptionStore(kit.db);
  const sender = createPushSender({ subscriptions, keys, subject: 'mailto:push@polycast.invalid' });
  pushOutcome = (task) => {
    const message = schedulePushMessage(task);
    if (message) void sender.pushToAccount(task.accountId, message);
  };
  // The person's browser subscribes with the server's key (at the stand-in) and the app uploads it.
  const answer = await fetch(`${pushService()}/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ applicationServerKey: keys.publicKey }),
  });
  const subscription = (await answer.json()) as PushSubscriptionJson;
  subscriptionId = subscription.endpoint.split('/').pop() ?? '';
  const accountId = createProductAccountStore(kit.db).accountFor(kit.token);
  if (!accountId) throw new Error('no account');
  subscriptions.save(accountId, subscription);
  kit.dispatcher.start();
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

async function pushesReceived(count: number): Promise<ReceivedPush[]> {
  for (let i = 0; i < 300; i++) {
    const answer = await fetch(`${pushService()}/received?subscription=${subscriptionId}`);
    const pushes = (await answer.json()) as ReceivedPush[];
    if (pushes.length >= count) return pushes;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${count} pushes arrived`);
}

async function schedule(target: PublishTarget, text: string, at: string) {
  const created = await kit.call('/v3/post/schedule', {
    scheduleTime: at,
    posts: await scheduledThread([target], [text]),
    display_info: { content: text, media_type: ['Text'] },
    ua_type: 'web',
    groupId: randomUUID(),
  });
  expect(created.status).toBe(201);
}

describe('a scheduled post’s outcome is pushed to the person’s browser', () => {
  it('published and failed posts each arrive, signed with the server’s key and decrypted', async () => {
    const tag = `push${Date.now().toString(36)}`;
    const at = minutesAfter(kit.clock.now(), 5);
    await schedule(farcaster, `${tag} goes out`, at);
    await schedule(nobodyOnBluesky, `${tag} cannot go out`, at);
    // Nothing is pushed before the minute comes.
    await kit.dispatcher.idle();
    const before = await fetch(`${pushService()}/received?subscription=${subscriptionId}`);
    expect(await before.json()).toEqual([]);

    kit.clock.advance(Date.parse(at) - kit.clock.now());
    const pushes = await pushesReceived(2);
    expect(pushes.every((push) => push.vapidKey === serverKey)).toBe(true);
    const messages = pushes.map((push) => pushMessageSchema.parse(JSON.parse(push.payload)));
    const published = messages.find((m) => m.kind === 'schedulePublished');
    const failed = messages.find((m) => m.kind === 'scheduleFailed');
    expect(published).toMatchObject({
      title: 'Scheduled post published',
      body: `“${tag} goes out” is on Farcaster.`,
      url: '/draft?tab=Scheduled',
    });
    expect(failed).toMatchObject({ title: 'Scheduled post failed', url: '/draft?tab=Scheduled' });
    expect(failed?.body).toContain(`“${tag} cannot go out” could not be published (Bluesky`);
  });
});
