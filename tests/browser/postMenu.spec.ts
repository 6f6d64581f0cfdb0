import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { signInAsNewPerson } from './support/signInAsDemo';

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
