import { expect, test } from '@playwright/test';
import { landed } from './support/landed';
import { signInAsDemo } from './support/signInAsDemo';

test('a post written offline, the page closed, reaches all four networks once the connection returns', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  // Offline tests sign in afresh (support/signedInAsDemo.ts says why).
  const session = await signInAsDemo(page);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await context.setOffline(true);
  const text = `Written on a train ${Date.now().toString(36)}`;
  await nav.getByRole('button', { name: 'Post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await composer.getByLabel('Post text').fill(text);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  await expect(postTo.getByRole('button', { pressed: true })).toHaveCount(4);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. Your post goes out' }),
  ).toBeVisible();
  await page.close();

  // Back later, still offline: the post waits in the outbox, nothing was lost.
  const again = await context.newPage();
  await again.goto('/outbox');
  const outbox = again.getByRole('region', { name: 'Outbox' });
  await expect(outbox.getByRole('heading', { name: text })).toBeVisible();
  await expect(outbox.getByRole('row').filter({ hasText: 'Waiting to send' })).toHaveCount(4);
  // One post to four networks is one post waiting (issue 18).
  await expect(again.getByRole('link', { name: 'Outbox, 1 post waiting' })).toContainText('1');

  // The connection returns; nobody touches anything.
  await context.setOffline(false);
  await expect(outbox.getByRole('row').filter({ hasText: 'Published' })).toHaveCount(4, {
    timeout: 30_000,
  });
  expect(await landed(again.request, text, session)).toEqual({
    Bluesky: 1,
    Farcaster: 1,
    X: 1,
    Lens: 1,
  });
});
