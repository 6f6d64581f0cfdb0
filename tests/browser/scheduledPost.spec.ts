import { expect, test } from '@playwright/test';
import { landed } from './support/landed';
import { openComposer } from './support/openComposer';
import { advanceServerClock, setScheduleTime, timeOf } from './support/scheduleTime';
import { signInAsNewPerson } from './support/signInAsDemo';

// The modal works in the device's time zone: this one's is UTC, so the test can name days.
test.use({ timezoneId: 'UTC' });

test('issue 7: a post scheduled in the composer, moved in the Scheduled tab, goes out when the clock reaches it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A person of its own: the test sets the account's password.
  const { token: session, person } = await signInAsNewPerson(page);
  const text = `Scheduled end to end ${Date.now().toString(36)}`;

  // Times from the server's clock (other tests may have moved it): 10 minutes ahead, then 17.
  const minute = 60_000;
  const serverNow = await advanceServerClock(page.request, 0);
  const first = new Date((Math.ceil(serverNow / minute) + 10) * minute);
  const moved = new Date(first.getTime() + 7 * minute);

  // Compose, pick the time, schedule (allowing the server to post on X and Bluesky).
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  await postTo.getByRole('button', { name: /^Farcaster/ }).click();
  await postTo.getByRole('button', { name: /^Lens/ }).click();
  await expect(postTo.getByRole('button', { pressed: true })).toHaveCount(2);
  await composer.getByRole('button', { name: 'Schedule post' }).click();
  await setScheduleTime(page.getByRole('dialog', { name: 'Schedule post' }), first);
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
  const consent = page.getByRole('dialog', { name: 'Allow scheduled posting' });
  await expect
    .poll(async () => (await consent.isVisible()) || !(await composer.isVisible()), {
      timeout: 20_000,
    })
    .toBe(true);
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });

  // The Scheduled tab lists it, Pending, at its time.
  await page.goto('/draft?tab=Scheduled');
  const item = page
    .getByRole('list', { name: 'Scheduled posts' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(item).toContainText('Pending', { timeout: 20_000 });
  await expect(item.locator('.scheduled-time')).toHaveText(timeOf(first));

  // Move it 7 minutes later, after setting the account's password.
  await item.getByRole('button', { name: /^Edit scheduled post/ }).click();
  const setPassword = page.getByRole('dialog', { name: 'Set a password' });
  await setPassword.getByLabel('New password').fill('end to end secret');
  await setPassword.getByLabel('Confirm password').fill('end to end secret');
  await setPassword.getByRole('button', { name: 'Set password' }).click();
  const timeModal = page.getByRole('dialog', { name: 'Change the scheduled time' });
  await setScheduleTime(timeModal, moved, 'Update');
  await expect(timeModal).toBeHidden();
  await expect(item.locator('.scheduled-time')).toHaveText(timeOf(moved));

  // Nothing goes out before its minute...
  const now = await advanceServerClock(page.request, 0);
  await advanceServerClock(page.request, moved.getTime() - now - minute);
  await page.waitForTimeout(3000);
  expect(await landed(page.request, text, session, person)).toMatchObject({ X: 0, Bluesky: 0 });

  // ...and at its minute it is published on both networks, once, and leaves the list.
  await advanceServerClock(page.request, minute);
  await expect
    .poll(async () => landed(page.request, text, session, person), { timeout: 60_000 })
    .toMatchObject({ X: 1, Bluesky: 1, Farcaster: 0, Lens: 0 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Scheduled posts' })).toBeVisible();
  await expect(item).toHaveCount(0);
});
