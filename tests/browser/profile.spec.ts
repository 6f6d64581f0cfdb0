import { readOnUntil } from './support/readOnUntil';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

test('a post’s author opens their profile on that network: header, counts, and their posts', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAsDemo(page);

  for (const [network, slug] of [
    ['Bluesky', 'bsky'],
    ['Farcaster', 'farcaster'],
    ['X', 'twitter'],
    ['Lens', 'lens'],
  ] as const) {
    // The network's own timeline: its first row is that network's post, whatever else the demo
    // posted meanwhile (on Home, other tests' cross-posts can push one network's posts far down).
    await page.goto(`/following/${slug}`);
    const timeline = page.getByRole('list', { name: `Following on ${network}` });
    // The first post that is not a repost (its author is the poster).
    const post = timeline.getByRole('article').filter({ hasNotText: 'Reposted by' }).first();
    // Found, named and clicked as one step: the timeline may draw the row afresh in between
    // (its page coming in), and then it is found again.
    let name = '';
    await expect(async () => {
      await readOnUntil(page, post, 20_000);
      const author = post.getByRole('link', { name: /’s profile$/ }).first();
      const label = await author.getAttribute('aria-label', { timeout: 2_000 });
      name = label?.replace(/’s profile$/, '').trim() ?? '';
      if (!name) throw new Error(`no author on the ${network} post`);
      await author.click({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} on ${network}`);
    const header = page.getByRole('region', { name: 'Profile' });
    await expect(header.getByText(/^@/)).toBeVisible();
    await expect(header.getByRole('definition').first()).toHaveText(/^\d+(\.\d)?[KM]?$/);
    const posts = page.getByRole('list', { name: `Posts by ${name}` });
    await expect(
      posts
        .getByRole('article', { name: `${name} on ${network}` })
        .filter({ hasNotText: 'Reposted by' })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});

test('a profile the network does not know says so', async ({ page }) => {
  await openAsDemo(page);
  await page.goto('/profile/bsky/did:plc:nobodyhere0000000000000');
  await expect(page.getByRole('alert')).toHaveText('This profile was not found on Bluesky.');
});

test('Profile in the menu is the person’s own, on each network they are connected to', async ({
  page,
}) => {
  await openAsDemo(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  const networks = page.getByRole('navigation', { name: 'Your profiles' }).getByRole('link');
  await expect(networks).toHaveText(['Farcaster', 'Lens', 'X', 'Bluesky']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ on Farcaster$/);
  for (const network of ['Bluesky', 'Lens', 'X']) {
    await networks.filter({ hasText: network }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(` on ${network}$`));
    await expect(page.getByRole('region', { name: 'Profile' }).getByText(/^@/)).toBeVisible();
    await expect(networks.filter({ hasText: network })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an article reads as one: its title, headings and paragraphs, with bold, emphasis and code drawn (reading.md §2.2)', async ({
  page,
}) => {
  await openAsDemo(page, '/profile/lens');
  const article = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Why Polycast', level: 3 }) })
    .first();
  await expect(
    article.getByRole('heading', { name: 'One composer, four networks', level: 5 }),
  ).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Offline first', level: 5 })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'once' })).toBeVisible();
  await expect(article.locator('em', { hasText: 'every' })).toBeVisible();
  await expect(article.locator('code', { hasText: 'npm start' })).toBeVisible();
  // The marks themselves are not shown.
  await expect(article).not.toContainText('##');
  await expect(article).not.toContainText('**');
});
