import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { openComposer } from './support/openComposer';
import { signInAsNewPerson } from './support/signInAsDemo';

/** The texts of the person's posts, read from their Bluesky repo. */
async function bskyPosts(page: Page, repo: string): Promise<string[]> {
  const pds = readManifest()?.bsky.pds ?? '';
  const answer = (await (
    await page.request.get(
      `${pds}/xrpc/com.atproto.repo.listRecords?repo=${repo}&collection=app.bsky.feed.post&limit=100`,
    )
  ).json()) as { records: { value: { text: string } }[] };
  return answer.records.map((record) => record.value.text);
}

test('the author deletes a post from its page: asked first, sent through the outbox, and back to the page before', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { person } = await signInAsNewPerson(page);
  const me = person.accounts.find((a) => a.source === 'Bsky')?.accountId ?? '';
  const text = `To be deleted ${Date.now().toString(36)}`;
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => bskyPosts(page, me), { timeout: 20_000 }).toContain(text);

  const profile = `/profile/bsky/${encodeURIComponent(me)}`;
  const row = page.getByRole('article').filter({ hasText: text });
  // The sandbox's AppView indexes a new person's repo a moment after the PDS has the post:
  // read the profile again until it lists it, as a person would.
  await expect(async () => {
    await page.goto(profile);
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await row.locator('a:has(time)').first().click();
  await expect(page).toHaveURL(/\/post\/bsky\//);

  const actions = page.getByRole('group', { name: 'Post actions' });
  await actions.getByRole('button', { name: 'More on Bluesky' }).click();
  const menu = page.getByRole('menu', { name: 'More on Bluesky' });
  // Its author sees Delete alone.
  await expect(menu.getByRole('menuitem')).toHaveText(['Delete post']);
  await menu.getByRole('menuitem', { name: 'Delete post' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete post' });
  await expect(ask).toContainText('Delete this post from Bluesky? This cannot be undone.');
  // Said once Bluesky confirms it, for 3 s: watched from the click on, while the page goes back
  // (a quick confirmation can come and go before the page before is drawn).
  const said = expect(page.getByRole('status').filter({ hasText: 'Post deleted.' })).toBeVisible({
    timeout: 20_000,
  });
  await ask.getByRole('button', { name: 'Delete' }).click();

  // Back where the post was opened from, where it is gone at once; the network follows.
  await expect(page).toHaveURL(profile);
  await said;
  await expect(row).toHaveCount(0);
  await expect.poll(() => bskyPosts(page, me), { timeout: 20_000 }).not.toContain(text);
});
