import type { Page } from '@playwright/test';
import { TOPICS } from '../../sandbox/seed/seedBluesky';
import { FARCASTER_TIMELINE_SEED } from '../../sandbox/seed/seedFarcasterTimeline';
import { readOnAndOpen } from './support/readOnUntil';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });
// Reading on to a seeded post may take several pages: other tests post as the demo person meanwhile.
test.describe.configure({ timeout: 90_000 });

/** Opens a post's page from its time link, as a person does. */
async function openPostFrom(page: Page, text: string) {
  const post = page.getByRole('article').filter({ hasText: text });
  await readOnAndOpen(page, post, (row) => row.getByRole('link', { name: /\d{4}/ }));
  await expect(page.getByRole('article', { name: 'Post' })).toContainText(text);
}

test('a Bluesky post’s page has its tabs, each at its own address: replies, who liked it, the posts quoting it', async ({
  page,
}) => {
  await openAsDemo(page, '/profile/bsky');
  await openPostFrom(page, TOPICS[0]!);
  await expect(page).toHaveURL(/\/post\/bsky\/.+\/Comments$/);

  const tabs = page.getByRole('navigation', { name: 'Post tabs' });
  await expect(tabs.getByRole('link')).toHaveText(['Comments', 'Reposts', 'Quotes', 'Likes']);
  await expect(tabs.getByRole('link', { name: 'Comments' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByRole('region', { name: 'Replies' }).getByRole('article').first(),
  ).toContainText('agreed, and it works offline too.');

  // Everyone in the sandbox liked the demo person's first post.
  await tabs.getByRole('link', { name: 'Likes' }).click();
  await expect(page).toHaveURL(/\/Likes$/);
  await expect(tabs.getByRole('link', { name: 'Likes' })).toHaveAttribute('aria-current', 'page');
  const likes = page.getByRole('list', { name: 'Likes of the post' });
  await expect(likes.getByRole('link').nth(4)).toBeVisible();
  const liker = likes.getByRole('link').first();
  // The row reads 'Name @handle bio': the sandbox's handles end in .test.
  const handle = (await liker.textContent())?.match(/@(\S+?\.test)/)?.[1];
  expect(handle).toBeTruthy();
  await tabs.getByRole('link', { name: 'Reposts' }).click();
  await expect(page.getByText('No reposts yet.')).toBeVisible();

  // Back on Likes (read once, kept), a liker opens their profile.
  await page.goBack();
  await likes.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\/bsky\/did/);
  await expect(page.getByRole('main')).toContainText(`@${handle}`);
});

test('the Quotes tab lists the posts quoting a post; a quote card opens the quoted post', async ({
  page,
}) => {
  await openAsDemo(page);
  // Person 1 quotes person 3's first post ("This, exactly.").
  const quoting = page
    .getByRole('list', { name: 'Home' })
    .getByRole('article')
    .filter({ hasText: 'This, exactly.' })
    .filter({ hasText: TOPICS[3]! });
  await readOnAndOpen(page, quoting, (row) =>
    row.getByRole('link', { name: new RegExp(TOPICS[3]!) }),
  );
  await expect(page.getByRole('article', { name: 'Post' })).toContainText(TOPICS[3]!);

  await page
    .getByRole('navigation', { name: 'Post tabs' })
    .getByRole('link', { name: 'Quotes' })
    .click();
  const quotes = page.getByRole('list', { name: 'Quotes of the post' });
  await expect(quotes.getByRole('article').first()).toContainText('This, exactly.');
});

test('a cast’s Likes and Recasts list the people; its Quotes tab says Farcaster does not list them', async ({
  page,
}) => {
  await openAsDemo(page, '/following/farcaster');
  const cast = page.getByRole('article').filter({
    hasText: FARCASTER_TIMELINE_SEED.popular.text,
    has: page.getByRole('group', { name: 'Media' }),
  });
  await readOnAndOpen(page, cast, (row) => row.getByRole('link', { name: /\d{4}/ }));
  const tabs = page.getByRole('navigation', { name: 'Post tabs' });
  await expect(tabs.getByRole('link')).toHaveText(['Comments', 'Recasts', 'Quotes', 'Likes']);

  await tabs.getByRole('link', { name: 'Likes' }).click();
  await expect(
    page.getByRole('list', { name: 'Likes of the post' }).getByRole('listitem'),
  ).toHaveCount(FARCASTER_TIMELINE_SEED.popular.likes);
  await tabs.getByRole('link', { name: 'Recasts' }).click();
  await expect(
    page.getByRole('list', { name: 'Recasts of the post' }).getByRole('listitem'),
  ).toHaveCount(FARCASTER_TIMELINE_SEED.popular.recasts);
  await tabs.getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByText('Farcaster does not list the quotes of a post.')).toBeVisible();
});
