import { seedPicture } from '../../sandbox/seed/seedImages';
import { openComposer, COMPOSE_OVER } from './support/openComposer';
import { productToken } from './support/productToken';
import { delegateXAndBluesky, postToXAndBluesky, tasksWith } from './support/scheduleTasks';
import { dayName, daysFromNow, lineOf, setScheduleTime } from './support/scheduleTime';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { signInAsDemo } from './support/signInAsDemo';

test.use({ signedInAsDemo: true });

// The modal works in the device's time zone: this one's is UTC, so the test can name days.
test.use({ timezoneId: 'UTC' });

test('the schedule modal: 8 days to choose from, set, change, clear; Schedule creates the task on the server', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const text = `Scheduled from the composer ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  await postToXAndBluesky(composer);

  // A picture goes along: the outbox stores it on the product's storage once.
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (
    await chooser
  ).setFiles({ name: 'later.png', mimeType: 'image/png', buffer: Buffer.from(seedPicture(7)) });
  await expect(composer.getByRole('img', { name: /^later\.png/ })).toBeVisible();

  await composer.getByRole('button', { name: 'Schedule post' }).click();
  const modal = page.getByRole('dialog', { name: 'Schedule post' });
  await expect(modal).toBeVisible();

  // composer.md §2.7: a 6 x 7 grid, Sun to Sat; only today through today + 7 can be clicked.
  const grid = modal.getByRole('grid');
  await expect(grid.getByRole('columnheader')).toHaveText([
    'Sun',
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
  ]);
  await expect(grid.getByRole('gridcell')).toHaveCount(42);
  await expect(modal.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  const enabled = new Set<string>();
  const collect = async () => {
    for (const day of await grid.getByRole('button').all()) {
      if (await day.isEnabled()) enabled.add((await day.getAttribute('aria-label')) ?? '');
    }
  };
  await collect();
  const next = modal.getByRole('button', { name: 'Next month' });
  const spansTwoMonths = await next.isEnabled();
  if (spansTwoMonths) {
    await next.click();
    await expect(modal.getByRole('button', { name: 'Previous month' })).toBeEnabled();
    await expect(next).toBeDisabled();
    await collect();
    await modal.getByRole('button', { name: 'Previous month' }).click();
  }
  expect([...enabled].sort()).toEqual(
    Array.from({ length: 8 }, (_, i) => dayName(daysFromNow(i, 0, 0))).sort(),
  );
  const yesterday = grid.getByRole('button', { name: dayName(daysFromNow(-1, 0, 0)) });
  if ((await yesterday.count()) > 0) await expect(yesterday).toBeDisabled();

  // Set a time: the composer shows it, and its button schedules.
  const first = daysFromNow(1, 10, 0);
  await setScheduleTime(modal, first);
  await expect(modal).toBeHidden();
  await expect(composer.getByText(lineOf(first))).toBeVisible();
  await expect(composer.getByRole('button', { name: 'Schedule', exact: true })).toBeEnabled();

  // Change it: Update stays off until the time changes.
  await composer
    .getByRole('group', { name: 'Scheduled time' })
    .getByRole('button', { name: 'Change the scheduled time' })
    .click();
  const update = page.getByRole('dialog', { name: 'Change the scheduled time' });
  await expect(update.getByRole('button', { name: 'Update' })).toBeDisabled();
  await update.getByLabel('Minute').selectOption('30');
  await expect(update.getByRole('button', { name: 'Update' })).toBeEnabled();
  await update.getByRole('button', { name: 'Update' }).click();
  const changed = daysFromNow(1, 10, 30);
  await expect(composer.getByText(lineOf(changed))).toBeVisible();

  // Clear it: the post would be sent now again.
  await composer.getByRole('button', { name: 'Clear the scheduled time' }).click();
  await expect(composer.getByText(/^Scheduled for/)).toHaveCount(0);
  await expect(composer.getByRole('button', { name: 'Send', exact: true })).toBeVisible();

  // Set again from the toolbar, and schedule.
  const at = daysFromNow(2, 11, 15);
  await composer.getByRole('button', { name: 'Schedule post' }).click();
  await setScheduleTime(page.getByRole('dialog', { name: 'Schedule post' }), at);
  await expect(composer.getByText(lineOf(at))).toBeVisible();
  await composer.getByRole('button', { name: 'Schedule', exact: true }).click();

  // The server may not post for the demo yet: asked once, allowed.
  const consent = page.getByRole('dialog', { name: 'Allow scheduled posting' });
  await expect
    .poll(async () => (await consent.isVisible()) || !(await composer.isVisible()), {
      timeout: 20_000,
    })
    .toBe(true);
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Allow' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });
  await expect(page.getByRole('status').filter({ hasText: `${lineOf(at)}.` })).toBeVisible();

  const token = await productToken(page);
  await expect
    .poll(async () => (await tasksWith(page.request, token, text)).length, { timeout: 15_000 })
    .toBe(1);
  const [task] = await tasksWith(page.request, token, text);
  expect(task?.schedule_at).toBe(at.toISOString());
  expect(task?.status).toBe('Pending');
  expect(task?.display_info.media_type).toEqual(['Text', 'Image']);
  expect(task?.relation.map((r) => r.platform).sort()).toEqual(['Bsky', 'Twitter']);
});

test('composer.md §5.6: a time that has passed, or more than 7 days ahead, is not saved', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Not yet');
  await composer.getByRole('button', { name: 'Schedule post' }).click();
  const modal = page.getByRole('dialog', { name: 'Schedule post' });

  // Today at 00:00 has passed (unless the test runs in the first minute of the day).
  await setScheduleTime(modal, daysFromNow(0, 0, 0));
  await expect(modal.getByRole('alert')).toHaveText('The scheduled time has passed. Please reset');
  await expect(modal).toBeVisible();

  // The last day offered, at 23:59, is more than 7 days from now.
  await setScheduleTime(modal, daysFromNow(7, 23, 59));
  await expect(modal.getByRole('alert')).toHaveText(
    'A post can be scheduled at most 7 days ahead.',
  );
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await expect(composer.getByText(/^Scheduled for/)).toHaveCount(0);
});

// Offline tests sign in afresh (support/signedInAsDemo.ts says why).
test.describe(() => {
  test.use({ signedInAsDemo: false });

  test('scheduled offline, the task is created once when the connection returns', async ({
    context,
    page,
  }) => {
    test.setTimeout(120_000);
    const token = await signInAsDemo(page);
    await delegateXAndBluesky(page.request, token);

    await context.setOffline(true);
    const composer = await openComposer(page);
    const text = `Scheduled on a train ${Date.now().toString(36)}`;
    await composer.getByLabel('Post text').fill(text);
    await postToXAndBluesky(composer);
    await composer.getByRole('button', { name: 'Schedule post' }).click();
    const at = daysFromNow(3, 9, 45);
    await setScheduleTime(page.getByRole('dialog', { name: 'Schedule post' }), at);
    await composer.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(composer).toBeHidden();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your post is scheduled when you are back online' }),
    ).toBeVisible();
    expect(await tasksWith(page.request, token, text)).toHaveLength(0);

    await context.setOffline(false);
    await expect
      .poll(async () => (await tasksWith(page.request, token, text)).length, { timeout: 30_000 })
      .toBe(1);
    // Reloading (the outbox starts again) creates nothing more.
    await page.reload();
    await page.waitForTimeout(3_000);
    const tasks = await tasksWith(page.request, token, text);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.schedule_at).toBe(at.toISOString());
  });
});
