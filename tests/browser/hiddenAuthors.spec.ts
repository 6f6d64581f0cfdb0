import type { Locator } from '@playwright/test';
import { BRIDGED_POST } from '../../sandbox/seed/hiddenAuthors';
import { readOnUntil } from './support/readOnUntil';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });
// Reading on to a seeded post may take several pages: other tests post as the demo person meanwhile.
test.describe.configure({ timeout: 90_000 });

/** Whether a text is cut by its clamp (more lines than it shows). */
const clamped = (text: Locator) =>
  text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);

test('a muted author’s post shows as a placeholder in a timeline, Show post reveals it, and their profile shows it plainly', async ({
  page,
}) => {
  // The demo person muted Dora and blocked Fred on Lens (sandbox/seed/hiddenAuthors.ts).
  await openAsDemo(page, '/following/lens');
  const list = page.getByRole('list', { name: 'Following on Lens' });
  const muted = list
    .getByRole('article', { name: 'Hidden post' })
    .filter({ hasText: 'Post from an account you muted.' });
  await readOnUntil(page, muted);
  const blocked = list
    .getByRole('article', { name: 'Hidden post' })
    .filter({ hasText: 'Post from an account you blocked.' });
  await readOnUntil(page, blocked);
  const dora = list.getByRole('article', { name: 'Dora on Lens' });
  await expect(dora).toHaveCount(0);

  await muted.first().getByRole('button', { name: 'Show post' }).click();
  await expect(dora.first()).toBeVisible();
  await expect(dora.first().getByRole('list', { name: 'Networks' })).toContainText('Lens');

  // Her profile shows her posts, none behind a placeholder.
  await dora.first().getByRole('link', { name: 'Dora’s profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dora on Lens');
  const posts = page.getByRole('list', { name: 'Posts by Dora' });
  await expect(posts.getByRole('article', { name: 'Dora on Lens' }).first()).toBeVisible();
  await expect(posts.getByRole('article', { name: 'Hidden post' })).toHaveCount(0);
  await expect(page.getByText('Post from an account you muted.')).toHaveCount(0);
});

test('a quote of a blocked author is behind the placeholder too, and Show post reveals it', async ({
  page,
}) => {
  // On Lens seeded people quote their neighbours' posts, Fred's among them (the demo blocked him).
  await openAsDemo(page, '/following/lens');
  const list = page.getByRole('list', { name: 'Following on Lens' });
  const blockedQuote = page
    .getByRole('group', { name: 'Hidden quoted post' })
    .filter({ hasText: 'Post from an account you blocked.' });
  const quoting = list.getByRole('article').filter({ has: blockedQuote }).first();
  await readOnUntil(page, quoting);
  const hiddenQuote = quoting.getByRole('group', { name: 'Hidden quoted post' });
  await expect(quoting.getByText('Fred', { exact: true })).toHaveCount(0);

  // The same post once its quote is shown: found by its own address, not by the placeholder.
  const address = await quoting.locator('a:has(time)').first().getAttribute('href');
  const samePost = list
    .getByRole('article')
    .filter({ has: page.locator(`a[href="${address ?? ''}"]`) })
    .first();
  await hiddenQuote.getByRole('button', { name: 'Show post' }).click();
  await expect(samePost.getByText('Fred', { exact: true })).toBeVisible();
  await expect(samePost.getByRole('group', { name: 'Hidden quoted post' })).toHaveCount(0);
});

test('a post bridged from the fediverse shows 5 lines, with Show more and Show less', async ({
  page,
}) => {
  await openAsDemo(page, '/following/bsky');
  const list = page.getByRole('list', { name: 'Following on Bluesky' });
  const bridged = list.getByRole('article').filter({ hasText: BRIDGED_POST.lines[0] });
  await readOnUntil(page, bridged);
  const text = bridged.getByText(BRIDGED_POST.lines[0], { exact: false });
  await expect.poll(() => clamped(text)).toBe(true);

  await bridged.getByRole('button', { name: 'Show more' }).click();
  await expect(bridged.getByRole('button', { name: 'Show less' })).toBeVisible();
  await expect(bridged.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  await expect.poll(() => clamped(text)).toBe(false);

  await bridged.getByRole('button', { name: 'Show less' }).click();
  await expect(bridged.getByRole('button', { name: 'Show more' })).toBeVisible();
  await expect(bridged.getByRole('button', { name: 'Show less' })).toHaveCount(0);
  await expect.poll(() => clamped(text)).toBe(true);
});

test('a muted author’s reply shows as a placeholder under the post it answers', async ({
  page,
}) => {
  // Everyone welcomed the demo person under their picture post on Bluesky, Dora too.
  await openAsDemo(page, '/profile/bsky');
  const post = page
    .getByRole('article')
    .filter({ hasText: "A picture from Polly Cast's desk." })
    .first();
  await readOnUntil(page, post);
  await post.getByRole('link', { name: /\d{4}/ }).first().click();
  const replies = page.getByRole('region', { name: 'Replies' });
  await expect(
    replies.getByRole('article').filter({ hasText: 'Welcome to the sandbox!' }).first(),
  ).toBeVisible();
  const hidden = replies
    .getByRole('article', { name: 'Hidden post' })
    .filter({ hasText: 'Post from an account you muted.' });
  await expect(hidden).toHaveCount(1);
  await hidden.getByRole('button', { name: 'Show post' }).click();
  await expect(replies.getByRole('article', { name: 'Reply by dao-dora.test' })).toContainText(
    'Welcome to the sandbox! (7)',
  );
});
