/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { SHARE_TARGET_PATH } from '@/features/compose/runtime/shareTarget';
import { receiveShare } from './receiveShare';
import { isSwMessage } from './swMessages';
import {
  linkOf,
  openNotificationLink,
  pushMessageOf,
  showPushNotification,
} from './pushNotifications';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

// The app shell: index.html, the JS and CSS chunks, icons and the manifest.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app route answers with the shell, online or not (routes may hold
// dots: /profile/vitalik.eth). Precached files were answered above; the API
// and the lab pages are not routes.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/lab\//],
  }),
);

// The share target (webManifest.ts): what another app shares opens the composer,
// its files kept for it on the way.
registerRoute(
  ({ url, request }) => url.pathname === SHARE_TARGET_PATH && request.method === 'POST',
  ({ request }) => receiveShare(request, self.location.origin),
  'POST',
);

// A new version waits until the user accepts the update prompt.
self.addEventListener('message', (event) => {
  if (isSwMessage(event.data) && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// reading.md §4.7: a push shows its notification (foreground or not); a click opens its screen.
self.addEventListener('push', (event) => {
  event.waitUntil(showPushNotification(self.registration, pushMessageOf(event.data)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = linkOf(event.notification.data, self.location.origin);
  event.waitUntil(openNotificationLink(self.clients, link));
});

// The first install takes control at once, so the app works offline from the first visit.
clientsClaim();
