import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { landed } from './support/landed';
import { signInAsDemo } from './support/signInAsDemo';
import { openComposer } from './support/openComposer';

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** The background-sync service worker's registration, as Chromium's DevTools protocol lists it. */
async function syncRegistration(cdp: CDPSession): Promise<Registration> {
  const found = new Promise<Registration>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const sync = (registrations as Registration[]).find(
        (r) => r.scopeURL.endsWith('/sync-worker/') && !r.isDeleted,
      );
      if (sync) resolve(sync);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

interface LoggedEvent {
  type: string;
  payload: { executor?: string; callId?: string };
}

/** The events of one type in the app's log, read from any page of the origin. */
function eventsOfType(page: Page, type: string): Promise<LoggedEvent[]> {
  return page.evaluate(
    (wanted) =>
      new Promise<LoggedEvent[]>((resolve, reject) => {
        const open = indexedDB.open('polycast');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('events').objectStore('events').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as LoggedEvent[]).filter((e) => e.type === wanted));
          };
        };
      }),
    type,
  );
}

test('a post queued offline is published by the background-sync service worker with every tab closed', async ({
  context,
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Offline tests sign in afresh (support/signedInAsDemo.ts says why).
  const session = await signInAsDemo(page);

  await context.setOffline(true);
  const text = `Sent from a tunnel ${Date.now().toString(36)}`;
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. Your post goes out' }),
  ).toBeVisible();

  // Every tab of the app closes; only a blank page (another origin) stays, to speak to DevTools.
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const cdp = await context.newCDPSession(blank);
  const registration = await syncRegistration(cdp);
  // What Chromium does when the connection returns: fire the registered sync.
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: registration.registrationId,
    tag: 'polycast-outbox',
    lastChance: false,
  });
  await expect
    .poll(() => landed(blank.request, text, session), { timeout: 30_000 })
    .toEqual({ Bluesky: 1, Farcaster: 1, X: 1, Lens: 1 });

  // The post reports (composer.md §7.3) went from the service worker too: a page of the
  // origin that runs no app (an API answer) reads the log while no app page is open.
  const probe = await context.newPage();
  await probe.goto('/api/sandbox/demo');
  await expect
    .poll(
      async () =>
        (await eventsOfType(probe, 'ServerCallSucceeded')).filter((e) =>
          e.payload.callId?.endsWith(':report'),
        ).length,
      { timeout: 15_000 },
    )
    .toBe(4);
  await probe.close();

  // The app, opened again, shows it published and starts no second attempt.
  const again = await context.newPage();
  await again.goto('/outbox');
  const outbox = again.getByRole('region', { name: 'Outbox' });
  await expect(outbox.getByRole('row').filter({ hasText: 'Published' })).toHaveCount(4);
  await expect(outbox.getByRole('cell', { name: '1', exact: true })).toHaveCount(4);

  // The log says who sent them: the service worker, every time. (Chromium may fire the
  // sync as soon as it is registered: its own idea of the network ignores the test's
  // offline switch; the page's worker, told it is offline, sends nothing.)
  const executors = (await eventsOfType(again, 'PublishAttempted')).map(
    (e) => e.payload.executor ?? '',
  );
  expect(executors.length).toBeGreaterThanOrEqual(4);
  expect(executors.filter((name) => !name.startsWith('service-worker-'))).toEqual([]);
});
