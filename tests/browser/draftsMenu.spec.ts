import { openComposer } from './support/openComposer';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

test('issue 18: the desktop menu links to Drafts, and a draft opened there keeps Drafts behind the composer', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAsDemo(page);
  const text = `Kept for later ${Date.now().toString(36)}`;
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Save this post as a draft?' })
    .getByRole('button', { name: 'Save draft' })
    .click();
  await expect(composer).toBeHidden();

  // The wide layout's menu has the link the phone drawer has.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Drafts' })
    .click();
  await expect(page).toHaveURL(/\/draft/);
  const screen = page.getByRole('heading', { level: 1, name: 'Drafts' });
  await expect(screen).toBeVisible();

  // Opening the draft opens the composer over Drafts, not over Home.
  await page
    .getByRole('list', { name: 'Drafts' })
    .getByRole('button', { name: /^Open draft: Single post/ })
    .click();
  const reopened = page.getByRole('dialog', { name: 'New post' });
  await expect(reopened.getByLabel('Post text')).toHaveValue(text);
  expect(new URL(page.url()).pathname).toBe('/draft');

  // Closing it returns to Drafts.
  await reopened.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Save this post as a draft?' })
    .getByRole('button', { name: 'Save draft' })
    .click();
  await expect(reopened).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/draft');
  await expect(screen).toBeVisible();
});
