import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { advanceServerClock } from './support/scheduleTime';
import { scheduleOnXAndBluesky } from './support/scheduleOnXAndBluesky';
import { signInAsNewPerson } from './support/signInAsDemo';
import { receivedBy, subscribeAtTheStandIn } from './support/pushStandIn';

// The modal works in the device's time zone: this one's is UTC, so the test can name days.
test.use({ timezoneId: 'UTC' });

/** Hands a push's data to the app's service worker through Chromium's DevTools protocol. */
async function deliverPush(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const registration = (await registrations).find((r) => r.scopeURL === `${origin}/`);
  if (!registration) throw new Error('the app’s service worker is not registered');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data,
  });
  await cdp.detach();
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      data: n.data as unknown,
    }));
  });

/**
 * Clicks the shown notification as far as DevTools can: Chromium lets a
 * service worker focus or open a window only for a click the browser itself
 * dispatches, and DevTools has no command for one. So the service worker's
 * own `notificationclick` handler runs on a constructed event, with focus()
 * and openWindow() recording what they were asked to do.
 */
async function clickNotification(context: BrowserContext) {
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === '/sw.js');
  if (!worker) throw new Error('no app service worker');
  return worker.evaluate(async () => {
    const done: string[] = [];
    const scope = self as unknown as ServiceWorkerGlobalScope;
    Clients.prototype.openWindow = function (url: string) {
      done.push(`open ${url}`);
      return Promise.resolve(null);
    };
    WindowClient.prototype.focus = function (this: WindowClient) {
      done.push(`focus ${this.url}`);
      return Promise.resolve(this);
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) return ['no notification'];
    const event = new NotificationEvent('notificationclick', { notification });
    const work: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => work.push(p) });
    scope.dispatchEvent(event);
    await Promise.all(work);
    const left = await scope.registration.getNotifications();
    return [...done, `left ${left.length}`];
  });
}

test('issue 21: a scheduled post’s push is offered, subscribed, sent, decrypted, shown with the 144 px icon and clicked to its screen', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const subscriptions = await subscribeAtTheStandIn(context);
  // A person of their own: the subscription is their account's.
  await signInAsNewPerson(page);
  const prompt = page.getByRole('dialog', { name: 'Enable notifications' });
  // Nothing to be told about yet: no prompt.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // Schedule a post 10 minutes ahead on the server's clock, on X and Bluesky.
  const text = `Pushed when out ${Date.now().toString(36)}`;
  const minute = 60_000;
  const serverNow = await advanceServerClock(page.request, 0);
  const at = new Date((Math.ceil(serverNow / minute) + 10) * minute);
  await scheduleOnXAndBluesky(page, text, at);

  // Now there is something to tell: the in-app prompt. The person allows notifications.
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await context.grantPermissions(['notifications']);
  await prompt.getByRole('button', { name: 'Enable' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByText('Notifications are on.')).toBeVisible();
  expect(subscriptions).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Browser notifications' })).toBeChecked();
  await expect(prompt).toHaveCount(0);

  // Its minute comes: the server publishes it and pushes the news to the stand-in.
  const now = await advanceServerClock(page.request, 0);
  await advanceServerClock(page.request, at.getTime() - now);
  await expect
    .poll(async () => (await receivedBy(subscriptions)).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  const [push] = await receivedBy(subscriptions);
  const serverKey = (await (await page.request.get('/api/push/key')).json()) as {
    publicKey: string;
  };
  expect(push?.vapidKey).toBe(serverKey.publicKey);
  const message = JSON.parse(push?.payload ?? '{}') as Record<string, string>;
  expect(message).toMatchObject({
    kind: 'schedulePublished',
    title: 'Scheduled post published',
    url: '/draft?tab=Scheduled',
  });
  expect(message.body).toContain(text);

  // The decrypted push reaches the app's service worker, which shows it.
  await page.goto('/');
  await deliverPush(page, push?.payload ?? '');
  await expect.poll(() => shownNotifications(page)).toHaveLength(1);
  const [shown] = await shownNotifications(page);
  expect(shown).toMatchObject({
    title: 'Scheduled post published',
    body: message.body,
    data: { url: '/draft?tab=Scheduled' },
  });
  expect(new URL(shown?.icon ?? '').pathname).toBe('/icons/icon-144.png');
  const icon = await page.request.get('/icons/icon-144.png');
  expect(icon.ok()).toBe(true);

  // Clicked while the page is elsewhere: the Scheduled tab opens in a new tab.
  const origin = new URL(page.url()).origin;
  expect(await clickNotification(context)).toEqual([
    `open ${origin}/draft?tab=Scheduled`,
    'left 0',
  ]);
  const opened = await context.newPage();
  await opened.goto('/draft?tab=Scheduled');
  await expect(opened.getByRole('heading', { level: 1, name: 'Scheduled posts' })).toBeVisible();
  await opened.close();

  // Clicked while the page is at that screen: that window is focused, nothing opens.
  await page.goto('/draft?tab=Scheduled');
  await deliverPush(page, push?.payload ?? '');
  await expect.poll(() => shownNotifications(page)).toHaveLength(1);
  expect(await clickNotification(context)).toEqual([
    `focus ${origin}/draft?tab=Scheduled`,
    'left 0',
  ]);
});
