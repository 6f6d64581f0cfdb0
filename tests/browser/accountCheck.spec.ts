import { expect, test } from '@playwright/test';
import { productToken } from './support/productToken';

test('an account whose session ended is removed at the next check, with a clear message', async ({
  page,
}) => {
  await page.goto('/settings');
  const accounts = page.getByRole('region', { name: 'Accounts' });
  await accounts.getByRole('button', { name: 'Sign in as the demo person' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Signed in as Polly Cast on Farcaster, Lens, X, and Bluesky.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(accounts.getByRole('listitem')).toHaveCount(4);

  // The server no longer holds X's tokens for this account (as when X refuses a refresh).
  const session = { Authorization: `Bearer ${await productToken(page)}` };
  const listed = await page.request.get('/api/x/accounts', { headers: session });
  const [x] = ((await listed.json()) as { data: { id: string }[] }).data;
  const dropped = await page.request.delete(`/api/x/accounts/${x?.id}`, { headers: session });
  expect(dropped.ok()).toBe(true);

  // Half an hour later (reading.md §7.9: the account check goes stale after 1,800,000 ms).
  await page.evaluate(() => localStorage.removeItem('polycast:accounts-checked-at'));
  await page.reload();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Your X session for @polycast_demo has ended, so the account was removed. Log in again to post there.',
    }),
  ).toBeVisible();
  await expect(accounts.getByRole('listitem')).toHaveCount(3);
  await expect(accounts.getByRole('listitem').filter({ hasText: 'X' })).toHaveCount(0);
  // The other sessions were good: nothing else went.
  for (const network of ['Farcaster', 'Bluesky', 'Lens']) {
    await expect(accounts.getByRole('listitem').filter({ hasText: network })).toHaveCount(1);
  }
});
