import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { signInAsDemo, signInAsNewPerson } from './support/signInAsDemo';

/** The subjects of the reader's records of one kind, read from their Bluesky repo. */
async function bskyRecords(page: Page, repo: string, collection: string): Promise<string[]> {
  const pds = readManifest()?.bsky.pds ?? '';
  const answer = (await (
    await page.request.get(
      `${pds}/xrpc/com.atproto.repo.listRecords?repo=${repo}&collection=${collection}&limit=100`,
    )
  ).json()) as { records: { value: { subject: string } }[] };
  return answer.records.map((record) => record.value.subject);
}

test('the more menu follows, blocks (asked first, naming the @handle) and unblocks (not asked), each reaching the network', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Someone new: what they follow and block is theirs alone.
  const { person } = await signInAsNewPerson(page);
  const me = person.accounts.find((a) => a.source === 'Bsky')?.accountId ?? '';
  const demo = readManifest()?.demo?.bsky.did ?? '';
  await page.goto(`/profile/bsky/${demo}`);
  const row = page.getByRole('article').first();
  const more = row.getByRole('button', { name: 'More on Bluesky' });

  await more.click();
  const menu = page.getByRole('menu', { name: 'More on Bluesky' });
  // The menu's items, in §2.11's order, for someone else's post.
  await expect(menu.getByRole('menuitem')).toHaveText([/^Follow @/, /^Mute @/, /^Block @/]);
  await menu.getByRole('menuitem', { name: /^Follow @/ }).click();
  await expect(menu).toBeHidden();
  await expect.poll(() => bskyRecords(page, me, 'app.bsky.graph.follow')).toEqual([demo]);

  await more.click();
  await expect(menu.getByRole('menuitem').first()).toHaveText(/^Unfollow @/);
  // Blocking asks first, naming who; cancelling sends nothing.
  await menu.getByRole('menuitem', { name: /^Block @/ }).click();
  const ask = page.getByRole('dialog', { name: /^Block @/ });
  await expect(ask).toContainText('You will not see their posts, and they cannot reply to yours.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await more.click();
  await menu.getByRole('menuitem', { name: /^Block @/ }).click();
  await ask.getByRole('button', { name: 'Block' }).click();
  await expect.poll(() => bskyRecords(page, me, 'app.bsky.graph.block')).toEqual([demo]);

  // Unblocking is not asked.
  await more.click();
  await menu.getByRole('menuitem', { name: /^Unblock @/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => bskyRecords(page, me, 'app.bsky.graph.block')).toEqual([]);
  // Escape closes the menu and gives focus back to its button.
  await more.click();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
});

test('a follow on its way shows ‘Follow pending’, not to be pressed, until the network has it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { person } = await signInAsNewPerson(page);
  const me = person.accounts.find((a) => a.source === 'Bsky')?.accountId ?? '';
  const demo = readManifest()?.demo?.bsky.did ?? '';
  await page.goto(`/profile/bsky/${demo}`);
  const more = page.getByRole('article').first().getByRole('button', { name: 'More on Bluesky' });
  const menu = page.getByRole('menu', { name: 'More on Bluesky' });
  await expect(more).toBeVisible({ timeout: 20_000 });

  // Offline, the follow waits in the outbox.
  await context.setOffline(true);
  await more.click();
  await menu.getByRole('menuitem', { name: /^Follow @/ }).click();
  await more.click();
  await expect(menu.getByRole('menuitem').first()).toHaveText('Follow pending');
  await expect(menu.getByRole('menuitem', { name: 'Follow pending' })).toBeDisabled();
  await page.keyboard.press('Escape');
  expect(await bskyRecords(page, me, 'app.bsky.graph.follow')).toEqual([]);

  // Online, it reaches Bluesky, and the menu offers to unfollow.
  await context.setOffline(false);
  await expect
    .poll(() => bskyRecords(page, me, 'app.bsky.graph.follow'), { timeout: 45_000 })
    .toEqual([demo]);
  await expect(async () => {
    await more.click();
    await expect(menu.getByRole('menuitem').first()).toHaveText(/^Unfollow @/, { timeout: 1000 });
    await page.keyboard.press('Escape');
  }).toPass({ timeout: 20_000 });
});

/** Whom `fid` follows, read from the hub (`linksByFid`). */
async function farcasterFollows(page: Page, fid: string): Promise<number[]> {
  const hub = readManifest()?.farcaster?.hub ?? '';
  const answer = (await (
    await page.request.get(`${hub}/v1/linksByFid?fid=${fid}&link_type=follow`)
  ).json()) as { messages: { data: { linkBody: { targetFid?: number } } }[] };
  return answer.messages.map((message) => message.data.linkBody.targetFid ?? 0);
}

