import { type Locator, type Page } from '@playwright/test';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';

test.use({ signedInAsDemo: true });

// Issue 18: where the caret is as people write (composer.md §2.3, §2.5, §2.6, §4.1, §4.7).

const postButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Post' });

/** Closes a composer with text in it, forgetting what was written. */
async function discard(page: Page, composer: Locator) {
  await composer.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Save this post as a draft?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(composer).toBeHidden();
}

/** The post text boxes, in order. */
const postFields = (composer: Locator) =>
  composer.getByRole('textbox', { name: /^(Post text|Thread post \d+ text)$/ });

/** Waits until the posts' texts are these, in this order. */
const expectPosts = (composer: Locator, texts: string[]) =>
  expect
    .poll(() =>
      postFields(composer).evaluateAll((fields) =>
        fields.map((field) => (field as HTMLTextAreaElement).value),
      ),
    )
    .toEqual(texts);

test('the composer opens with the caret in the post’s text box, from the Post button and from the keyboard (composer.md §2.3)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAsDemo(page, COMPOSE_OVER);
  const drafts = page.getByRole('dialog', { name: 'Drafts' });

  // With the mouse: a space typed at once goes in the text, and does not open Drafts.
  let composer = await openComposer(page);
  await page.keyboard.type(' hello');
  await expect(composer.getByLabel('Post text')).toHaveValue(' hello');
  await expect(composer.getByLabel('Post text')).toBeFocused();
  await expect(drafts).toHaveCount(0);
  await discard(page, composer);

  // With the keyboard: Enter on the Post button.
  await postButton(page).focus();
  await page.keyboard.press('Enter');
  composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  await page.keyboard.type(' hello');
  await expect(composer.getByLabel('Post text')).toHaveValue(' hello');
  await expect(drafts).toHaveCount(0);
  await discard(page, composer);
});

test('a draft reopened opens with the caret at the end of its focused post (composer.md §2.6, §4.8)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAsDemo(page, COMPOSE_OVER);
  const stamp = Date.now().toString(36);

  // A thread of two, written last in its second post, saved as a draft.
  let composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(`Caret one ${stamp}`);
  await composer.getByRole('button', { name: 'Add post to thread' }).click();
  await composer.getByLabel('Thread post 2 text').fill(`Caret two ${stamp}`);
  await composer.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Save this post as a draft?' })
    .getByRole('button', { name: 'Save draft' })
    .click();
  await expect(composer).toBeHidden();

  // From the Drafts screen.
  await page.goto('/draft');
  await page
    .getByRole('list', { name: 'Drafts' })
    .getByRole('listitem')
    .filter({ hasText: `Caret one ${stamp}` })
    .getByRole('button', { name: /^Open draft/ })
    .click();
  composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  await page.keyboard.type(' hello');
  await expect(composer.getByLabel('Thread post 2 text')).toHaveValue(`Caret two ${stamp} hello`);
  await expect(composer.getByLabel('Post text')).toHaveValue(`Caret one ${stamp}`);
  await expect(page.getByRole('dialog', { name: 'Drafts' })).toHaveCount(0);
  await composer.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Save this post as a draft?' })
    .getByRole('button', { name: 'Save draft' })
    .click();
  await expect(composer).toBeHidden();

  // From the composer's own Drafts route.
  composer = await openComposer(page);
  await composer.getByRole('button', { name: 'Drafts' }).click();
  await page
    .getByRole('dialog', { name: 'Drafts' })
    .getByRole('listitem')
    .filter({ hasText: `Caret one ${stamp}` })
    .getByRole('button', { name: /^Open draft/ })
    .click();
  await expect(composer.getByLabel('Thread post 2 text')).toBeVisible();
  await page.keyboard.type('!');
  await expect(composer.getByLabel('Thread post 2 text')).toHaveValue(`Caret two ${stamp} hello!`);
  await expect(page.getByRole('dialog', { name: 'Drafts' })).toHaveCount(0);
});

test('"Add post to thread" moves the caret to the new post, by mouse and by keyboard (composer.md §4.1)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await page.keyboard.type('First post');
  await composer.getByRole('button', { name: 'Add post to thread' }).click();
  await expect(composer.getByLabel('Thread post 2 text')).toBeFocused();
  // A sentence typed now is the new post's text, not more posts.
  await page.keyboard.type('A sentence with spaces. And another one.');
  await expect(composer.getByLabel('Thread post 2 text')).toHaveValue(
    'A sentence with spaces. And another one.',
  );
  await expect(postFields(composer)).toHaveCount(2);

  await composer.getByRole('button', { name: 'Add post to thread' }).focus();
  await page.keyboard.press('Enter');
  await expect(composer.getByLabel('Thread post 3 text')).toBeFocused();
  await page.keyboard.type('Third and last');
  await expectPosts(composer, [
    'First post',
    'A sentence with spaces. And another one.',
    'Third and last',
  ]);
  await discard(page, composer);
});

