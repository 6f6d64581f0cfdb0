import { expect, test } from '@playwright/test';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { signInAsDemo } from './support/signInAsDemo';

test('the red-packet button shows on desktop without media, and goes with a picture (composer.md §2.3)', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Post' })
    .click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  const tools = composer.getByRole('toolbar', { name: 'Post tools' });
  await expect(tools.getByRole('button', { name: 'Red packet' })).toBeVisible();

  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (
    await chooser
  ).setFiles({ name: 'picture.png', mimeType: 'image/png', buffer: Buffer.from(seedPicture(2)) });
  await expect(composer.getByRole('img', { name: /^picture\.png/ })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Red packet' })).toBeHidden();

  // On a phone-sized screen it is not offered at all.
  await composer.getByRole('button', { name: /Remove picture\.png/ }).click();
  await expect(tools.getByRole('button', { name: 'Red packet' })).toBeVisible();
  await page.setViewportSize({ width: 400, height: 800 });
  await expect(tools.getByRole('button', { name: 'Red packet' })).toBeHidden();
});
