import { expect, type Page } from '@playwright/test';
import { openComposer } from './openComposer';
import { setScheduleTime } from './scheduleTime';

/** Schedules `text` in the composer for `at` on X and Bluesky, allowing the server to post there. */
export async function scheduleOnXAndBluesky(page: Page, text: string, at: Date) {
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  await postTo.getByRole('button', { name: /^Farcaster/ }).click();
  await postTo.getByRole('button', { name: /^Lens/ }).click();
  await composer.getByRole('button', { name: 'Schedule post' }).click();
  await setScheduleTime(page.getByRole('dialog', { name: 'Schedule post' }), at);
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
  const consent = page.getByRole('dialog', { name: 'Allow scheduled posting' });
  await expect
    .poll(async () => (await consent.isVisible()) || !(await composer.isVisible()), {
      timeout: 20_000,
    })
    .toBe(true);
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });
}
