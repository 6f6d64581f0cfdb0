import { type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { imagesOn } from './support/imagesOn';
import { landed } from './support/landed';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';

test.use({ signedInAsDemo: true });

/** The DraftSaved events in the app's log (autosave writes them). */
const savedDraftTexts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('polycast');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('events').objectStore('events').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(
              (
                all.result as {
                  type: string;
                  payload: { draft?: { posts: { chars: string }[] } };
                }[]
              )
                .filter((e) => e.type === 'DraftSaved')
                .map((e) => String(e.payload.draft?.posts[0]?.chars ?? '')),
            );
          };
        };
      }),
  );

test('a thread of two goes to all four networks; the composer shows progress and closes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const stamp = Date.now().toString(36);
  await composer.getByLabel('Post text').fill(`Thread start ${stamp}`);
  await expect(composer.getByRole('meter', { name: /Characters used on/ })).toHaveAttribute(
    'aria-valuenow',
    String(`Thread start ${stamp}`.length),
  );
  await composer.getByRole('button', { name: 'Add post to thread' }).click();
  await composer.getByLabel('Thread post 2 text').fill(`Thread end ${stamp}`);
  await composer.getByRole('button', { name: 'Send 2 posts' }).click();
  await expect(composer.getByRole('button', { name: /^Posting \d\/2$/ })).toBeVisible();
  // 300 ms after every network has both posts, the composer closes by itself.
  await expect(composer).toBeHidden({ timeout: 45_000 });
  const both = async () => ({
    start: await landed(page.request, `Thread start ${stamp}`, session),
    end: await landed(page.request, `Thread end ${stamp}`, session),
  });
  const once = { Bluesky: 1, Farcaster: 1, X: 1, Lens: 1 };
  await expect.poll(both, { timeout: 15_000 }).toEqual({ start: once, end: once });
});

test('a thread of three with a picture in each goes to all four networks, pictures and all', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const stamp = Date.now().toString(36);
  const texts = [1, 2, 3].map((n) => `Pictures ${n}/3 ${stamp}`);
  for (const [index, text] of texts.entries()) {
    if (index > 0) await composer.getByRole('button', { name: 'Add post to thread' }).click();
    const label = index === 0 ? 'Post text' : `Thread post ${index + 1} text`;
    await composer.getByLabel(label).fill(text);
    await composer.getByRole('button', { name: 'Media' }).click();
    const chooser = page.waitForEvent('filechooser');
    await composer.getByRole('menuitem', { name: 'Images' }).click();
    await (
      await chooser
    ).setFiles({
      name: `picture-${index + 1}.png`,
      mimeType: 'image/png',
      buffer: Buffer.from(seedPicture(index + 3)),
    });
    await expect(
      composer.getByRole('img', { name: new RegExp(`^picture-${index + 1}\\.png`) }),
    ).toBeVisible();
  }
  await composer.getByRole('button', { name: 'Send 3 posts' }).click();
  await expect(composer).toBeHidden({ timeout: 90_000 });
  const one = { Bluesky: 1, Farcaster: 1, X: 1, Lens: 1 };
  await expect
    .poll(async () => Promise.all(texts.map((text) => imagesOn(page.request, text, session))), {
      timeout: 20_000,
    })
    .toEqual([one, one, one]);
  await expect
    .poll(async () => Promise.all(texts.map((text) => landed(page.request, text, session))))
    .toEqual([one, one, one]);
});

test('a link gets its card, which goes out with the post (composer.md §5.10)', async ({ page }) => {
  test.setTimeout(90_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const web = readManifest()?.web?.url;
  if (!web) throw new Error('the sandbox has no web pages');
  const composer = await openComposer(page);
  const link = `${web}/articles/compose-once`;
  const text = `Worth a read ${Date.now().toString(36)} ${link}`;
  await composer.getByLabel('Post text').fill(text);
  const card = composer.getByRole('figure', {
    name: 'Link preview: Compose once, post everywhere',
  });
  await expect(card).toBeVisible({ timeout: 35_000 });
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });
  await expect
    .poll(() => landed(page.request, text, session), { timeout: 15_000 })
    .toEqual({ Bluesky: 1, Farcaster: 1, X: 1, Lens: 1 });
  const manifest = readManifest();
  const records = (await (
    await page.request.get(
      `${manifest?.bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${manifest?.demo?.bsky.did}&collection=app.bsky.feed.post&limit=100`,
    )
  ).json()) as {
    records: { value: { text: string; embed?: { external?: { uri: string; title: string } } } }[];
  };
  expect(records.records.find((r) => r.value.text === text)?.value.embed?.external).toMatchObject({
    uri: expect.stringContaining('/articles/compose-once'),
    title: 'Compose once, post everywhere',
  });
});

