import type { BrowserContext } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';

export interface ReceivedPush {
  subscriptionId: string;
  vapidKey: string;
  payload: string;
}

function pushService(): string {
  const url = readManifest()?.push?.url;
  if (!url) throw new Error('the sandbox runs no push service');
  return url;
}

/**
 * This Chromium reaches no push service (`pushManager.subscribe` fails with
 * "AbortError: Registration failed - permission denied"), so the page's
 * PushManager asks the sandbox's push service stand-in for the subscription
 * instead, as the browser asks its own: the stand-in keeps the private half
 * and reads the pushes sent to it. Everything else is the app's own code.
 * Answers the ids of the subscriptions made.
 */
export async function subscribeAtTheStandIn(context: BrowserContext): Promise<string[]> {
  const made: string[] = [];
  await context.exposeBinding('__sandboxPushSubscribe', async (_source, key: string) => {
    const answer = await fetch(`${pushService()}/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ applicationServerKey: key }),
    });
    const subscription = (await answer.json()) as { endpoint: string };
    made.push(subscription.endpoint.split('/').pop() ?? '');
    return subscription;
  });
  await context.addInitScript(() => {
    type Json = { endpoint: string; keys: Record<string, string> };
    const subscribe = (window as unknown as { __sandboxPushSubscribe(key: string): Promise<Json> })
      .__sandboxPushSubscribe;
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: object | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer).slice();
      const json = await subscribe(toBase64Url(key));
      const subscription = {
        endpoint: json.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: key.buffer },
        toJSON: () => ({ ...json, expirationTime: null }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      current = subscription;
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = function () {
      return Promise.resolve(current as PushSubscription | null);
    };
  });
  return made;
}

/** What the stand-in read from the pushes sent to these subscriptions. */
export async function receivedBy(ids: readonly string[]): Promise<ReceivedPush[]> {
  const all = (await (await fetch(`${pushService()}/received`)).json()) as ReceivedPush[];
  return all.filter((push) => ids.includes(push.subscriptionId));
}
