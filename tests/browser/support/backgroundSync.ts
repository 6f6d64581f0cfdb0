import type { BrowserContext, CDPSession, Page } from '@playwright/test';

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

export interface LoggedEvent {
  id: string;
  type: string;
  aggregateId: string;
  payload: { executor?: string; callId?: string; pollId?: string };
}

/** The events of one type in the app's log, read from any page of the origin. */
export function eventsOfType(page: Page, type: string): Promise<LoggedEvent[]> {
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

/**
 * Every tab of the app closes (only a blank page of another origin stays, to
 * speak to DevTools), the connection returns, and the browser fires the
 * outbox's registered sync as Chromium does then. Answers the blank page.
 */
export async function wakeSyncWithEveryTabClosed(
  context: BrowserContext,
  page: Page,
  baseURL: string | undefined,
): Promise<Page> {
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const cdp = await context.newCDPSession(blank);
  const registration = await syncRegistration(cdp);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: registration.registrationId,
    tag: 'polycast-outbox',
    lastChance: false,
  });
  return blank;
}
