import webPush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { createPushService, type ReceivedPush } from '../../sandbox/push/pushService';
import { serveApp, type ServedApp } from '../../sandbox/serveApp';
import type { PushMessage, PushSubscriptionJson } from '@/domain/push/pushContract';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createProductAccountStore } from '../account/productAccountStore';
import { createPushSubscriptionStore } from './pushSubscriptionStore';
import { createPushSender } from './pushSender';

const served: ServedApp[] = [];
afterEach(async () => {
  for (const app of served.splice(0)) await app.close();
});

const message: PushMessage = {
  kind: 'schedulePublished',
  title: 'Scheduled post published',
  body: '“gm” is on Bluesky.',
  url: '/draft?tab=Scheduled',
  tag: 'schedule-1',
};

async function setUp() {
  const service = await serveApp(createPushService());
  served.push(service);
  const db = openServerDatabase();
  const { accountId } = createProductAccountStore(db).create([]);
  const subscriptions = createPushSubscriptionStore(db);
  const keys = webPush.generateVAPIDKeys();
  const logged: string[] = [];
  const sender = createPushSender({
    subscriptions,
    keys,
    subject: 'mailto:push@polycast.invalid',
    log: (m) => logged.push(m),
  });
  /** A browser subscribing at the stand-in with `key` (the server's, unless another is given). */
  const subscribe = async (key = keys.publicKey) => {
    const answer = await fetch(`${service.url}/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ applicationServerKey: key }),
    });
    const subscription = (await answer.json()) as PushSubscriptionJson;
    subscriptions.save(accountId, subscription);
    return { subscription, id: subscription.endpoint.split('/').pop() ?? '' };
  };
  const received = async (id: string) =>
    (await (await fetch(`${service.url}/received?subscription=${id}`)).json()) as ReceivedPush[];
  return { service, accountId, subscriptions, sender, subscribe, received, keys, logged };
}

describe('pushToAccount (RFC 8030, 8291, 8292) against the sandbox push service', () => {
  it('reaches every browser of the account: signed with the server’s key, readable only there', async () => {
    const { sender, accountId, subscribe, received, keys, logged } = await setUp();
    const phone = await subscribe();
    const laptop = await subscribe();
    expect(await sender.pushToAccount(accountId, message)).toEqual({
      sent: 2,
      removed: 0,
      failed: 0,
    });
    for (const browser of [phone, laptop]) {
      const [push, ...more] = await received(browser.id);
      expect(more).toEqual([]);
      expect(JSON.parse(push?.payload ?? '')).toEqual(message);
      expect(push).toMatchObject({ vapidKey: keys.publicKey, ttl: 86_400, urgency: 'normal' });
      expect(push?.topic).toBe('schedule-1');
    }
    expect(logged.join('\n')).not.toContain(keys.privateKey);
  });

  it('is refused by the push service when signed with another key than the subscription’s', async () => {
    const { sender, accountId, subscribe, received, subscriptions, logged } = await setUp();
    const stranger = await subscribe(webPush.generateVAPIDKeys().publicKey);
    expect(await sender.pushToAccount(accountId, message)).toEqual({
      sent: 0,
      removed: 0,
      failed: 1,
    });
    expect(await received(stranger.id)).toEqual([]);
    // A refusal that is not "gone" keeps the subscription.
    expect(subscriptions.of(accountId)).toHaveLength(1);
    expect(logged).toEqual([expect.stringContaining('answered 403')]);
  });

  it('removes a subscription the push service says is gone (410), and one it never knew (404)', async () => {
    const { service, sender, accountId, subscribe, subscriptions } = await setUp();
    const gone = await subscribe();
    const kept = await subscribe();
    await fetch(`${service.url}/subscriptions/${gone.id}`, { method: 'DELETE' });
    subscriptions.save(accountId, {
      ...kept.subscription,
      endpoint: `${service.url}/push/00000000-0000-4000-8000-000000000000`,
    });
    expect(await sender.pushToAccount(accountId, message)).toEqual({
      sent: 1,
      removed: 2,
      failed: 0,
    });
    expect(subscriptions.of(accountId).map((s) => s.endpoint)).toEqual([
      kept.subscription.endpoint,
    ]);
  });

  it('gives up on a push service that does not answer in time, keeping the subscription', async () => {
    const { accountId, subscriptions, keys, logged } = await setUp();
    // A push service that takes the request and never answers.
    const silent = await serveApp({ fetch: () => new Promise<Response>(() => undefined) });
    served.push(silent);
    const browser = { endpoint: `${silent.url}/push/1`, keys: { p256dh: '', auth: '' } };
    const real = await (async () => {
      const service = await serveApp(createPushService());
      served.push(service);
      const answer = await fetch(`${service.url}/subscriptions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ applicationServerKey: keys.publicKey }),
      });
      return (await answer.json()) as PushSubscriptionJson;
    })();
    subscriptions.save(accountId, { ...real, endpoint: browser.endpoint });
    const quick = createPushSender({
      subscriptions,
      keys,
      subject: 'mailto:push@polycast.invalid',
      timeoutMs: 200,
      log: (m) => logged.push(m),
    });
    expect(await quick.pushToAccount(accountId, message)).toEqual({
      sent: 0,
      removed: 0,
      failed: 1,
    });
    expect(subscriptions.of(accountId)).toHaveLength(1);
    expect(logged).toEqual([expect.stringContaining('not reached (TimeoutError)')]);
  });
});
