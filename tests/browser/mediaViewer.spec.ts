import { FARCASTER_TIMELINE_SEED } from '../../sandbox/seed/seedFarcasterTimeline';
import { FOUR_PICTURES } from '../../sandbox/seed/seedX';
import type { Locator, Page } from '@playwright/test';
import { readOnAndOpen, readOnUntil } from './support/readOnUntil';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });
// Reading on to a seeded post may take several pages: other tests post as the demo person meanwhile.
test.describe.configure({ timeout: 90_000 });

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** The post with this text and its pictures (not another post quoting it). */
const postWithPictures = (page: Page, text: string) =>
  page
    .getByRole('article')
    .filter({ hasText: text, has: page.getByRole('group', { name: 'Media' }) })
    .first();
const picture = (post: Locator, n: number) =>
  post
    .getByRole('group', { name: 'Media' })
    .getByRole('link')
    .nth(n - 1);

test('a picture opens the viewer at its address; keys page, zoom and close it, back where the person was (reading.md §2.3)', async ({
  page,
}) => {
  await openAsDemo(page, '/following/farcaster');
  const cast = postWithPictures(page, FARCASTER_TIMELINE_SEED.popular.text);
  const timeline = page.url();
  // Found and clicked as one step: the row may be drawn afresh between finding it and clicking.
  await readOnAndOpen(page, cast, (row) => picture(row, 2));

  const viewer = page.getByRole('dialog', { name: 'Picture 2 of 2' });
  await expect(viewer).toBeVisible();
  await expect(page).toHaveURL(/\/post\/farcaster\/\d+%3A0x[0-9a-f]+\/photos\/1$/);
  await expect(viewer.getByRole('button', { name: 'Next picture' })).toBeDisabled();
  // Beside the pictures: the post, and its tabs as links.
  await expect(viewer.getByRole('complementary', { name: 'The post' })).toContainText(
    FARCASTER_TIMELINE_SEED.popular.text,
  );
  await expect(
    viewer.getByRole('navigation', { name: 'The post’s tabs' }).getByRole('link'),
  ).toHaveText(['Comments', 'Recasts', 'Quotes', 'Likes']);

  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: 'Picture 1 of 2' })).toBeVisible();
  await expect(page).toHaveURL(/\/photos\/0$/);

  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  await expect(zoomOut).toBeDisabled();
  await page.keyboard.press('+');
  await expect(zoomOut).toBeEnabled();
  await expect(page.getByRole('dialog').getByRole('img').first()).toHaveCSS(
    'transform',
    /matrix\(1\.5, 0, 0, 1\.5/,
  );
  await page.keyboard.press('0');
  await expect(zoomOut).toBeDisabled();

  // Escape goes back to the timeline, as it was left: paging did not add history to walk back through.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(timeline);
  // Where they were: the post they opened is on screen again, not the top of the timeline.
  await expect(cast).toBeInViewport();
  expect(await scrollTop(page)).toBeGreaterThan(0);
});

test('a link to the viewer opens it on its own, hides the tabs it names, and closes to the post', async ({
  page,
}) => {
  await openAsDemo(page, '/following/farcaster');
  const cast = postWithPictures(page, FARCASTER_TIMELINE_SEED.popular.text);
  await readOnUntil(page, cast);
  const postPage = await cast.getByRole('link', { name: /\d{4}/ }).first().getAttribute('href');
  const postPath = postPage!.replace(/\/[^/]+$/, '');

  await page.goto(`${postPath}/photos/1?hiddenTabs=likes,Quotes`);
  const viewer = page.getByRole('dialog', { name: 'Picture 2 of 2' });
  await expect(viewer).toBeVisible();
  await expect(
    viewer.getByRole('navigation', { name: 'The post’s tabs' }).getByRole('link'),
  ).toHaveText(['Comments', 'Recasts']);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`${postPath}/Comments$`));
});

test('X’s pictures open in a modal over the page, whose address stays (reading.md §2.3)', async ({
  page,
}) => {
  await openAsDemo(page, '/following/twitter');
  const tweet = postWithPictures(page, FOUR_PICTURES.text);
  await readOnUntil(page, tweet);
  const timeline = page.url();
  await picture(tweet, 1).click();

  await expect(page.getByRole('dialog', { name: 'Picture 1 of 4' })).toBeVisible();
  expect(page.url()).toBe(timeline);
  for (const n of [2, 3, 4]) {
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect(page.getByRole('dialog', { name: `Picture ${n} of 4` })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Next picture' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Picture 4 of 4' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toBe(timeline);
  await expect(tweet).toBeVisible();
});
