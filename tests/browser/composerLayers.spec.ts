import { type Locator, type Page } from '@playwright/test';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';

test.use({ signedInAsDemo: true });

// Issue 18: what is drawn above what while the composer is open (composer.md §2.2, §2.3).

type Picked = { name: string; mimeType: string; buffer: Buffer };

/** Attaches files to the focused post through Media › Images. */
async function attach(page: Page, composer: Locator, files: Picked | Picked[]) {
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (await chooser).setFiles(files);
}

/** Whether the element is what a pointer at its centre lands on (or inside it). */
const topmostAtCentre = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

test('an error toast shows above the open composer and its backdrop, and can be dismissed (composer.md §2.2)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  // A file the composer does not take: refused with an error toast.
  await attach(page, composer, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  const toast = page.getByRole('alert').filter({ hasText: 'notes.txt' });
  await expect(toast).toBeVisible();
  expect(await topmostAtCentre(toast)).toBe(true);
  // Readable: its text is not faded out or covered, and its Dismiss button answers.
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toBeHidden();
  await expect(composer).toBeVisible();
});

test('the emoji picker fits in the composer, on a desktop and on a phone, and leaves the attached pictures’ Remove buttons usable (composer.md §2.3)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsDemo(page, COMPOSE_OVER);
  for (const screen of [
    { width: 1280, height: 720 },
    // A phone: the composer is full screen, 390 px wide.
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(screen);
    // On a phone the menu, and its Post button, are in the drawer.
    if (screen.width < 990) await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Post' })
      .click();
    const composer = page.getByRole('dialog', { name: 'New post' });
    await expect(composer).toBeVisible();
    await composer.getByLabel('Post text').fill('Pictures and an emoji');
    // Two pictures, side by side: the second sits where the picker used to float.
    await attach(
      page,
      composer,
      [1, 2].map((n) => ({
        name: `picture-emoji-${n}.png`,
        mimeType: 'image/png',
        buffer: Buffer.from(seedPicture(n + 4)),
      })),
    );
    const removes = [1, 2].map((n) =>
      composer.getByRole('button', { name: `Remove picture-emoji-${n}.png` }),
    );
    for (const remove of removes) await expect(remove).toBeVisible();

    await composer
      .getByRole('toolbar', { name: 'Post tools' })
      .getByRole('button', { name: 'Emoji' })
      .click();
    const picker = composer.getByRole('group', { name: 'Emoji picker' });
    await expect(
      picker.getByRole('listbox', { name: 'Emoji' }).getByRole('option').first(),
    ).toBeVisible();

    // Inside the dialog's box, with nothing to scroll sideways.
    const dialogBox = await composer.boundingBox();
    const pickerBox = await picker.boundingBox();
    if (!dialogBox || !pickerBox) throw new Error('no box');
    expect(pickerBox.x).toBeGreaterThanOrEqual(dialogBox.x);
    expect(pickerBox.y).toBeGreaterThanOrEqual(dialogBox.y);
    expect(pickerBox.x + pickerBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    expect(pickerBox.y + pickerBox.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
    const scrollingSideways = await composer.evaluate((dialog) =>
      [
        dialog,
        ...dialog.querySelectorAll('[aria-label="Emoji picker"], [aria-label="Emoji picker"] *'),
      ]
        .filter((element) => element.scrollWidth > element.clientWidth)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(scrollingSideways).toEqual([]);

    // The pictures' Remove buttons are not under the picker: a pointer on each reaches it.
    for (const remove of removes) {
      await remove.scrollIntoViewIfNeeded();
      await expect(picker).toBeVisible();
      expect(await topmostAtCentre(remove)).toBe(true);
    }
    await removes[1]?.click();
    await expect(composer.getByRole('img', { name: /^picture-emoji-2\.png/ })).toHaveCount(0);
    await composer.getByRole('button', { name: 'Close' }).click();
    await page
      .getByRole('dialog', { name: 'Save this post as a draft?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(composer).toBeHidden();
  }
});
