import { expect, test } from '@playwright/test';

test.describe('shell', () => {
  test('loads Home with the menu in order and hides the loading screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading Polycast' })).toBeHidden();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('link')).toHaveText([
      'Polycast',
      'Home',
      'Explore',
      'Notifications',
      'Bookmarks',
      'Profile',
      'Sparks',
      'Events',
      'Settings',
      'Drafts',
    ]);
    // Signed out: no Compose button, Notifications to the general tab.
    await expect(page.getByRole('button', { name: 'Post' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications/general',
    );
    await expect(menu.getByRole('link', { name: 'Bookmarks' })).toHaveAttribute(
      'href',
      '/bookmarks/farcaster',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });

  test('opens the 280 px drawer below 990 px', async ({ page }) => {
    await page.setViewportSize({ width: 989, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(280);
    await expect(drawer.getByRole('link', { name: 'Drafts' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  const routes: [string, string][] = [
    ['/following/bsky', 'Following on Bluesky'],
    ['/explore/people/lens', 'Explore people on Lens'],
    ['/notifications/farcaster', 'Notifications on Farcaster'],
    ['/bookmarks/lens', 'Bookmarks on Lens'],
    ['/article/abc', 'Article'],
    ['/sparks/u1?eligible=KOL', 'Sparks · KOL'],
    ['/profile', 'Your profile'],
    ['/profile/bsky', 'Your profile on Bluesky'],
    ['/profile/vitalik.eth?source=Wallet', 'Wallet vitalik.eth'],
    ['/profile/wallet/0xabc/nfts', '0xabc on Wallet · NFTs'],
    ['/profile/farcaster/dwr/feed', 'Profile on Farcaster'],
    ['/post/lens/my-slug/Mirrors', 'Post on Lens · Mirrors'],
    ['/club/farcaster/base', '/base on Farcaster'],
    ['/club/lens/hey', '#hey on Lens'],
    ['/settings/general', 'Settings'],
    ['/draft', 'Drafts'],
    ['/draft?tab=Scheduled', 'Scheduled posts'],
    ['/events', 'Events'],
    ['/signup?step=2', 'Sign up'],
    ['/tx/1/0xdead?view=summary', 'Transaction'],
    ['/nft/1/0xabc/7', 'NFT #7'],
  ];
  // One page visits them all (a fresh browser context per route cost more than the routes):
  // each is a step of its own, and a soft check, so one report names every route that fails.
  test('renders each route inside the shell', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, title] of routes) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect
          .soft(page.getByRole('heading', { level: 1, name: title, exact: true }), path)
          .toBeVisible();
        await expect.soft(page.getByRole('navigation', { name: 'Main' }), path).toBeVisible();
      });
    }
  });

  test('opens a post on its source’s first tab', async ({ page }) => {
    await page.goto('/post/farcaster/0xabcdef12');
    await expect(page).toHaveURL(/\/post\/farcaster\/0xabcdef12\/Comments$/);
    // The app's own Farcaster ids carry the author's fid.
    const castId = `2:0x${'ab'.repeat(20)}`;
    await page.goto(`/post/farcaster/${castId}`);
    await expect(page).toHaveURL(`/post/farcaster/${encodeURIComponent(castId)}/Comments`);
    await page.goto('/post/article/some-article');
    await expect(page).toHaveURL(/\/post\/article\/some-article\/Likes$/);
    await page.goto('/explore/channels');
    await expect(page).toHaveURL(/\/explore\/channels\/farcaster$/);
    // A search keeps its words on the way to the tab's network.
    await page.goto('/explore/people?q=ada');
    await expect(page).toHaveURL(/\/explore\/people\/farcaster\?q=ada$/);
  });

  test('answers each unknown path with a clear not-found screen', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const bad of [
      '/following/myspace',
      '/post/bsky/abc/Recasts',
      '/profile/nope',
      '/explore/channels/twitter',
      '/nowhere/at/all',
      '/post/farcaster/not-a-hash',
    ]) {
      await test.step(bad, async () => {
        errors.length = 0;
        await page.goto(bad);
        await expect
          .soft(page.getByRole('heading', { level: 1, name: 'Page not found' }), bad)
          .toBeVisible();
        await expect.soft(page.getByRole('link', { name: 'Go to Home' }), bad).toBeVisible();
        expect.soft(errors, bad).toEqual([]);
      });
    }
  });
});
