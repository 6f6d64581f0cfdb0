import { expect, test } from '@playwright/test';

test('one click signs in as the sandbox demo person, across reloads, and accounts can be disconnected', async ({
  page,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Post' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Sign in as the demo person' }).click();
  // Bluesky, Farcaster and Lens sign in here; X leaves for its own sign-in and comes back.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Signed in as Polly Cast on Farcaster, Lens, X, and Bluesky.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(nav.getByRole('button', { name: 'Post' })).toBeVisible();

  await page.reload();
  await expect(nav.getByRole('button', { name: 'Post' })).toBeVisible();

  await page.goto('/settings');
  const accounts = page.getByRole('region', { name: 'Accounts' });
  await expect(accounts.getByRole('listitem')).toHaveCount(4);
  for (const network of ['Farcaster', 'Bluesky', 'Lens', 'X']) {
    await expect(accounts.getByRole('listitem').filter({ hasText: network })).toHaveCount(1);
  }
  await expect(accounts).toContainText('@polycast-demo.test');
  await expect(accounts.getByRole('button', { name: 'Sign in as the demo person' })).toHaveCount(0);
  // The demo person has a Polycast account linking all four, so the account checker stays quiet.
  await expect(accounts).toContainText('Signed in to your Polycast account (4 linked profiles)');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // reading.md §2.14: the disconnect-account modal; Cancel keeps the account.
  await accounts.getByRole('button', { name: /^Disconnect Lens account/ }).click();
  await page
    .getByRole('dialog', { name: /^Disconnect @/ })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(accounts.getByRole('listitem')).toHaveCount(4);
  for (const name of [
    'Disconnect Bluesky account @polycast-demo.test',
    /^Disconnect Lens account/,
    /^Disconnect X account/,
  ]) {
    await accounts.getByRole('button', { name }).click();
    await page
      .getByRole('dialog', { name: /^Disconnect @/ })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts).toContainText('Signed in to your Polycast account (1 linked profile)');
  // reading.md §4.14: the last account stays.
  await expect(
    accounts.getByRole('button', { name: /^Disconnect Farcaster account/ }),
  ).toBeDisabled();
  // The missing demo accounts come back in one click.
  await accounts.getByRole('button', { name: 'Sign in as the demo person' }).click();
  await page.waitForURL(/\/settings$/);
  await expect(page.getByRole('region', { name: 'Accounts' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Accounts' })).toContainText(
    'Signed in to your Polycast account (4 linked profiles)',
  );
});
