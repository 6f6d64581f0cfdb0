import { seedPicture } from '../../sandbox/seed/seedImages';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';

test.use({ signedInAsDemo: true });

test('the red-packet button shows on desktop without media, and goes with a picture (composer.md §2.3)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
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
  // Nor is the Drafts shortcut in the header (the app's /draft screen remains).
  await expect(composer.getByRole('button', { name: 'Drafts' })).toBeHidden();
});

test('closing an anonymous post asks to discard it, and offers no draft (composer.md §2.8, §4.7)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Not saying who I am');
  await composer.getByRole('button', { name: 'Post anonymously' }).click();
  await composer
    .getByRole('group', { name: 'Post anonymously' })
    .getByRole('checkbox', { name: 'Anonymously on Farcaster' })
    .check();
  await composer.getByRole('button', { name: 'Close' }).click();
  const ask = page.getByRole('dialog', { name: 'Discard this anonymous post?' });
  await expect(ask).toContainText('Anonymous posts are not saved as drafts.');
  await expect(ask.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(composer).toBeHidden();
});

test('a picture in the composer opens full screen, with the post’s others a step away (composer.md §2.9)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (
    await chooser
  ).setFiles(
    [1, 2].map((n) => ({
      name: `picture-${n}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(seedPicture(n)),
    })),
  );
  await composer.getByRole('button', { name: 'Preview picture-1.png' }).click();
  const gallery = page.getByRole('dialog', { name: 'Media preview' });
  await expect(gallery.getByRole('img', { name: 'picture-1.png' })).toBeVisible();
  // The gallery's counter (a toast drawn over the dialog is a status too).
  await expect(gallery.getByRole('status').filter({ hasText: /^\d+ \/ \d+$/ })).toHaveText('1 / 2');
  await gallery.getByRole('button', { name: 'Next' }).click();
  await expect(gallery.getByRole('img', { name: 'picture-2.png' })).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(gallery).toBeHidden();
  await expect(composer).toBeVisible();
});

test('a poll with two options that say the same cannot be sent, and says why (composer.md §5.5)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill('Lunch?');
  // Bluesky has no polls (composer.md §5.5): the poll button waits until it is off.
  await composer
    .getByRole('group', { name: 'Post to' })
    .getByRole('button', { name: /^Bluesky/ })
    .click();
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  const poll = composer.getByRole('group', { name: 'Poll' });
  await poll.getByRole('textbox', { name: 'Option 1' }).fill('Yes');
  await poll.getByRole('textbox', { name: 'Option 2' }).fill(' yes');
  await expect(poll.getByRole('alert')).toHaveText('Each option must be different.');
  await expect(composer.getByRole('button', { name: 'Send' })).toBeDisabled();
  await poll.getByRole('textbox', { name: 'Option 2' }).fill('No');
  await expect(poll.getByRole('alert')).toHaveCount(0);
  await expect(composer.getByRole('button', { name: 'Send' })).toBeEnabled();
});
