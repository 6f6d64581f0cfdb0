import { expect, type Locator, type Page } from '@playwright/test';

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
