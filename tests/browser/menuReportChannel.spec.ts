import { expect, test } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { FARCASTER_TIMELINE_SEED as SEED } from '../../sandbox/seed/seedFarcasterTimeline';
import { signInAsNewPerson } from './support/signInAsDemo';

/**
 * How long a press may wait for its network: a page left mid-turn keeps
 * the outbox's lease until it expires (30 s) before the next page sends.
 */
const CONFIRMED_WITHIN_MS = 45_000;

test('the more menu reports a Lens post (asked first; the notice names Lens), then says it is reported', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNewPerson(page);
  const demo = readManifest()?.demo?.lens?.account ?? '';
  expect(demo, "the sandbox's demo has a Lens account").not.toBe('');
  await page.goto(`/profile/lens/${demo}`);
  const row = page.getByRole('article').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  const postLink = await row.locator('a.post-card-time').getAttribute('href');
  const held = page.getByRole('article').filter({
    has: page.locator(`a.post-card-time[href="${postLink}"]`),
  });
  const more = held.first().getByRole('button', { name: 'More on Lens' });
  const menu = page.getByRole('menu', { name: 'More on Lens' });

  await more.click();
  await expect(menu.getByRole('menuitem')).toHaveText([
    /^Follow @/,
    'Report post',
    /^Mute @/,
    /^Block @/,
  ]);
  await menu.getByRole('menuitem', { name: 'Report post' }).click();
  const ask = page.getByRole('dialog', { name: 'Report post' });
  await expect(ask).toContainText('Report this post to Lens? A report cannot be taken back.');
  await ask.getByRole('button', { name: 'Report' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reported this post to Lens.' }),
  ).toBeVisible({ timeout: CONFIRMED_WITHIN_MS });

  // Lens has it, filed by this reader (the sandbox shows what Lens keeps to itself).
  const lensApi = readManifest()?.lens?.api ?? '';
  const postId = decodeURIComponent(postLink?.split('/')[3] ?? '');
  const reports = (await (
    await page.request.get(`${lensApi.replace(/\/graphql$/, '')}/sandbox/reports`)
  ).json()) as { reports: { post: string }[] };
  expect(reports.reports.some((report) => report.post === postId)).toBe(true);

  // Reported once: the menu says so, and offers no second report.
  await more.click();
  const reported = menu.getByRole('menuitem', { name: 'Reported' });
  await expect(reported).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'Report post' })).toHaveCount(0);
});

test('the more menu blocks a Farcaster post’s channel (‘muted’: its casts hidden elsewhere), then unblocks it (‘unmuted’) and reports the cast', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Someone new: their channel blocks are theirs alone.
  await signInAsNewPerson(page);
  await page.goto('/club/farcaster/art');
  const posts = page.getByRole('list', { name: 'Posts in Art' });
  const cast = posts.getByRole('article').filter({ hasText: SEED.channel.text }).first();
  await expect(cast).toBeVisible({ timeout: 20_000 });
  const more = cast.getByRole('button', { name: 'More on Farcaster' });
  const menu = page.getByRole('menu', { name: 'More on Farcaster' });

  await more.click();
  await expect(menu.getByRole('menuitem')).toHaveText([
    /^Follow @/,
    'Report post',
    'Block /art',
    /^Mute @/,
  ]);
  const castPage = await cast.locator('a.post-card-time').getAttribute('href');
  await menu.getByRole('menuitem', { name: 'Block /art' }).click();
  await expect(page.getByRole('status').filter({ hasText: '/art muted.' })).toBeVisible({
    timeout: CONFIRMED_WITHIN_MS,
  });

  // Away from the channel's own page, its casts are hidden behind a placeholder.
  await page.goto(castPage ?? '');
  const hidden = page.getByRole('article', { name: 'Hidden post' }).first();
  await expect(hidden).toContainText('Post in a channel you muted.', { timeout: 20_000 });

  // Read again from the product server: still blocked.
  await page.goto('/club/farcaster/art');
  await expect(cast).toBeVisible({ timeout: 20_000 });
  await more.click();
  await menu.getByRole('menuitem', { name: 'Unblock /art' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '/art unmuted.' })).toBeVisible({
    timeout: CONFIRMED_WITHIN_MS,
  });
  // Farcaster takes no reports: the product server keeps it, and the notice names Farcaster.
  await more.click();
  await expect(menu.getByRole('menuitem', { name: 'Block /art' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Report post' }).click();
  await page
    .getByRole('dialog', { name: 'Report post' })
    .getByRole('button', { name: 'Report' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Reported this post to Farcaster.' }),
  ).toBeVisible({ timeout: CONFIRMED_WITHIN_MS });
  await page.goto(castPage ?? '');
  await expect(
    page.getByRole('article').filter({ hasText: SEED.channel.text }).first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Post in a channel you muted.')).toHaveCount(0);
});
