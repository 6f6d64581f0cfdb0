import { LUNCH } from '../../sandbox/seed/seedX';
import { readOnUntil } from './support/readOnUntil';
import { searchTweets } from './support/searchTweets';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

test('a timeline row replies, quotes and shares its post: the composer on it, its link copied, composed with, opened on the network (issue 21 item 1)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const session = await openAsDemo(page, '/following/twitter');
  const [lunch] = await searchTweets(page.request, LUNCH, session);
  if (!lunch) throw new Error('the seeded lunch tweet is missing');
  // The row of that tweet itself (not of a post quoting it).
  const row = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href^="/post/twitter/${lunch.id}/"]`) })
    .filter({ has: page.getByRole('button', { name: 'Reply on X' }) })
    .first();
  await readOnUntil(page, row);

  // Reply: the composer opens replying to this tweet, on X alone.
  await row.getByRole('button', { name: 'Reply on X' }).click();
  const reply = page.getByRole('dialog', { name: 'Reply' });
  await expect(reply.getByRole('article', { name: 'Post replied to' })).toContainText(LUNCH);
  await expect(reply.getByRole('button', { name: /^Bluesky/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(reply).toBeHidden();

  const share = row.getByRole('button', { name: 'Share from X' });
  const choose = async (item: string) => {
    await share.click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  await choose('Quote');
  const quote = page.getByRole('dialog', { name: 'Quote' });
  await expect(quote.getByRole('article', { name: 'Quoted post' })).toContainText(LUNCH);
  await page.keyboard.press('Escape');
  await expect(quote).toBeHidden();

  await choose('Copy link');
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/status/${lunch.id}$`));

  await choose('Compose with link');
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer.getByLabel('Post text')).toHaveValue(copied);
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Save this post as a draft?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(composer).toBeHidden();

  // 'View on X' opens the tweet's own page on X in a new tab (X's answer stood in for: no
  // test reaches the internet).
  await context.route('https://x.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>X</title>' }),
  );
  const opened = context.waitForEvent('page');
  await choose('View on X');
  const tab = await opened;
  await expect.poll(() => tab.url()).toBe(copied);
  await tab.close();
});
