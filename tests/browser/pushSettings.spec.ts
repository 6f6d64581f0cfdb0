import { expect, test, type Page } from '@playwright/test';
import { signInAsNewPerson } from './support/signInAsDemo';
import { subscribeAtTheStandIn } from './support/pushStandIn';
import { advanceServerClock } from './support/scheduleTime';
import { scheduleOnXAndBluesky } from './support/scheduleOnXAndBluesky';

const currentSubscription = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription())?.endpoint ?? null;
  });

test('allowed in the browser, the app subscribes on its own; Settings switches it off and on again', async ({
  page,
  context,
}) => {
  const subscriptions = await subscribeAtTheStandIn(context);
  await signInAsNewPerson(page);
  // reading.md §4.7: permission granted → subscribe and upload, with no question asked.
  await context.grantPermissions(['notifications']);
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Browser notifications' });
  await expect(toggle).toBeChecked();
  await expect.poll(() => subscriptions.length).toBe(1);
  await expect.poll(() => currentSubscription(page)).toContain(subscriptions[0]);

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect.poll(() => currentSubscription(page)).toBeNull();
  // Off is remembered: a new start neither subscribes again nor shows the switch on.
  await page.reload();
  await expect(toggle).not.toBeChecked();
  expect(await currentSubscription(page)).toBeNull();
  expect(subscriptions).toHaveLength(1);

  await toggle.click();
  await expect.poll(() => subscriptions.length).toBe(2);
  await expect.poll(() => currentSubscription(page)).toContain(subscriptions[1]);
  await expect(toggle).toBeChecked();
});

test('Settings: when the browser refuses notifications, an alert says so and the switch stays off', async ({
  page,
}) => {
  await signInAsNewPerson(page);
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Browser notifications' });
  // Never granted: headless Chromium answers the permission question with a refusal.
  await toggle.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Notifications are blocked for Polycast in this browser. Allow them in the site settings to be told when your scheduled posts go out.',
  );
  await expect(toggle).not.toBeChecked();
});

test('the push prompt’s “Later” puts it away, and a new start does not bring it back within 24 h', async ({
  page,
}) => {
  await signInAsNewPerson(page);
  await page.goto('/settings');
  const prompt = page.getByRole('dialog', { name: 'Enable notifications' });
  // A day ahead on the server's clock: nothing here moves it.
  const minute = 60_000;
  const serverNow = await advanceServerClock(page.request, 0);
  const at = new Date((Math.ceil(serverNow / minute) + 24 * 60) * minute);
  await scheduleOnXAndBluesky(page, `Later, please ${Date.now().toString(36)}`, at);
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The prompt loads after the first screen: give it the time it took above before saying no.
  await page.waitForTimeout(3000);
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Browser notifications' })).not.toBeChecked();
});
