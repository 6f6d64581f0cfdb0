import { expect, test, type Locator, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { seriousAxeViolations } from './support/axeCheck';
import { signInAsNewPerson } from './support/signInAsDemo';

/** Each network the reader bookmarks on: its label, its route slug, and the demo's id there. */
function networks() {
  const demo = readManifest()?.demo;
  return [
    { label: 'Bluesky', slug: 'bsky', demo: demo?.bsky.did ?? '' },
    { label: 'X', slug: 'twitter', demo: demo?.x?.id ?? '' },
    { label: 'Lens', slug: 'lens', demo: demo?.lens?.account ?? '' },
    // Kept by the product server: Farcaster's protocol keeps no bookmarks.
    { label: 'Farcaster', slug: 'farcaster', demo: String(demo?.farcaster?.fid ?? '') },
  ];
}

/** A row's post, by its page's address (the link on its time). */
const postOf = (row: Locator) => row.locator('a.post-card-time').getAttribute('href');

/** The posts a list shows, top to bottom, by their pages' addresses. */
const listed = (page: Page) =>
  page
    .getByRole('article')
    .locator('a.post-card-time')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/**
 * How long a press may wait for its network. A page left mid-turn keeps the
 * outbox's lease until it expires (LEASE_TTL_MS, 30 s), and the next page's
 * executor waits that out before it sends anything.
 */
const CONFIRMED_WITHIN_MS = 45_000;

/** Presses a row's bookmark and waits for the network to confirm it (its notice). */
async function bookmark(page: Page, row: Locator, network: string) {
  const notice = page.getByRole('status').filter({ hasText: `Bookmarked on ${network}.` });
  // The last notice is gone first, so the one awaited is this press's.
  await expect(notice).toHaveCount(0, { timeout: 10_000 });
  const button = row.getByRole('button', { name: `Bookmark on ${network}` });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(notice).toBeVisible({ timeout: CONFIRMED_WITHIN_MS });
}

test("a new person's bookmarks on Bluesky, X, Lens and Farcaster are listed newest first on their tabs", async ({
  page,
}) => {
  test.setTimeout(300_000);
  // Someone new: their bookmarks are theirs alone, none from other tests.
  const { token, person } = await signInAsNewPerson(page);
  /** The posts bookmarked from each network's profile. */
  const pressed = new Set<string | null>();

  for (const { label, slug, demo } of networks()) {
    expect(demo, `the sandbox's demo has a ${label} account`).not.toBe('');
    await page.goto(`/profile/${slug}/${demo}`);
    // The demo's own posts: a repost leaves the profile when another test takes it back.
    const rows = page.getByRole('article').filter({ hasNot: page.getByText(/^Reposted by /) });
    await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });
    const older = await postOf(rows.nth(1));
    const newer = await postOf(rows.nth(0));
    expect(older).not.toBe(newer);
    // The second row first: the list's order then is the bookmarks' own, not the profile's.
    // Held by their posts, not their places: other tests post as the demo meanwhile.
    const rowOf = (href: string | null) =>
      rows.filter({ has: page.locator(`a.post-card-time[href="${href}"]`) }).first();
    await bookmark(page, rowOf(older), label);
    await bookmark(page, rowOf(newer), label);
    pressed.add(older).add(newer);

    await page.goto(`/bookmarks/${slug}`);
    await expect(page).toHaveTitle(new RegExp(`Bookmarks on ${label}`));
    await expect(
      page
        .getByRole('navigation', { name: 'Networks' })
        .getByRole('link', { name: label, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    const list = page.getByRole('list', { name: `Your bookmarks on ${label}` });
    await expect(list.getByRole('article')).toHaveCount(2, { timeout: 20_000 });
    expect(await listed(page)).toEqual([newer, older]);
    // Every row here is bookmarked, X's included (its reads do not say so).
    const buttons = list.getByRole('button', { name: `Bookmark on ${label}` });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all())
      await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The screen with its rows passes axe (accessibility.spec.ts sees only Farcaster's tab).
    expect(await seriousAxeViolations(page)).toEqual([]);
  }

  // A bookmark made on X itself (never pressed in Polycast) shows as bookmarked too:
  // X's reads do not say so, being on the list does.
  const me = person.accounts.find((a) => a.source === 'Twitter')?.accountId ?? '';
  await page.goto(`/profile/twitter/${readManifest()?.demo?.x?.id ?? ''}`);
  // One not bookmarked above: other tests post as the demo meanwhile, so the rows move.
  const profileRows = page.getByRole('article');
  await expect(profileRows.nth(2)).toBeVisible({ timeout: 20_000 });
  let third: string | null = null;
  for (const row of await profileRows.all()) {
    const post = await postOf(row);
    if (!pressed.has(post)) {
      third = post;
      break;
    }
  }
  const tweet = decodeURIComponent(third?.split('/')[3] ?? '');
  const made = await page.request.post(`/api/x/users/${me}/bookmarks`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Account-Id': me },
    data: { tweet_id: tweet },
  });
  expect(made.ok()).toBe(true);
  await page.goto('/bookmarks/twitter');
  const xList = page.getByRole('list', { name: 'Your bookmarks on X' });
  await expect(xList.getByRole('article')).toHaveCount(3, { timeout: 20_000 });
  expect((await listed(page))[0]).toBe(third);
  await expect(
    xList.getByRole('article').first().getByRole('button', { name: 'Bookmark on X' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // A failed read says the network's words, and 'Try again' reads again.
  const refusal = 'You are not permitted to read bookmarks right now.';
  const xBookmarksPath = '**/api/x/users/*/bookmarks*';
  await page.route(xBookmarksPath, (route) =>
    route.fulfill({ status: 403, json: { title: 'Forbidden', detail: refusal } }),
  );
  await page.goto('/bookmarks/twitter');
  const failure = page.getByRole('alert').filter({ hasText: 'Could not read your bookmarks on X' });
  await expect(failure).toContainText(refusal, { timeout: 30_000 });
  await page.unroute(xBookmarksPath);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('list', { name: 'Your bookmarks on X' }).getByRole('article'),
  ).toHaveCount(3, { timeout: 20_000 });
  await expect(failure).toBeHidden();

  // A bookmark taken off here leaves the list once the network confirmed it.
  await page.goto('/bookmarks/bsky');
  const list = page.getByRole('list', { name: 'Your bookmarks on Bluesky' });
  await expect(list.getByRole('article')).toHaveCount(2, { timeout: 20_000 });
  const kept = await postOf(list.getByRole('article').nth(1));
  const unbookmark = list
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Bookmark on Bluesky' });
  await unbookmark.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Removed from your bookmarks on Bluesky.' }),
  ).toBeVisible({ timeout: CONFIRMED_WITHIN_MS });
  await expect(list.getByRole('article')).toHaveCount(1);
  expect(await listed(page)).toEqual([kept]);
  // And the network agrees: read afresh, it is not there either.
  await page.reload();
  await expect(list.getByRole('article')).toHaveCount(1, { timeout: 20_000 });
  expect(await listed(page)).toEqual([kept]);
});

test("signed out, each network's tab says to connect an account there first", async ({ page }) => {
  await page.goto('/bookmarks/lens');
  await expect(page.getByRole('main')).toContainText(
    'Connect a Lens account in Settings to read your bookmarks there.',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await page.getByRole('navigation', { name: 'Networks' }).getByRole('link', { name: 'X' }).click();
  await expect(page).toHaveURL(/\/bookmarks\/twitter$/);
  await expect(page.getByRole('main')).toContainText('Connect an X account in Settings');
});
