import { describe, expect, it } from 'vitest';
import {
  linkOf,
  openNotificationLink,
  pushMessageOf,
  type ClickClients,
} from './pushNotifications';

const ORIGIN = 'https://polycast.example';

/** Windows at these URLs; what the click did to them. */
function windowsAt(...urls: string[]) {
  const done: string[] = [];
  const clients = {
    matchAll: () =>
      Promise.resolve(
        urls.map((url) => ({ url, focus: () => Promise.resolve(done.push(`focus ${url}`)) })),
      ),
    openWindow: (url: string) => Promise.resolve(done.push(`open ${url}`)),
  } as unknown as ClickClients;
  return { clients, done };
}

describe('a push’s message (parsed with the shared schema)', () => {
  it('keeps a well-formed message and shows a plain one for anything else', () => {
    const message = {
      kind: 'scheduleFailed',
      title: 'Scheduled post failed',
      body: '“gm” could not be published (Bluesky: expired).',
      url: '/draft?tab=Scheduled',
      tag: 'schedule-1',
    };
    expect(pushMessageOf({ json: () => message })).toEqual(message);
    for (const bad of [null, { json: () => ({ title: 'x' }) }, { json: () => JSON.parse('{') }]) {
      expect(pushMessageOf(bad as never)).toMatchObject({ title: 'Polycast', url: '/' });
    }
    // Another origin's link is not taken.
    expect(pushMessageOf({ json: () => ({ ...message, url: '//evil.example/' }) }).url).toBe('/');
    expect(pushMessageOf({ json: () => ({ ...message, url: 'https://evil.example/' }) }).url).toBe(
      '/',
    );
  });
});

describe('a notification click (reading.md §4.7)', () => {
  it('focuses the window already at its link', async () => {
    const { clients, done } = windowsAt(`${ORIGIN}/`, `${ORIGIN}/draft?tab=Scheduled`);
    await openNotificationLink(clients, linkOf({ url: '/draft?tab=Scheduled' }, ORIGIN));
    expect(done).toEqual([`focus ${ORIGIN}/draft?tab=Scheduled`]);
  });

  it('opens the link in a new tab when no window is at it (another path or query)', async () => {
    const { clients, done } = windowsAt(`${ORIGIN}/draft?tab=Draft`, `${ORIGIN}/settings`);
    await openNotificationLink(clients, linkOf({ url: '/draft?tab=Scheduled' }, ORIGIN));
    expect(done).toEqual([`open ${ORIGIN}/draft?tab=Scheduled`]);
  });

  it('opens the app’s start for a notification without a usable link', async () => {
    const { clients, done } = windowsAt();
    await openNotificationLink(clients, linkOf({ url: 'https://evil.example/' }, ORIGIN));
    expect(done).toEqual([`open ${ORIGIN}/`]);
  });
});
