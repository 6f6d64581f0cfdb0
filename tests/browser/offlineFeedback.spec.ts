import { expect, test } from '@playwright/test';
import { openComposer } from './support/openComposer';
import { signInAsDemo } from './support/signInAsDemo';

test('issue 18: offline, the shell says so; a post sent then closes the composer, counts as one post waiting, and its going out is announced', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  // Offline tests sign in afresh (support/signedInAsDemo.ts says why).
  await signInAsDemo(page);
  const offline = page
    .getByRole('status')
    .filter({ hasText: 'Offline — your posts will go out when you are back' });
  await expect(offline).toHaveCount(0);

  await context.setOffline(true);
  await expect(offline).toBeVisible();

  const text = `Sent from a tunnel ${Date.now().toString(36)}`;
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  await expect(
    composer.getByRole('group', { name: 'Post to' }).getByRole('button', { pressed: true }),
  ).toHaveCount(4);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Saved. Your post goes out when you are back online.' }),
  ).toBeVisible();

  // One post to four networks is one post waiting.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Outbox, 1 post waiting' })).toBeVisible();

  // Back online: the indicator goes, and the post's going out everywhere is said once.
  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Your post went out to Farcaster, Lens, X, and Bluesky.' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(nav.getByRole('link', { name: /^Outbox/ })).toHaveCount(0);
});

test('issue 18: a post that goes out at once online is not announced as having waited', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Offline tests sign in afresh (support/signedInAsDemo.ts says why).
  await signInAsDemo(page);
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(`Straight out ${Date.now().toString(36)}`);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Posted on Lens.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your post went out to' })).toHaveCount(
    0,
  );
});
