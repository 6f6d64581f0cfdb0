import type { Page } from '@playwright/test';
import { TOPICS as BSKY_TOPICS } from '../../sandbox/seed/seedBluesky';
import { LUNCH } from '../../sandbox/seed/seedX';
import { readOnUntil } from './support/readOnUntil';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

/** The profile's categories (docs/decisions.md "Profile categories"). */
const categories = (page: Page) => page.getByRole('navigation', { name: 'Profile categories' });

test('a Bluesky profile’s Media tab lists their posts with pictures, and Likes the reader’s own likes', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAsDemo(page, '/profile/bsky/mint-maker.test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mina on Bluesky');
  await expect(categories(page).getByRole('link')).toHaveText([
    'Feed',
    'Replies',
    'Media',
    'Likes',
  ]);
  await expect(categories(page).getByRole('link', { name: 'Feed' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await categories(page).getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/profile\/bsky\/mint-maker\.test\/media$/);
  await expect(categories(page).getByRole('link', { name: 'Media' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const media = page.getByRole('list', { name: 'Media by Mina' });
  // Her one post with a picture, and none of her text posts.
  await expect(media.getByRole('article')).toHaveCount(1);
  await expect(media.getByRole('article')).toContainText("A picture from Mina's desk.");
  await expect(media.getByRole('article').getByRole('img').first()).toBeVisible();

  // Bluesky lists likes to their owner only: on Mina's profile the tab says so.
  await categories(page).getByRole('link', { name: 'Likes' }).click();
  await expect(page.getByText('Bluesky shows likes only on your own profile.')).toBeVisible();

  // On the reader's own profile: the posts they liked, Ada's among them.
  await page.goto('/profile/bsky');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polly Cast on Bluesky');
  await categories(page).getByRole('link', { name: 'Likes' }).click();
  await expect(page).toHaveURL(/\/profile\/bsky\/[^/]+\/likes$/);
  const likes = page.getByRole('list', { name: 'Liked by Polly Cast' });
  const adas = likes.getByRole('article', { name: 'Ada on Bluesky' }).filter({
    hasText: BSKY_TOPICS[1] ?? '',
  });
  await readOnUntil(page, adas);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an X profile’s Replies tab lists their replies alone', async ({ page }) => {
  test.setTimeout(60_000);
  await openAsDemo(page, '/explore/people/twitter?q=ada_onchain');
  await page
    .getByRole('link', { name: /@ada_onchain/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada on X');
  await expect(categories(page).getByRole('link')).toHaveText(['Feed', 'Replies', 'Media']);

  await categories(page).getByRole('link', { name: 'Replies' }).click();
  await expect(page).toHaveURL(/\/profile\/twitter\/\d+\/replies$/);
  const replies = page.getByRole('list', { name: 'Replies by Ada' });
  await readOnUntil(page, replies.getByRole('article').filter({ hasText: 'Lovely colours! (1)' }));
  await expect(
    replies.getByRole('article').filter({ hasText: 'agreed, and it works offline too.' }),
  ).toBeVisible();
  // Her own posts are in her feed, not here.
  await expect(replies).not.toContainText(LUNCH);

  await categories(page).getByRole('link', { name: 'Feed' }).click();
  await expect(page).toHaveURL(/\/profile\/twitter\/\d+$/);
  const feed = page.getByRole('list', { name: 'Posts by Ada' });
  await readOnUntil(page, feed.getByRole('article').filter({ hasText: LUNCH }));
  await expect(feed).not.toContainText('Lovely colours! (1)');
});

test('/profile/farcaster/{username}/feed opens that person’s feed; a name nobody has says so', async ({
  page,
}) => {
  await openAsDemo(page, '/profile/farcaster/ada/feed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada on Farcaster');
  await expect(page.getByRole('region', { name: 'Profile' }).getByText('@ada')).toBeVisible();
  await expect(categories(page).getByRole('link')).toHaveText([
    'Feed',
    'Replies',
    'Likes',
    'Channels',
  ]);
  await expect(categories(page).getByRole('link', { name: 'Feed' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('list', { name: 'Posts by Ada' }).getByRole('article').first(),
  ).toBeVisible();

  await page.goto('/profile/farcaster/nobody-has-this/feed');
  await expect(page.getByRole('alert')).toHaveText('This profile was not found on Farcaster.');
});
