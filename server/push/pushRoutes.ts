import { Hono } from 'hono';
import {
  PUSH_PATHS,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@/domain/push/pushContract';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
import { parseJsonBody } from '../http/parseJsonBody';
import { pushEndpointProblem } from './pushEndpoint';
import type { PushSubscriptionStore } from './pushSubscriptionStore';

export interface PushRoutesOptions {
  accounts: ProductAccountStore;
  subscriptions: PushSubscriptionStore;
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** Sandbox mode: the push service stand-in's http endpoint on this machine is accepted. */
  allowLoopbackHttp: boolean;
}

/**
 * reading.md §3.16, §4.7, §7.8: the server's VAPID public key (anyone may
 * read it: it is what every browser subscribes with), and the device's push
 * subscription uploaded or removed with its Polycast session.
 */
export function mountPushRoutes(api: Hono, options: PushRoutesOptions): void {
  api.get(PUSH_PATHS.key, (c) =>
    c.json({ publicKey: options.publicKey }, 200, { 'Cache-Control': 'no-cache' }),
  );

  const subscriptions = new Hono<SessionEnv>();
  subscriptions.use('/*', requireProductSession(options.accounts));
  subscriptions.put('/', async (c) => {
    const body = await parseJsonBody(c, pushSubscriptionSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    const problem = pushEndpointProblem(body.value.endpoint, options);
    if (problem) return c.json({ error: problem }, 400);
    options.subscriptions.save(c.get('accountId'), body.value);
    return c.body(null, 204);
  });
  subscriptions.delete('/', async (c) => {
    const body = await parseJsonBody(c, pushUnsubscribeSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    // Removing one that is not there (already removed, or another account's) changes nothing.
    options.subscriptions.remove(c.get('accountId'), body.value.endpoint);
    return c.body(null, 204);
  });
  api.route(PUSH_PATHS.subscriptions, subscriptions);
}
