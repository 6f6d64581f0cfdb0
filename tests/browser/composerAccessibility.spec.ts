import { readManifest } from '../../sandbox/manifest';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { openComposer, COMPOSE_OVER } from './support/openComposer';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

test.use({ signedInAsDemo: true });

/** Issue 18, item 12: what a screen-reader user and a right-to-left writer need from the composer. */

test('a picture’s alt text is typed in the composer and reaches Bluesky, X and Lens with it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const text = `Described picture ${Date.now().toString(36)}`;
  const alt = 'A red square on a white background';
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (
    await chooser
  ).setFiles({ name: 'square.png', mimeType: 'image/png', buffer: Buffer.from(seedPicture(2)) });

  await composer.getByRole('button', { name: 'Add alt text for square.png' }).click();
  const field = composer.getByRole('textbox', { name: 'Alt text for square.png' });
  await expect(field).toBeFocused();
  await field.fill(alt);
  await composer.getByRole('button', { name: 'Done' }).click();
  // The picture is now described by it, and its button says it has one.
  await expect(composer.getByRole('img', { name: alt })).toBeVisible();
  await expect(
    composer.getByRole('button', { name: 'Edit alt text for square.png' }),
  ).toBeVisible();

  await composer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(composer).toBeHidden({ timeout: 60_000 });

  const manifest = readManifest();
  const demo = manifest?.demo;
  if (!manifest || !demo?.x || !demo.lens) throw new Error('no complete demo person');
  // Bluesky: the record's image carries it.
  await expect
    .poll(async () => {
      const records = (await (
        await page.request.get(
          `${manifest.bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${demo.bsky.did}&collection=app.bsky.feed.post&limit=50`,
        )
      ).json()) as {
        records: { value: { text: string; embed?: { images?: { alt: string }[] } } }[];
      };
      return records.records.find((r) => r.value.text === text)?.value.embed?.images?.[0]?.alt;
    })
    .toBe(alt);
  // X: the tweet's media, with its alt text.
  await expect
    .poll(async () => {
      const headers = { Authorization: `Bearer ${session}`, 'X-Account-Id': demo.x?.id ?? '' };
      const timeline = (await (
        await page.request.get(`/api/x/users/${demo.x?.id}/tweets?max_results=50`, { headers })
      ).json()) as { data?: { id: string; text: string }[] };
      const tweet = timeline.data?.find((t) => t.text.startsWith(text));
      if (!tweet) return undefined;
      const read = (await (
        await page.request.get(
          `/api/x/tweets/${tweet.id}?expansions=attachments.media_keys&media.fields=alt_text`,
          { headers },
        )
      ).json()) as { includes?: { media?: { alt_text?: string }[] } };
      return read.includes?.media?.[0]?.alt_text;
    })
    .toBe(alt);
  // Lens: the post's image, with its alt tag.
  await expect
    .poll(async () => {
      const answer = (await (
        await page.request.post(manifest.lens?.api ?? '', {
          data: {
            query: `query($r: PostsRequest!) { posts(request: $r) { items { ... on Post {
              metadata { ... on ImageMetadata { image { altTag } } } } } } }`,
            variables: { r: { filter: { authors: [demo.lens?.account], searchQuery: text } } },
          },
        })
      ).json()) as { data: { posts: { items: { metadata?: { image?: { altTag?: string } } }[] } } };
      return answer.data.posts.items[0]?.metadata?.image?.altTag;
    })
    .toBe(alt);
});

test('text runs in its own direction: Hebrew and Arabic right to left, as typed', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const field = composer.getByLabel('Post text');
  await field.fill('שלום עולם');
  expect(await field.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await field.fill('Hello world');
  expect(await field.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
});

test('"Add option" in a poll puts the caret in the new option', async ({ page }) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  // Polls go to the networks that have them (not Bluesky).
  await composer
    .getByRole('group', { name: 'Post to' })
    .getByRole('button', { name: /^Bluesky/ })
    .click();
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  const poll = composer.getByRole('group', { name: 'Poll' });
  await poll.getByRole('button', { name: 'Add option' }).click();
  await expect(poll.getByRole('textbox', { name: 'Option 3' })).toBeFocused();
  await page.keyboard.type('Maybe');
  await expect(poll.getByRole('textbox', { name: 'Option 3' })).toHaveValue('Maybe');
});
