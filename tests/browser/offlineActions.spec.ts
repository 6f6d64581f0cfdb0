import { expect, test, type Locator, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { readOnUntil } from './support/readOnUntil';
import { signInAsDemo } from './support/signInAsDemo';

/** A Home row with this one network's copy only (so its post link is that copy's), not yet pressed. */
function rowOn(page: Page, network: string, button: string): Locator {
  return page
    .getByRole('list', { name: 'Home' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: `${button} on ${network}`, pressed: false }) })
    .filter({ hasNot: page.getByRole('button', { name: new RegExp(`^Like on (?!${network}$)`) }) })
    .filter({ hasNotText: 'Reposted by' })
    .first();
}

/** The post's id on its network, from the row's link to its page (/post/:source/:id/…). */
async function postIdOf(row: Locator, timeout?: number): Promise<string> {
  const href = await row
    .locator('a:has(time)')
    .first()
    .getAttribute('href', timeout === undefined ? {} : { timeout });
  const id = href?.split('/')[3];
  if (!id) throw new Error(`no post link in the row: ${href}`);
  return decodeURIComponent(id);
}

/**
 * Reads Home on until `row` is there and takes its post's id; again if the row went in
 * between (Home read afresh meanwhile: other tests post as the demo person all along).
 */
async function readOnToPostOf(page: Page, row: Locator): Promise<string> {
  let id = '';
  await expect(async () => {
    await readOnUntil(page, row, 20_000);
    id = await postIdOf(row, 2_000);
  }).toPass({ timeout: 75_000 });
  return id;
}

/** Who liked a Lens post, read from Lens's own list of its reactions. */
async function lensLikers(page: Page, post: string): Promise<string[]> {
  const api = readManifest()?.lens?.api ?? '';
  const answer = (await (
    await page.request.post(api, {
      data: {
        query:
          'query($r: PostReactionsRequest!) { postReactions(request: $r) { items { account { address } reactions { reaction } } } }',
        variables: { r: { post } },
      },
    })
  ).json()) as {
    data: { postReactions: { items: { account: { address: string }; reactions: unknown[] }[] } };
  };
  return answer.data.postReactions.items.map((item) => item.account.address.toLowerCase());
}

/** The demo's X bookmarks, read from X (through the product server, with the person's session). */
async function xBookmarks(page: Page, session: string): Promise<string[]> {
  const x = readManifest()?.demo?.x?.id ?? '';
  const answer = (await (
    await page.request.get(`/api/x/users/${x}/bookmarks?max_results=100`, {
      headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': x },
    })
  ).json()) as { data?: { id: string }[] };
  return (answer.data ?? []).map((tweet) => tweet.id);
}

test('a like pressed three times and a bookmark, offline, reach the networks once the connection returns', async ({
  context,
  page,
}) => {
  test.setTimeout(150_000);
  // Offline tests sign in afresh (support/signedInAsDemo.ts says why).
  const session = await signInAsDemo(page);
  const demoLens = readManifest()?.demo?.lens?.account.toLowerCase() ?? '';

  const lensRow = rowOn(page, 'Lens', 'Like');
  const xRow = rowOn(page, 'X', 'Bookmark');
  // The whole first page in: the first look (the quicker networks alone) ends where the slowest
  // network's page does, so rows below that go until read on to.
  await expect(page.getByRole('button', { name: 'Load more' })).toBeEnabled({ timeout: 30_000 });
  const lensPost = await readOnToPostOf(page, lensRow);
  const tweet = await readOnToPostOf(page, xRow);
  // Held by the post, not by its place: the rows move as pages come in.
  const lensCard = page
    .getByRole('list', { name: 'Home' })
    .getByRole('article')
    .filter({ has: page.locator(`a[href^="/post/lens/${encodeURIComponent(lensPost)}/"]`) })
    .first();
  const xCard = page
    .getByRole('list', { name: 'Home' })
    .getByRole('article')
    .filter({ has: page.locator(`a[href^="/post/twitter/${tweet}/"]`) })
    .first();
  const like = lensCard.getByRole('button', { name: 'Like on Lens' });
  const likes = lensCard.locator('.post-toggle-like .post-count');
  const before = Number((await likes.innerText()).replace(/\D/g, ''));
  expect(await lensLikers(page, lensPost)).not.toContain(demoLens);

  await context.setOffline(true);
  // Like, unlike, like: each shows at once; the network will see one like.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(likes).toHaveText(`${before + 1} likes`);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(likes).toHaveText(`${before} likes`);
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const bookmark = xCard.getByRole('button', { name: 'Bookmark on X' });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  // Whether Lens has the like yet is not asked here: Chromium's background sync ignores the
  // test's offline switch and may send it already (backgroundSync.spec.ts). What counts is below.

  // The connection returns; nobody touches anything.
  await context.setOffline(false);
  await expect
    .poll(async () => (await lensLikers(page, lensPost)).filter((a) => a === demoLens).length, {
      timeout: 20_000,
    })
    .toBe(1);
  await expect.poll(() => xBookmarks(page, session), { timeout: 20_000 }).toContain(tweet);
  await expect(page.getByRole('status').filter({ hasText: 'Bookmarked on X.' })).toBeVisible();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
});
