import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { checkVapidAuthorization } from './vapidAuthorization';
import {
  decryptPushBody,
  newSubscriptionSecrets,
  PushDecryptionError,
  type SubscriptionSecrets,
} from './webPushDecryption';

/** A push this stand-in took, as the browser would have read it. */
export interface ReceivedPush {
  subscriptionId: string;
  receivedAt: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID key that signed it. */
  vapidKey: string;
  /** The decrypted payload, as text. */
  payload: string;
}

interface Subscription {
  id: string;
  applicationServerKey: string;
  secrets: SubscriptionSecrets;
  gone: boolean;
}

/** How many pushes are kept for tests to read (the oldest go first). */
const KEPT = 500;
/** A push service takes at most 4096 bytes of encrypted payload (RFC 8291 §4). */
const MAX_BODY = 4096;

const subscribeSchema = z.object({
  applicationServerKey: z.string().regex(/^[A-Za-z0-9_-]{86,87}$/),
});

/**
 * The sandbox's push service (RFC 8030), standing in for the browser's (FCM,
 * Mozilla's autopush), which cannot be reached here. It plays both ends a
 * real push service and a browser split between them:
 *
 * - `POST /subscriptions {applicationServerKey}`: what `pushManager.subscribe`
 *   does: a new subscription (endpoint, p256dh, auth) bound to the
 *   application server's key; this side keeps the private half, as a browser does.
 * - `POST /push/:id`: a push message. Checked as a push service checks it: a
 *   TTL header, `Content-Encoding: aes128gcm`, a VAPID JWT signed by the key
 *   the subscription was made for (RFC 8292; 401 unsigned or badly signed,
 *   403 another key); then decrypted with the subscription's keys (RFC 8291),
 *   as the browser would, and kept. 201 with a Location; 404 for an unknown
 *   subscription, 410 for one that is gone.
 * - `GET /received?subscription=id`: what was taken (for tests);
 *   `DELETE /subscriptions/:id`: the browser unsubscribed (pushes answer 410).
 */
export function createPushService(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const app = new Hono();

  app.post('/subscriptions', async (c) => {
    const body = subscribeSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ error: 'applicationServerKey: a P-256 public key' }, 400);
    const id = randomUUID();
    const secrets = newSubscriptionSecrets(randomBytes);
    subscriptions.set(id, {
      id,
      applicationServerKey: body.data.applicationServerKey,
      secrets,
      gone: false,
    });
    const origin = new URL(c.req.url).origin;
    return c.json(
      {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: {
          p256dh: secrets.ecdh.getPublicKey().toString('base64url'),
          auth: secrets.auth.toString('base64url'),
        },
      },
      201,
    );
  });

  app.delete('/subscriptions/:id', (c) => {
    const subscription = subscriptions.get(c.req.param('id'));
    if (!subscription) return c.json({ error: 'No such subscription' }, 404);
    subscription.gone = true;
    return c.body(null, 204);
  });

  app.post('/push/:id', async (c) => {
    const subscription = subscriptions.get(c.req.param('id'));
    if (!subscription) return c.json({ error: 'No such subscription' }, 404);
    if (subscription.gone) return c.json({ error: 'The subscription is gone' }, 410);
    const ttl = Number(c.req.header('ttl'));
    if (!Number.isInteger(ttl) || ttl < 0) return c.json({ error: 'TTL header required' }, 400);
    const auth = checkVapidAuthorization(
      c.req.header('authorization'),
      new URL(c.req.url).origin,
      Math.floor(now() / 1000),
    );
    if (!auth.ok) return c.json({ error: auth.reason }, auth.status);
    if (auth.key !== subscription.applicationServerKey)
      return c.json({ error: 'Signed with another key than the subscription was made for' }, 403);
    if (c.req.header('content-encoding') !== 'aes128gcm')
      return c.json({ error: 'Content-Encoding must be aes128gcm' }, 415);
    const body = Buffer.from(await c.req.arrayBuffer());
    if (body.length > MAX_BODY) return c.json({ error: 'Payload too large' }, 413);
    let payload: Buffer;
    try {
      payload = decryptPushBody(body, subscription.secrets);
    } catch (error) {
      if (error instanceof PushDecryptionError) return c.json({ error: error.message }, 400);
      throw error;
    }
    const messageId = randomUUID();
    received.push({
      subscriptionId: subscription.id,
      receivedAt: new Date(now()).toISOString(),
      ttl,
      urgency: c.req.header('urgency') ?? null,
      topic: c.req.header('topic') ?? null,
      vapidKey: auth.key,
      payload: payload.toString('utf8'),
    });
    if (received.length > KEPT) received.splice(0, received.length - KEPT);
    return c.body(null, 201, { Location: `/messages/${messageId}` });
  });

  app.get('/received', (c) => {
    const id = c.req.query('subscription');
    return c.json(id ? received.filter((push) => push.subscriptionId === id) : received);
  });

  return app;
}
