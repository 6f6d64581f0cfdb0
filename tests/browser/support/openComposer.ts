import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Where the composer's specs open the app. The composer opens over any page,
 * and what lies under it plays no part in them; Settings opens for a third of
 * what Home costs (Home reads four networks and draws their posts and pictures).
 */
export const COMPOSE_OVER = '/settings';

/** Opens a new post from the main navigation's Post button and answers the composer dialog. */
export async function openComposer(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Post' })
    .click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  return composer;
}
