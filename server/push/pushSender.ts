import webPush from 'web-push';
import type { PushMessage } from '@/domain/push/pushContract';
import { timedFetch } from '../http/timedFetch';
import type { PushSubscriptionStore, StoredPushSubscription } from './pushSubscriptionStore';
import type { VapidKeys } from './vapidKeys';

/** How long a push service gets to take one push (issue 17's pattern: every outgoing call ends). */
export const PUSH_TIMEOUT_MS = 10_000;

/** A push kept by the push service this long for a browser that is offline (RFC 8030 §5.2). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushOutcome {
  /** Accepted by the push service (201, or any 2xx). */
  sent: number;
  /** Gone (404, 410): removed from the store. */
  removed: number;
  /** Refused or not reached: kept, to be tried with the next push. */
  failed: number;
}

export interface PushSenderOptions {
  subscriptions: PushSubscriptionStore;
  keys: VapidKeys;
  /** The VAPID `sub` claim: how a push service reaches the operator (mailto: or https:). */
  subject: string;
  timeoutMs?: number;
  /** Problems worth an operator's look (never a key, never a payload). */
  log?: (message: string) => void;
}

/**
 * Sends Web Push messages (RFC 8030) to an account's browsers: each payload
 * encrypted for the subscription (RFC 8291, aes128gcm) and signed with the
 * server's VAPID key (RFC 8292) by `web-push`, then posted with the server's
 * own time-limited fetch. A subscription the push service calls gone is
 * removed; any other refusal keeps it.
 */
export function createPushSender(options: PushSenderOptions) {
  const timeoutMs = options.timeoutMs ?? PUSH_TIMEOUT_MS;

  async function sendOne(
    subscription: StoredPushSubscription,
    message: PushMessage,
  ): Promise<keyof PushOutcome> {
    const details = webPush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: {
        subject: options.subject,
        publicKey: options.keys.publicKey,
        privateKey: options.keys.privateKey,
      },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      ...(message.tag ? { topic: topicOf(message.tag) } : {}),
    });
    // fetch sets Content-Length itself from the body.
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const body = details.body ? new Uint8Array(details.body) : null;
    try {
      const answer = await timedFetch(
        details.endpoint,
        { method: details.method, headers, body },
        timeoutMs,
      );
      await answer.body?.cancel();
      if (answer.ok) return 'sent';
      if (answer.status === 404 || answer.status === 410) {
        options.subscriptions.forget(subscription.endpoint);
        return 'removed';
      }
      options.log?.(`push: ${new URL(subscription.endpoint).host} answered ${answer.status}`);
      return 'failed';
    } catch (error) {
      options.log?.(
        `push: ${new URL(subscription.endpoint).host} not reached (${error instanceof Error ? error.name : 'error'})`,
      );
      return 'failed';
    }
  }

  return {
    /**
     * The one way anything on the server tells a person something by push:
     * scheduled posts' outcomes, and delegated networks' new notifications
     * (networkNotificationWatcher.ts).
     */
    async pushToAccount(accountId: string, message: PushMessage): Promise<PushOutcome> {
      const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
      const results = await Promise.all(
        options.subscriptions.of(accountId).map((subscription) => sendOne(subscription, message)),
      );
      for (const result of results) outcome[result] += 1;
      return outcome;
    },
  };
}

/** RFC 8030 §5.4: a Topic is at most 32 base64url characters; a tag is made into one. */
function topicOf(tag: string): string {
  const safe = tag.replace(/[^A-Za-z0-9_-]/g, '');
  return safe.slice(-32) || 'polycast';
}

export type PushSender = ReturnType<typeof createPushSender>;
export type PushToAccount = PushSender['pushToAccount'];