test('a Farcaster follow and unfollow from the menu reach the hub (signed in the page, no Node Buffer)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { person } = await signInAsNewPerson(page);
  const me = person.accounts.find((a) => a.source === 'Farcaster')?.accountId ?? '';
  const demo = readManifest()?.demo?.farcaster.fid ?? 0;
  await page.goto(`/profile/farcaster/${demo}`);
  const more = page.getByRole('article').first().getByRole('button', { name: 'More on Farcaster' });
  const menu = page.getByRole('menu', { name: 'More on Farcaster' });

  await more.click();
  await menu.getByRole('menuitem', { name: /^Follow @/ }).click();
  await expect.poll(() => farcasterFollows(page, me), { timeout: 30_000 }).toEqual([demo]);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await expect(async () => {
    await more.click();
    await expect(menu.getByRole('menuitem').first()).toHaveText(/^Unfollow @/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await menu.getByRole('menuitem', { name: /^Unfollow @/ }).click();
  await expect.poll(() => farcasterFollows(page, me), { timeout: 30_000 }).toEqual([]);
});

test('a Farcaster author muted from the menu is hidden at once, kept by the product server, and still hidden after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Someone new: whom they mute is theirs alone.
  const { person, token } = await signInAsNewPerson(page);
  const me = person.accounts.find((a) => a.source === 'Farcaster')?.accountId ?? '';
  await page.goto('/club/farcaster/art');
  const list = page.getByRole('list', { name: 'Posts in Art' });
  const first = list.getByRole('article').first();
  const author = first.getByRole('link', { name: /’s profile$/ }).first();
  await expect(author).toBeVisible({ timeout: 20_000 });
  const name = (await author.getAttribute('aria-label'))?.replace(/’s profile$/, '') ?? '';
  const fid = (await author.getAttribute('href'))?.split('/').pop() ?? '';
  const theirs = list.getByRole('article', { name: `${name} on Farcaster` });
  await expect(theirs.first()).toBeVisible();

  await first.getByRole('button', { name: 'More on Farcaster' }).click();
  await page
    .getByRole('menu', { name: 'More on Farcaster' })
    .getByRole('menuitem', { name: /^Mute @/ })
    .click();
  // At once, every post of theirs here is behind the placeholder (hubs keep no mutes).
  const hidden = list
    .getByRole('article', { name: 'Hidden post' })
    .filter({ hasText: 'Post from an account you muted.' });
  await expect(theirs).toHaveCount(0);
  await expect(hidden.first()).toBeVisible();

  // The product server keeps the mute for the reader's fid…
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(
          `/api/reader-actions/farcaster/${me}/switches/mute/list?limit=50`,
          { headers: { Authorization: `Bearer ${token}` } },
        );
        return ((await answer.json()) as { items: { target: string }[] }).items.map(
          (item) => item.target,
        );
      },
      { timeout: 30_000 },
    )
    .toEqual([fid]);
  // …and the channel read afresh hides them by it.
  await page.reload();
  await expect(hidden.first()).toBeVisible({ timeout: 20_000 });
  await expect(theirs).toHaveCount(0);
});

test('an open menu moves with its button when the page scrolls a little, and closes once the button leaves the window', async ({
  page,
}) => {
  // The demo's Bluesky timeline: a page of rows, longer than the window.
  await signInAsDemo(page);
  await page.goto('/following/bsky');
  const rows = page.getByRole('list', { name: 'Following on Bluesky' }).getByRole('article');
  await expect(rows.nth(5)).toBeVisible({ timeout: 20_000 });
  const more = rows.nth(1).getByRole('button', { name: 'More on Bluesky' });
  const menu = page.getByRole('menu', { name: 'More on Bluesky' });
  await more.click();
  await expect(menu.getByRole('menuitem').first()).toBeVisible();

  // A shift of the page (a row above loading, scroll anchoring) leaves it open, under its button.
  await page.evaluate(() => window.scrollBy(0, 40));
  const gap = async () =>
    ((await menu.boundingBox())?.y ?? 0) -
    (((await more.boundingBox())?.y ?? 0) + ((await more.boundingBox())?.height ?? 0));
  await expect.poll(gap).toBeGreaterThanOrEqual(0);
  await expect.poll(gap).toBeLessThan(12);
  await expect(menu).toBeVisible();

  // Scrolled away, it closes.
  await page.evaluate(() => window.scrollBy(0, window.innerHeight * 3));
  await expect(menu).toBeHidden();
});
