import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Reads a list on (its 'Load more', as a person scrolling down) until
 * `found` is there: other tests post as the demo person meanwhile, so a
 * seeded post may have moved past the first page.
 */
export async function readOnUntil(page: Page, found: Locator, timeout = 60_000): Promise<void> {
  const more = page.getByRole('button', { name: 'Load more' });
  await expect(async () => {
    // Only while there is more to read (a list read to its end has no such button).
    if ((await found.count()) === 0 && (await more.count()) > 0)
      await more.click({ timeout: 1000 });
    await expect(found.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout });
}

/**
 * Reads a list on until `found` is there, then clicks `link(found)`, as a
 * person does; if the row is gone before the click (the list was read afresh
 * and the row is further down now, or a list virtualised it away), finds it
 * again. Answers once the click landed.
 */
export async function readOnAndOpen(
  page: Page,
  found: Locator,
  link: (row: Locator) => Locator,
  timeout = 75_000,
): Promise<void> {
  await expect(async () => {
    await readOnUntil(page, found, 20_000);
    await link(found.first()).first().click({ timeout: 3_000 });
  }).toPass({ timeout });
}
