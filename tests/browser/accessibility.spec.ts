import type { Page } from '@playwright/test';
import { seriousAxeViolations, type AxeFinding } from './support/axeCheck';
import { openComposer } from './support/openComposer';
import { expect, openAsDemo, test } from './support/signedInAsDemo';

/**
 * Issue 18, item 12: every screen and every dialog of the composer, checked
 * with axe-core: no serious or critical violation anywhere.
 */

/** The screens of composer.md §2.1 that exist, each at a path that shows it. */
const SCREENS = [
  '/',
  '/following/farcaster',
  '/explore/posts/farcaster',
  '/notifications/farcaster',
  '/bookmarks/farcaster',
  '/profile',
  '/profile/farcaster/1',
  '/post/farcaster/0x1234/comments',
  '/club/farcaster/polycast',
  '/sparks',
  '/events',
  '/settings',
  '/settings/general',
  '/outbox',
  '/draft',
  '/draft?tab=Scheduled',
  '/no/such/page',
];

/** Every finding, named by where it was seen, so a failure says what to fix. */
async function findingsOn(page: Page, where: string): Promise<string[]> {
  const found: AxeFinding[] = await seriousAxeViolations(page);
  return found.map((f) => `${where}: ${f.id} (${f.impact}) ${f.help} — ${f.targets.join(', ')}`);
}

test('signed out: the shell and sign-up have no serious accessibility violation', async ({
  page,
}) => {
  const findings: string[] = [];
  for (const path of ['/', '/signup', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    findings.push(...(await findingsOn(page, path)));
  }
  expect(findings).toEqual([]);
});

// Signed in: each starts from a copy of the worker's signed-in demo profile.
test.describe(() => {
  test.use({ signedInAsDemo: true });

  test('signed in: every screen has no serious accessibility violation', async ({ page }) => {
    test.setTimeout(120_000);
    await openAsDemo(page);
    const findings: string[] = [];
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      findings.push(...(await findingsOn(page, path)));
    }
    expect(findings).toEqual([]);
  });

  test('the composer and its dialogs have no serious accessibility violation', async ({ page }) => {
    test.setTimeout(120_000);
    await openAsDemo(page);
    const findings: string[] = [];
    const composer = await openComposer(page);
    findings.push(...(await findingsOn(page, 'composer')));

    await composer.getByLabel('Post text').fill('A thread about @ada and a poll');
    await composer.getByRole('button', { name: 'Add post to thread' }).click();
    findings.push(...(await findingsOn(page, 'composer, a thread of two')));
    await composer.getByRole('button', { name: 'Delete post' }).click();

    await composer.getByRole('button', { name: 'Emoji' }).click();
    findings.push(...(await findingsOn(page, 'composer, emoji picker')));
    await page.keyboard.press('Escape');

    await composer.getByRole('button', { name: 'Schedule post' }).click();
    findings.push(...(await findingsOn(page, 'schedule time modal')));
    await page.keyboard.press('Escape');

    // The composer's inner routes retitle the dialog (composer.md §2.3).
    await composer.getByRole('button', { name: 'Drafts' }).click();
    const drafts = page.getByRole('dialog', { name: 'Drafts' });
    await expect(drafts).toBeVisible();
    findings.push(...(await findingsOn(page, 'composer, drafts')));
    await drafts.getByRole('button', { name: 'Back' }).click();

    await composer.getByRole('button', { name: 'GIF' }).click();
    await expect(
      page
        .getByRole('searchbox')
        .or(page.getByRole('textbox', { name: /GIF/ }))
        .first(),
    ).toBeVisible();
    findings.push(...(await findingsOn(page, 'composer, GIF picker')));
    expect(findings).toEqual([]);
  });
});