test('deleting an empty post is immediate; one with text goes with an Undo that puts it back in place; the caret goes to the neighbour (composer.md §4.1)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await page.keyboard.type('One');
  for (const text of ['Two', 'Three']) {
    await composer.getByRole('button', { name: 'Add post to thread' }).click();
    await page.keyboard.type(text);
  }
  await composer.getByRole('button', { name: 'Add post to thread' }).click();
  await expectPosts(composer, ['One', 'Two', 'Three', '']);

  // The empty fourth goes at once, with nothing to undo; the caret is at the end of the third.
  await composer.getByRole('button', { name: 'Delete post' }).click();
  await expectPosts(composer, ['One', 'Two', 'Three']);
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(composer.getByLabel('Thread post 3 text')).toBeFocused();
  await page.keyboard.type('!');
  await expect(composer.getByLabel('Thread post 3 text')).toHaveValue('Three!');

  // The second, with text: it goes, says so with an Undo, and the caret is in the first.
  await composer.getByLabel('Thread post 2 text').click();
  await composer.getByRole('button', { name: 'Delete post' }).click();
  await expectPosts(composer, ['One', 'Three!']);
  const notice = page.getByRole('status').filter({ hasText: 'Deleted post 2: “Two”' });
  await expect(notice).toBeVisible();
  await expect(composer.getByLabel('Post text')).toBeFocused();

  // Undo puts it back where it was, with the caret in it.
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expectPosts(composer, ['One', 'Two', 'Three!']);
  await expect(notice).toBeHidden();
  await expect(composer.getByLabel('Thread post 2 text')).toBeFocused();
  await page.keyboard.type('?');
  await expect(composer.getByLabel('Thread post 2 text')).toHaveValue('Two?');
  await discard(page, composer);
});

test('after the GIF picker the caret is back where it was; closing the composer gives focus back to Post (composer.md §2.5, §4.7)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsDemo(page, COMPOSE_OVER);
  let composer = await openComposer(page);
  // Bluesky alone: the sandbox's GIF provider serves it (X only takes Giphy's).
  for (const network of ['Farcaster', 'Lens', 'X']) {
    await composer
      .getByRole('group', { name: 'Post to' })
      .getByRole('button', { name: new RegExp(`^${network} @`) })
      .click();
  }
  const field = composer.getByLabel('Post text');
  await field.click();
  await page.keyboard.type('Look at this');
  await composer
    .getByRole('toolbar', { name: 'Post tools' })
    .getByRole('button', { name: 'GIF' })
    .click();
  const picker = page.getByRole('dialog', { name: 'GIFs' });
  await picker.getByRole('searchbox', { name: 'Search GIFs' }).fill('happy dance');
  await picker
    .getByRole('list', { name: 'GIFs' })
    .getByRole('button', { name: 'Happy dance' })
    .click();
  await expect(composer.getByRole('img', { name: /^Happy dance\.gif/ })).toBeVisible();
  await expect(field).toBeFocused();
  await expect
    .poll(() => field.evaluate((el: HTMLTextAreaElement) => el.selectionStart))
    .toBe('Look at this'.length);

  // An emoji picked now goes after the text, where the caret was.
  await composer
    .getByRole('toolbar', { name: 'Post tools' })
    .getByRole('button', { name: 'Emoji' })
    .click();
  const search = composer.getByRole('combobox', { name: 'Search emoji' });
  await search.fill('red heart');
  // The emoji load when the picker first opens: Enter chooses what the list shows.
  await expect(
    composer.getByRole('listbox', { name: 'Emoji' }).getByRole('option').first(),
  ).toHaveAccessibleName('red heart');
  await search.press('Enter');
  await expect(field).toHaveValue('Look at this❤️');

  // Closed (discarded): focus is back on the Post button that opened it.
  await discard(page, composer);
  await expect(postButton(page)).toBeFocused();

  // Closed empty, from the keyboard: the same.
  composer = await openComposer(page);
  await page.keyboard.press('Escape');
  await expect(composer).toBeHidden();
  await expect(postButton(page)).toBeFocused();
});
