import { expect, test } from '@playwright/test';

test('issue 18: signing in as the demo person names the person and every network, and the menu shows who is signed in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const demo = (await (await page.request.get('/api/sandbox/demo')).json()) as { name: string };
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /^Signed in as/ })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Sign in as the demo person' }).click();
  // X's sign-in leaves the page and comes back: the toast names the person, not only X.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Signed in as ${demo.name} on Farcaster, Lens, X, and Bluesky.` }),
  ).toBeVisible({ timeout: 20_000 });

  const who = nav.getByRole('link', { name: new RegExp(`^Signed in as ${demo.name}`) });
  await expect(who).toBeVisible();
  await expect(who).toContainText(demo.name);
  const avatar = who.locator('img');
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