test('a poll goes to Farcaster as a frame and to X as a native poll (composer.md §4.4, §7.4)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  // Bluesky has no polls: the poll button waits until only poll networks are chosen.
  await postTo.getByRole('button', { name: /^Bluesky/ }).click();
  await postTo.getByRole('button', { name: /^Lens/ }).click();
  const question = `Which network first? ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(question);
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  const poll = composer.getByRole('group', { name: 'Poll' });
  await poll.getByRole('textbox', { name: 'Option 1' }).fill('Farcaster');
  await poll.getByRole('textbox', { name: 'Option 2' }).fill('X');
  await poll.getByRole('button', { name: 'Add option' }).click();
  await poll.getByRole('textbox', { name: 'Option 3' }).fill('Both');
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });

  const manifest = readManifest();
  const casts = async () =>
    (
      (await (
        await page.request.get(
          `${manifest?.farcaster?.hub}/v1/castsByFid?fid=${manifest?.demo?.farcaster.fid}&pageSize=1000`,
        )
      ).json()) as { messages: { data: { castAddBody?: { text: string } } }[] }
    ).messages
      .map((m) => m.data.castAddBody?.text ?? '')
      .filter((text) => text.startsWith(question));
  await expect.poll(casts, { timeout: 15_000 }).toHaveLength(1);
  const [cast = ''] = await casts();
  const frame = /https?:\/\/\S+\/frames\/polls\/([0-9a-f-]+)/.exec(cast);
  expect(frame).not.toBeNull();
  const created = (await (
    await page.request.get(`/v1/vote_frame/poll?poll_id=${frame?.[1] ?? ''}`)
  ).json()) as { data: { choice_detail: { name: string }[] } };
  expect(created.data.choice_detail.map((c) => c.name)).toEqual(['Farcaster', 'X', 'Both']);

  const tweets = (await (
    await page.request.get(`/api/x/users/${manifest?.demo?.x?.id}/tweets?max_results=100`, {
      headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': manifest?.demo?.x?.id ?? '' },
    })
  ).json()) as { data?: { text: string; attachments?: { poll_ids?: string[] } }[] };
  const tweet = tweets.data?.find((t) => t.text === question);
  expect(tweet?.attachments?.poll_ids).toHaveLength(1);
});

test('a deep link opens the composer with its text and networks, once', async ({ page }) => {
  await openAsDemo(page, COMPOSE_OVER);
  const text = `From a link ${Date.now().toString(36)}`;
  await page.goto(`/?compose&text=${encodeURIComponent(text)}&sources=bsky,farcaster`);
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer.getByLabel('Post text')).toHaveValue(text);
  const chosen = composer
    .getByRole('group', { name: 'Post to' })
    .getByRole('button', { pressed: true });
  await expect(chosen).toHaveText([/^Farcaster/, /^Bluesky/]);
  expect(new URL(page.url()).search).toBe('');
});

test('what is typed is saved within half a second and survives a killed page', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const text = `Half a thought ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  await expect.poll(() => savedDraftTexts(page), { timeout: 2_000 }).toContain(text);
  // The tab dies: no close dialog, no unload handlers.
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto('/');
  const reopened = await openComposer(again);
  await reopened.getByRole('button', { name: 'Drafts' }).click();
  const drafts = again
    .getByRole('dialog', { name: 'Drafts' })
    .getByRole('list', { name: 'Drafts' });
  const item = drafts.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('Single post');
  await expect(item).toContainText(/\w{3}, \w{3} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
  await item.getByRole('button', { name: /^Open draft: Single post/ }).click();
  await expect(again.getByRole('dialog', { name: 'New post' }).getByLabel('Post text')).toHaveValue(
    text,
  );
});

test('closing asks first: cancel stays, discard forgets, save keeps the draft', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openAsDemo(page, COMPOSE_OVER);
  const stamp = Date.now().toString(36);

  let composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(`Throwaway ${stamp}`);
  await composer.getByRole('button', { name: 'Close' }).click();
  const ask = page.getByRole('dialog', { name: 'Save this post as a draft?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(composer.getByLabel('Post text')).toHaveValue(`Throwaway ${stamp}`);
  await composer.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(composer).toBeHidden();

  composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(`Keeper ${stamp}`);
  await composer.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

  composer = await openComposer(page);
  await composer.getByRole('button', { name: 'Drafts' }).click();
  const drafts = page.getByRole('list', { name: 'Drafts' });
  await expect(drafts.getByRole('listitem').filter({ hasText: `Keeper ${stamp}` })).toHaveCount(1);
  await expect(drafts.getByRole('listitem').filter({ hasText: `Throwaway ${stamp}` })).toHaveCount(
    0,
  );
});
