import { type Locator } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';

test.use({ signedInAsDemo: true });

/** Leaves only these networks selected ('Post to' toggles; their names start with the network). */
async function postOnlyTo(composer: Locator, networks: readonly string[]) {
  for (const network of ['Farcaster', 'Lens', 'X', 'Bluesky']) {
    const toggle = composer
      .getByRole('group', { name: 'Post to' })
      .getByRole('button', { name: new RegExp(`^${network} @`) });
    const on = (await toggle.getAttribute('aria-pressed')) === 'true';
    if (on !== networks.includes(network)) await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', String(networks.includes(network)));
  }
}

const manifest = () => {
  const found = readManifest();
  if (!found?.farcaster || !found.lens || !found.demo?.lens)
    throw new Error('the sandbox has no Farcaster, Lens or demo person');
  return found;
};

test('a post goes to a chosen Farcaster channel and a Lens group (composer.md §2.3, §3.7, §7.7)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await postOnlyTo(composer, ['Farcaster', 'Lens']);

  // Farcaster: home, the first 10 channels the demo person follows (latest first), then
  // discover's (most followed first), each once; members-only 'Founders' (not a member) is left out.
  await composer.getByRole('button', { name: 'Farcaster channel: /home' }).click();
  const farcasterList = composer.getByRole('listbox', { name: 'Farcaster channels' });
  const expected = [
    'home',
    'Zora',
    'Builders Club',
    'gm',
    'Frames',
    'Memes',
    'Photography',
    'Music',
    'Art',
    'Developers',
    'Base',
    'Food',
    'Books',
    'Polycast',
  ];
  await expect(farcasterList.getByRole('option')).toHaveText(
    expected.map((name) => new RegExp(`^/${name}( |$)`)),
  );
  await expect(farcasterList.getByRole('option', { name: /^\/Base/ })).toContainText(
    '98K followers',
  );
  await expect(farcasterList.getByRole('option', { name: '/home' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Searching, then choosing with the keyboard.
  const search = composer.getByRole('combobox', { name: 'Search Farcaster channels' });
  await expect(search).toBeFocused();
  await search.fill('develop');
  await expect(farcasterList.getByRole('option')).toHaveCount(1);
  await expect(farcasterList.getByRole('option').first()).toContainText('/Developers');
  await search.press('Enter');
  await expect(farcasterList).toBeHidden();
  await expect(
    composer.getByRole('button', { name: 'Farcaster channel: /Developers' }),
  ).toBeFocused();

  // Lens: a group the demo person belongs to.
  await composer.getByRole('button', { name: 'Lens channel: #home' }).click();
  const lensList = composer.getByRole('listbox', { name: 'Lens channels' });
  await lensList.getByRole('option', { name: /^#polycast/ }).click();
  await expect(composer.getByRole('button', { name: 'Lens channel: #polycast' })).toBeVisible();
  // Escape closes an open list, not the composer.
  await composer.getByRole('button', { name: 'Lens channel: #polycast' }).click();
  await page.keyboard.press('Escape');
  await expect(lensList).toBeHidden();
  await expect(composer).toBeVisible();

  const text = `In the channel ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });

  const { farcaster, lens } = manifest();
  const channelUrl = 'https://warpcast.com/~/channel/dev';
  await expect
    .poll(
      async () => {
        const answer = (await (
          await page.request.get(
            `${farcaster?.hub}/v1/castsByParent?url=${encodeURIComponent(channelUrl)}&reverse=true&pageSize=100`,
          )
        ).json()) as {
          messages: { data: { castAddBody?: { text: string; parentUrl?: string } } }[];
        };
        return answer.messages.find((m) => m.data.castAddBody?.text === text)?.data.castAddBody
          ?.parentUrl;
      },
      { timeout: 15_000 },
    )
    .toBe(channelUrl);
  await expect
    .poll(
      async () => {
        const answer = (await (
          await page.request.post(lens?.api ?? '', {
            data: {
              query: `query($r: PostsRequest!) { posts(request: $r) { items { ... on Post {
                feed { group { metadata { name } } }
              } } } }`,
              variables: { r: { filter: { searchQuery: text } } },
            },
          })
        ).json()) as {
          data: { posts: { items: { feed?: { group?: { metadata?: { name: string } } } }[] } };
        };
        return answer.data.posts.items.map((p) => p.feed?.group?.metadata?.name);
      },
      { timeout: 15_000 },
    )
    .toEqual(['polycast']);
});

test('a GIF chosen in the picker goes out as the provider’s GIF (composer.md §2.5, §5.3, §7.7)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { gifs, farcaster, bsky, demo } = manifest();
  if (!gifs || !demo) throw new Error('the sandbox has no GIF provider');
  const searches: URL[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(gifs.search)) searches.push(new URL(request.url()));
  });
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const text = `A GIF for you ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);

  // X takes GIFs from Giphy only: with X selected the picker searches Giphy (issue 18).
  await composer
    .getByRole('toolbar', { name: 'Post tools' })
    .getByRole('button', { name: 'GIF' })
    .click();
  const picker = page.getByRole('dialog', { name: 'GIFs' });
  await expect(picker.getByRole('button', { name: 'Back' })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await expect(picker.getByRole('note')).toHaveCount(0);
  await expect(picker.getByRole('searchbox', { name: 'Search GIFs' })).toHaveAttribute(
    'placeholder',
    'Search GIPHY',
  );
  const grid = picker.getByRole('list', { name: 'GIFs' });
  await picker.getByRole('button', { name: 'Back' }).click();

  await postOnlyTo(composer, ['Farcaster', 'Lens', 'Bluesky']);
  await composer
    .getByRole('toolbar', { name: 'Post tools' })
    .getByRole('button', { name: 'GIF' })
    .click();
  await expect(picker.getByRole('note')).toHaveCount(0);
  // Bluesky without X: the spec's choice, Tenor.
  await expect(picker.getByRole('searchbox', { name: 'Search GIFs' })).toHaveAttribute(
    'placeholder',
    'Search Tenor',
  );
  // 20 a page; the rest comes as the grid scrolls to its end.
  const search = picker.getByRole('searchbox', { name: 'Search GIFs' });
  await expect(search).toBeFocused();
  await search.fill('gif');
  await expect.poll(() => grid.getByRole('img').count()).toBeGreaterThanOrEqual(20);
  const more = grid.getByRole('button', { name: 'More GIFs' });
  if (await more.isVisible()) await more.scrollIntoViewIfNeeded();
  // 24 of the 25 seeded: the one rated PG-13 is left out by contentfilter=high.
  await expect(grid.getByRole('img')).toHaveCount(24);
  await expect(more).toHaveCount(0);
  const asked = searches.filter((url) => url.searchParams.get('q') === 'gif');
  expect(asked.map((url) => url.searchParams.get('pos') ?? '')).toEqual(['', '20']);
  expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toMatchObject({
    key: gifs.key,
    contentfilter: 'high',
    media_filter: 'minimal',
    limit: '20',
  });

  await search.fill('happy dance');
  await grid.getByRole('button', { name: 'Happy dance' }).click();
  // Back in the editor, the GIF is in the post.
  await expect(composer).toBeVisible();
  await expect(composer.getByRole('img', { name: /^Happy dance\.gif/ })).toBeVisible();
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });

  const gifUrl = `${new URL(gifs.search).origin}/media/10000001/gif.gif`;
  await expect
    .poll(
      async () => {
        const casts = (await (
          await page.request.get(
            `${farcaster?.hub}/v1/castsByFid?fid=${demo.farcaster.fid}&pageSize=1000`,
          )
        ).json()) as {
          messages: { data: { castAddBody?: { text: string; embeds: { url?: string }[] } } }[];
        };
        return casts.messages.find((m) => m.data.castAddBody?.text === text)?.data.castAddBody
          ?.embeds;
      },
      { timeout: 20_000 },
    )
    .toEqual([{ url: gifUrl }]);
  await expect
    .poll(
      async () => {
        const records = (await (
          await page.request.get(
            `${bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${demo.bsky.did}&collection=app.bsky.feed.post&limit=100`,
          )
        ).json()) as {
          records: { value: { text: string; embed?: Record<string, unknown> } }[];
        };
        return records.records.find((r) => r.value.text === text)?.value.embed;
      },
      { timeout: 20_000 },
    )
    .toEqual({
      $type: 'app.bsky.embed.external',
      external: {
        uri: `${gifUrl}?hh=120&ww=160`,
        title: 'Happy dance',
        description: 'ALT: Happy dance',
        // The GIF's still, uploaded as the card's picture.
        thumb: expect.objectContaining({ mimeType: 'image/png', ref: expect.anything() }),
      },
    });
  await expect
    .poll(
      async () => {
        const answer = (await (
          await page.request.post(manifest().lens?.api ?? '', {
            data: {
              query: `query($r: PostsRequest!) { posts(request: $r) { items { ... on Post {
                metadata { ... on ImageMetadata { image { item(request: { useOriginal: true }) type } } }
              } } } }`,
              variables: { r: { filter: { searchQuery: text } } },
            },
          })
        ).json()) as {
          data: { posts: { items: { metadata?: { image?: { item: string; type: string } } }[] } };
        };
        return answer.data.posts.items.map((p) => p.metadata?.image);
      },
      { timeout: 20_000 },
    )
    .toEqual([{ item: gifUrl, type: 'GIF' }]);
});

test('an emoji goes in at the caret, and the caret stays after it (composer.md §2.3)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await postOnlyTo(composer, ['Farcaster']);
  const stamp = Date.now().toString(36);
  const field = composer.getByLabel('Post text');
  await field.fill(`gm world ${stamp}`);
  // The caret after 'gm'.
  await field.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(2, 2));

  // With the keyboard: search, then Enter.
  const emoji = composer.getByRole('toolbar', { name: 'Post tools' }).getByRole('button', {
    name: 'Emoji',
  });
  await emoji.click();
  const search = composer.getByRole('combobox', { name: 'Search emoji' });
  await expect(search).toBeFocused();
  await search.fill('red heart');
  const list = composer.getByRole('listbox', { name: 'Emoji' });
  await expect(list.getByRole('option').first()).toHaveAccessibleName('red heart');
  await search.press('Enter');
  await expect(list).toBeHidden();
  await expect(field).toHaveValue(`gm❤️ world ${stamp}`);
  await expect(field).toBeFocused();
  // Typing goes on right after the emoji.
  await page.keyboard.type('!');
  await expect(field).toHaveValue(`gm❤️! world ${stamp}`);

  // With the mouse, over a selection: 'world' becomes the emoji.
  await field.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 11));
  await emoji.click();
  await search.fill('globe');
  await list.getByRole('option', { name: 'globe showing Europe-Africa' }).click();
  await expect(field).toHaveValue(`gm❤️! 🌍 ${stamp}`);
  await expect
    .poll(() => field.evaluate((el: HTMLTextAreaElement) => el.selectionStart))
    .toBe(6 + '🌍'.length);

  // Escape closes the picker, not the composer.
  await emoji.click();
  await search.press('Escape');
  await expect(list).toBeHidden();
  await expect(composer).toBeVisible();

  // What was inserted is the post's text: it goes out as shown.
  const text = `gm❤️! 🌍 ${stamp}`;
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });
  const { farcaster, demo } = manifest();
  await expect
    .poll(
      async () => {
        const casts = (await (
          await page.request.get(
            `${farcaster?.hub}/v1/castsByFid?fid=${demo?.farcaster.fid}&pageSize=1000`,
          )
        ).json()) as { messages: { data: { castAddBody?: { text: string } } }[] };
        return casts.messages.filter((m) => m.data.castAddBody?.text === text).length;
      },
      { timeout: 20_000 },
    )
    .toBe(1);
});
