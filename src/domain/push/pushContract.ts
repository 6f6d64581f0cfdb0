import { z } from 'zod/mini';

/**
 * reading.md §3.16, §4.7, §7.8: browser push between the app, its service
 * worker and the product server. The server mounts its routes on these paths;
 * the service worker parses what a push carries with `pushMessageSchema`.
 */
export const PUSH_PATHS = {
  /** `GET`: the server's VAPID public key (the applicationServerKey to subscribe with). */
  key: '/api/push/key',
  /** `PUT` a subscription (with a session) to receive pushes; `DELETE` with `{endpoint}` to stop. */
  subscriptions: '/api/push/subscriptions',
} as const;

/** A P-256 public key, uncompressed (65 bytes), in base64url without padding. */
const P256_PUBLIC_KEY = /^[A-Za-z0-9_-]{86,87}$/;
/** The 16-byte authentication secret, in base64url. */
const AUTH_SECRET = /^[A-Za-z0-9_-]{22,24}$/;

/** The longest push endpoint accepted: push services' URLs are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1024;

/** What `PushSubscription.toJSON()` gives, as the server stores it (bounded: it comes from outside). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(PUSH_ENDPOINT_MAX)),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.regex(P256_PUBLIC_KEY)),
    auth: z.string().check(z.regex(AUTH_SECRET)),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(PUSH_ENDPOINT_MAX)),
});

export const pushKeyAnswerSchema = z.object({
  publicKey: z.string().check(z.regex(P256_PUBLIC_KEY)),
});

/** Why a push was sent: the product's own events now, network notifications later. */
export const PUSH_KINDS = ['schedulePublished', 'scheduleFailed', 'networkNotification'] as const;

/**
 * What one push carries (encrypted end to end, read by the service worker):
 * what happened, in words, and the app's own path of the screen to open.
 * Bounded: a push service takes at most 4 KB of payload.
 */
export const pushMessageSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  body: z.string().check(z.maxLength(400)),
  /** The app's own path (never another origin): `/draft?tab=Scheduled`, `/notifications/general`. */
  url: z.string().check(z.regex(/^\/(?!\/)[^\s]{0,300}$/)),
  /** Notifications with one tag replace each other (a task's later news replaces its earlier). */
  tag: z.optional(z.string().check(z.maxLength(120))),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** The screen a scheduled post's news opens: the Scheduled tab, with each post's state and reason. */
export const SCHEDULED_POSTS_PATH = '/draft?tab=Scheduled';

/** reading.md §9: 'later' on the in-app prompt keeps it away this long. */
export const PUSH_LATER_SUPPRESSION_MS = 24 * 60 * 60 * 1000;

/** reading.md §2.13, §9: the product icon the notifications show, 144 px. */
export const PUSH_ICON_PATH = '/icons/icon-144.png';
