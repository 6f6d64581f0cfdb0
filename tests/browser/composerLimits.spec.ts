import { expect, test, type Locator } from '@playwright/test';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { openComposer } from './support/openComposer';
import { signInAsDemo } from './support/signInAsDemo';

/** Chooses pictures for the focused post through the Media menu. */
async function attachPictures(composer: Locator, count: number) {
  const page = composer.page();
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (
    await chooser
  ).setFiles(
    Array.from({ length: count }, (_, n) => ({
      name: `picture-${n + 1}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(seedPicture(n + 1)),
    })),
  );
  await expect(composer.getByRole('img', { name: /^picture-\d\.png/ })).toHaveCount(count);
}

test('issue 18 #14: Farcaster’s 2-image limit is named as Farcaster’s when Farcaster is not chosen (composer.md §5.3)', async ({
  page,
}) => {
  await signInAsDemo(page);
  const composer = await openComposer(page);
  const farcaster = composer
    .getByRole('group', { name: 'Post to' })
    .getByRole('button', { name: /^Farcaster/ });
  await farcaster.click();
  await expect(farcaster).toHaveAttribute('aria-pressed', 'false');
  // Bluesky, X and Lens take 4 pictures or more: three are fine for the networks chosen.
  await attachPictures(composer, 3);
  await expect(composer.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();
  await expect(farcaster).toBeDisabled();
  await expect(farcaster).toHaveAccessibleDescription('Farcaster takes at most 2 images.');
  await expect(composer).not.toContainText('to the networks you chose');
});
