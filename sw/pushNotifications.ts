/// <reference lib="webworker" />
import { PUSH_ICON_PATH, pushMessageSchema, type PushMessage } from '@/domain/push/pushContract';

/** What a push that cannot be read shows: the browser requires every push to show something. */
const UNREADABLE: PushMessage = {
  kind: 'networkNotification',
  title: 'Polycast',
  body: 'Something new happened. Open Polycast to see it.',
  url: '/',
};

/** The message a push carries, parsed; a push with no data or another shape shows UNREADABLE. */
export function pushMessageOf(data: { json(): unknown } | null): PushMessage {
  if (!data) return UNREADABLE;
  try {
    const parsed = pushMessageSchema.safeParse(data.json());
    return parsed.success ? parsed.data : UNREADABLE;
  } catch {
    return UNREADABLE;
  }
}

/** reading.md §2.13, §4.7: shown with the product's 144 px icon; the link rides along. */
export function showPushNotification(
  registration: ServiceWorkerRegistration,
  message: PushMessage,
): Promise<void> {
  return registration.showNotification(message.title, {
    body: message.body,
    icon: PUSH_ICON_PATH,
    badge: PUSH_ICON_PATH,
    data: { url: message.url },
    ...(message.tag ? { tag: message.tag } : {}),
  });
}

/** The app's own link a notification carries (anything else opens the app's start). */
export function linkOf(data: unknown, origin: string): URL {
  const url = (data as { url?: unknown } | null)?.url;
  const parsed = typeof url === 'string' ? pushMessageSchema.shape.url.safeParse(url) : undefined;
  return new URL(parsed?.success ? parsed.data : '/', origin);
}

/** The window clients the service worker can reach, as far as a click needs them. */
export type ClickClients = Pick<Clients, 'matchAll' | 'openWindow'>;

/**
 * reading.md §4.7: a click on a notification focuses a window already at its
 * link (same path and query); otherwise it opens the link in a new tab.
 */
export async function openNotificationLink(clients: ClickClients, link: URL): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const there = windows.find((client) => {
    const at = new URL(client.url);
    return at.origin === link.origin && at.pathname + at.search === link.pathname + link.search;
  });
  // Asked for windows only (type 'window'), so each is a WindowClient.
  if (there) await (there as WindowClient).focus();
  else await clients.openWindow(link.href);
}
