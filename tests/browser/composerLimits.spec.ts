import { type Locator } from '@playwright/test';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { landed } from './support/landed';
import { openComposer, COMPOSE_OVER } from './support/openComposer';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

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

test('issue 18 #2: a post too long for Farcaster shows Farcaster’s counter, and Send says why (composer.md §5.2)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  // 140 × 👍: 140 of Bluesky's 300 graphemes and X's 280 (two each), but 560 of Farcaster's 320 bytes.
  await composer.getByLabel('Post text').fill('👍'.repeat(140));
  const counter = composer.getByRole('meter', { name: 'Characters used on Farcaster' });
  await expect(counter).toHaveAttribute('aria-valuenow', '560');
  await expect(counter).toHaveAttribute('aria-valuemax', '320');
  await expect(counter).toHaveText('Farcaster: 560 / 320');
  await expect(counter).toHaveClass(/\bover\b/);
  const send = composer.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('Too long for Farcaster: 560 / 320.');
  // Without Farcaster the post fits everywhere: the usual counter is back, and Send with it.
  await composer
    .getByRole('group', { name: 'Post to' })
    .getByRole('button', { name: /^Farcaster/ })
    .click();
  await expect(composer.getByRole('meter', { name: 'Characters used on X' })).toHaveText(
    '280 / 280',
  );
  await expect(send).toBeEnabled();
  await expect(send).toHaveAccessibleDescription('');
});

test('issue 18 #6: each disabled composer control says why (composer.md §2.3, §5.1, §5.4, §5.5)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const send = composer.getByRole('button', { name: 'Send', exact: true });
  const poll = composer.getByRole('button', { name: 'Poll', exact: true });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription('Write something, or add a picture or a video.');
  // Every network is on by default: they share no reply restriction but Everyone.
  const whoCanReply = composer.getByLabel('Who can reply');
  await expect(whoCanReply).toBeDisabled();
  await expect(whoCanReply).toHaveAccessibleDescription(
    'Everyone can reply: the networks you chose have no other choice in common.',
  );
  // Bluesky among them has no polls.
  await expect(poll).toBeDisabled();
  await expect(poll).toHaveAccessibleDescription(
    'Bluesky has no polls: turn it off to add a poll.',
  );

  await composer
    .getByRole('group', { name: 'Post to' })
    .getByRole('button', { name: /^Bluesky/ })
    .click();
  await expect(poll).toBeEnabled();
  await expect(poll).toHaveAccessibleDescription('');
  await poll.click();
  await expect(poll).toHaveAccessibleDescription('This post already has a poll.');
  const media = composer.getByRole('button', { name: 'Media' });
  const gif = composer.getByRole('button', { name: 'GIF', exact: true });
  await expect(media).toBeDisabled();
  await expect(media).toHaveAccessibleDescription('Remove the poll to add media.');
  await expect(gif).toBeDisabled();
  await expect(gif).toHaveAccessibleDescription('Remove the poll to add media.');
  // Farcaster, Lens and X take 4 options: 'Add option' stops there, and says so.
  const addOption = composer
    .getByRole('group', { name: 'Poll' })
    .getByRole('button', { name: 'Add option' });
  await addOption.click();
  await addOption.click();
  await expect(addOption).toBeDisabled();
  await expect(addOption).toHaveAccessibleDescription(
    'A poll can have at most 4 options on the networks you chose.',
  );
  await composer.getByLabel('Post text').fill('Lunch?');
  await expect(send).toHaveAccessibleDescription(
    'Finish the poll: every option needs a label of its own.',
  );
  await composer
    .getByRole('group', { name: 'Poll' })
    .getByRole('button', { name: 'Remove poll' })
    .click();

  // A thread stops at 25 posts (composer.md §9), and the button says so.
  const add = composer.getByRole('button', { name: 'Add post to thread' });
  for (let posts = 1; posts < 25; posts += 1) await add.click();
  await expect(composer.getByLabel('Thread post 25 text')).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('A thread can have at most 25 posts.');
  await expect(composer.getByRole('button', { name: 'Send 25 posts' })).toHaveAccessibleDescription(
    'Post 2: Write something, or add a picture or a video.',
  );
});

test('issue 18 #7: a disabled Send looks disabled, its words still readable (WCAG AA)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const send = composer.getByRole('button', { name: 'Send', exact: true });
  const look = () =>
    send.evaluate((button) => {
      const style = getComputedStyle(button);
      return { cursor: style.cursor, color: style.color, background: style.backgroundColor };
    });
  await expect(send).toBeDisabled();
  const disabled = await look();
  await composer.getByLabel('Post text').fill('Ready');
  await expect(send).toBeEnabled();
  const enabled = await look();

  expect(disabled.cursor).toBe('not-allowed');
  expect(enabled.cursor).toBe('pointer');
  expect(disabled.background).not.toBe(enabled.background);
  // Its words keep a 4.5:1 contrast on its own background.
  expect(contrast(disabled.color, disabled.background)).toBeGreaterThanOrEqual(4.5);
});

/** WCAG 2 contrast ratio of two opaque `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(bl);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test('issue 18 #14: Farcaster’s 2-image limit is named as Farcaster’s when Farcaster is not chosen (composer.md §5.3)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
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

test('issue 18 #19: Ctrl+Enter in the editor sends, when Send could', async ({ page }) => {
  test.setTimeout(60_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  for (const network of ['Farcaster', 'Lens', 'Bluesky']) {
    await postTo.getByRole('button', { name: new RegExp(`^${network}`) }).click();
  }
  const editor = composer.getByLabel('Post text');
  // Nothing written: Send is disabled, and so is the shortcut.
  await editor.press('Control+Enter');
  await expect(composer).toBeVisible();
  await expect(editor).toHaveValue('');

  const text = `Sent from the keyboard ${Date.now().toString(36)}`;
  await editor.fill(text);
  await editor.press('Control+Enter');
  await expect(composer).toBeHidden({ timeout: 30_000 });
  await expect
    .poll(() => landed(page.request, text, session), { timeout: 15_000 })
    .toEqual({ Bluesky: 0, Farcaster: 0, X: 1, Lens: 0 });
});

test('issue 18 #19: a thread draft says how many posts it has (composer.md §2.6)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const stamp = Date.now().toString(36);
  let composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(`Three part ${stamp}`);
  for (const n of [2, 3]) {
    await composer.getByRole('button', { name: 'Add post to thread' }).click();
    await composer.getByLabel(`Thread post ${n} text`).fill(`Part ${n} ${stamp}`);
  }
  await composer.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Save this post as a draft?' })
    .getByRole('button', { name: 'Save draft' })
    .click();
  await expect(composer).toBeHidden();

  composer = await openComposer(page);
  await composer.getByRole('button', { name: 'Drafts' }).click();
  const item = page
    .getByRole('list', { name: 'Drafts' })
    .getByRole('listitem')
    .filter({ hasText: `Three part ${stamp}` });
  await expect(item).toContainText('Thread · 3 posts');
  await expect(
    item.getByRole('button', { name: /^Open draft: Thread · 3 posts\s*,/ }),
  ).toBeVisible();
});
