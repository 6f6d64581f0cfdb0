import { expect, test, type Page } from '@playwright/test';
import { openComposer } from './support/openComposer';
import { signInAsDemo, signInAsNewPerson } from './support/signInAsDemo';

/** A small real WEBP picture, encoded by the browser itself. */
async function webpPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#3a7';
      context.fillRect(0, 0, 64, 48);
    }
    return canvas.toDataURL('image/webp').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

test('a WEBP picture is never sent to X: Send says why until X is off (composer.md §5.1)', async ({
  page,
}) => {
  await signInAsDemo(page);
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  const x = postTo.getByRole('button', { name: /^X\b/ });
  // X takes no WEBP file: with X off the picture can be attached for the others.
  await x.click();
  await expect(x).toHaveAttribute('aria-pressed', 'false');
  await composer.getByLabel('Post text').fill('A WEBP picture');
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (
    await chooser
  ).setFiles({ name: 'green.webp', mimeType: 'image/webp', buffer: await webpPicture(page) });
  await expect(composer.getByRole('img', { name: /^green\.webp/ })).toBeVisible();
  const send = composer.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeEnabled();

  // X back on: the post cannot go until the picture or X is taken out.
  await x.click();
  await expect(x).toHaveAttribute('aria-pressed', 'true');
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('X does not accept WEBP images.');
  await composer.getByRole('textbox', { name: 'Post text' }).press('Control+Enter');
  await expect(composer).toBeVisible();

  await x.click();
  await expect(send).toBeEnabled();
  await expect(send).toHaveAccessibleDescription('');
});

test('a verified X account writes X’s long posts (composer.md §5.2, §6)', async ({ page }) => {
  await signInAsNewPerson(page, { xVerified: true });
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  // X alone: the others have shorter limits of their own.
  for (const network of ['Farcaster', 'Lens', 'Bluesky']) {
    await postTo.getByRole('button', { name: new RegExp(`^${network}`) }).click();
  }
  await composer.getByLabel('Post text').fill('a'.repeat(300));
  const counter = composer.getByRole('meter', { name: 'Characters used on X' });
  await expect(counter).toHaveAttribute('aria-valuenow', '300');
  await expect(counter).toHaveAttribute('aria-valuemax', '25000');
  const send = composer.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(composer).toHaveCount(0);
});

test('a normal X account is held to 280 characters (composer.md §5.2)', async ({ page }) => {
  await signInAsNewPerson(page);
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  for (const network of ['Farcaster', 'Lens', 'Bluesky']) {
    await postTo.getByRole('button', { name: new RegExp(`^${network}`) }).click();
  }
  await composer.getByLabel('Post text').fill('a'.repeat(300));
  const counter = composer.getByRole('meter', { name: 'Characters used on X' });
  await expect(counter).toHaveAttribute('aria-valuemax', '280');
  const send = composer.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('Too long for X: 300 / 280.');
});
