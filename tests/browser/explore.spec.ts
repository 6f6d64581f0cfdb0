import { LUNCH } from '../../sandbox/seed/seedX';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

test('searching people on Bluesky finds a seeded person and opens their profile', async ({
  page,
}) => {
  await openAsDemo(page, '/explore/people/bsky');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore people on Bluesky');
  await expect(page.getByText('Type to search people on Bluesky.')).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Explore' }).getByRole('link');
  // Bluesky has no channels: no Channels tab.
  await expect(tabs).toHaveText(['Posts', 'People']);
  await expect(tabs.filter({ hasText: 'People' })).toHaveAttribute('aria-current', 'page');

  await page
    .getByRole('search')
    .getByRole('searchbox', { name: 'Search people on Bluesky' })
    .fill('rita');
  await expect(page).toHaveURL(/\/explore\/people\/bsky\?q=rita$/);
  const found = page.getByRole('list', { name: 'People found' });
  await found.getByRole('link', { name: /Rita/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rita on Bluesky');
  // Back finds the words and what they found.
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search people on Bluesky' })).toHaveValue(
    'rita',
  );
  await expect(found.getByRole('link', { name: /Rita/ })).toBeVisible();
});

test('searching posts on X finds a seeded post by its words', async ({ page }) => {
  await openAsDemo(page, '/explore/posts/twitter');
  await page.getByRole('searchbox', { name: 'Search posts on X' }).fill('Friday ROLLUP notes');
  const found = page.getByRole('list', { name: 'Posts found' });
  await expect(found.getByRole('article').filter({ hasText: LUNCH }).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search posts on X' }).fill('no post says this');
  await expect(page.getByText('Nothing found for “no post says this” on X.')).toBeVisible();
});

test('a hashtag in a post opens Explore with its search, and Back returns', async ({ page }) => {
  await openAsDemo(page, '/explore/posts/lens?q=weekend%20plan');
  const found = page.getByRole('list', { name: 'Posts found' });
  const post = found.getByRole('article').filter({ hasText: 'no screens' }).first();
  await post.getByRole('link', { name: '#offline' }).click();

  await expect(page).toHaveURL(/\/explore\/posts\/lens\?q=%23offline$/);
  await expect(page.getByRole('searchbox', { name: 'Search posts on Lens' })).toHaveValue(
    '#offline',
  );
  await expect(found.getByRole('article').first()).toContainText('#offline');
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search posts on Lens' })).toHaveValue(
    'weekend plan',
  );
});

test('switching network or tab keeps the words; a network that cannot search says so', async ({
  page,
}) => {
  await openAsDemo(page, '/explore/people/bsky');
  await page.getByRole('searchbox', { name: 'Search people on Bluesky' }).fill('lena');
  await expect(page).toHaveURL(/\?q=lena$/);
  const networks = page.getByRole('navigation', { name: 'Networks' }).getByRole('link');
  await expect(networks).toHaveText(['Farcaster', 'Lens', 'X', 'Bluesky']);

  await networks.filter({ hasText: 'Lens' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore people on Lens');
  await expect(page.getByRole('searchbox', { name: 'Search people on Lens' })).toHaveValue('lena');
  await expect(
    page.getByRole('list', { name: 'People found' }).getByRole('link', { name: /Lena/ }).first(),
  ).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Explore' })
    .getByRole('link', { name: 'Posts' })
    .click();
  await networks.filter({ hasText: 'Farcaster' }).click();
  await expect(page).toHaveURL(/\/explore\/posts\/farcaster\?q=lena$/);
  await expect(page.getByText('Farcaster cannot search posts.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search posts on Farcaster' })).toHaveValue(
    'lena',
  );
});

test('channels: with no words, the network’s suggestions; a channel opens its page', async ({
  page,
}) => {
  await openAsDemo(page, '/explore/channels/farcaster');
  const suggested = page.getByRole('list', { name: 'Suggested channels' });
  await expect(suggested.getByRole('link').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search channels on Farcaster' }).fill('art');
  await page
    .getByRole('list', { name: 'Channels found' })
    .getByRole('link', { name: /^Art \/art/ })
    .click();
  await expect(page).toHaveURL(/\/club\/farcaster\/art$/);
});
