import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { sameTweetText } from './support/sameTweetText';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';

test.use({ signedInAsDemo: true });

const manifest = () => {
  const found = readManifest();
  if (!found?.farcaster || !found.lens || !found.demo?.lens || !found.demo.x || !found.gifs)
    throw new Error('the sandbox has no complete demo person or GIF provider');
  const { farcaster, lens } = found;
  return {
    ...found,
    farcaster,
    lens,
    demo: { ...found.demo, lens: found.demo.lens, x: found.demo.x },
  };
};

/** The GIF the picker's 'Happy dance' posts, on the sandbox's provider. */
const happyDance = () => `${new URL(manifest().gifs?.search ?? '').origin}/media/10000001/gif.gif`;

type Blob = { mimeType: string; ref: { $link: string }; size: number };
type BskyEmbed = {
  $type: string;
  images?: { alt: string; image: Blob }[];
  external?: { uri: string };
};

/** The demo person's Bluesky record with this text, read from the PDS (listRecords). */
async function bskyRecord(request: APIRequestContext, text: string) {
  const { bsky, demo } = manifest();
  const answer = (await (
    await request.get(
      `${bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${demo.bsky.did}&collection=app.bsky.feed.post&limit=100`,
    )
  ).json()) as { records: { uri: string; value: { text: string; embed?: BskyEmbed } }[] };
  return answer.records.find((r) => r.value.text === text);
}

/** The cast with this text (its text may end with more), read from the hub. */
async function castOf(request: APIRequestContext, text: string) {
  const { farcaster, demo } = manifest();
  const answer = (await (
    await request.get(`${farcaster.hub}/v1/castsByFid?fid=${demo.farcaster.fid}&pageSize=1000`)
  ).json()) as {
    messages: { data: { castAddBody?: { text: string; embeds: { url?: string }[] } } }[];
  };
  return answer.messages.find((m) => m.data.castAddBody?.text.startsWith(text))?.data.castAddBody;
}

/** The demo person's Lens post with this text: its pictures, the image first (original URIs). */
async function lensPictures(request: APIRequestContext, text: string) {
  const { lens, demo } = manifest();
  const answer = (await (
    await request.post(lens.api, {
      data: {
        query: `query($r: PostsRequest!) { posts(request: $r) { items { ... on Post {
          metadata { ... on ImageMetadata { content
            image { item(request: { useOriginal: true }) type }
            attachments { ... on MediaImage { item(request: { useOriginal: true }) type } }
          } } } } } }`,
        variables: { r: { filter: { authors: [demo.lens.account], searchQuery: text } } },
      },
    })
  ).json()) as {
    data: {
      posts: {
        items: {
          metadata?: {
            content?: string;
            image?: { item: string; type: string };
            attachments?: { item: string; type: string }[];
          };
        }[];
      };
    };
  };
  const post = answer.data.posts.items.find((item) => item.metadata?.content?.startsWith(text));
  if (!post?.metadata?.image) return undefined;
  return [post.metadata.image, ...(post.metadata.attachments ?? [])];
}

/** The demo person's tweet with this text, with its media keys (through the server, as the app reads X). */
async function tweetOf(request: APIRequestContext, text: string, session: string) {
  const { demo } = manifest();
  const answer = (await (
    await request.get(`/api/x/users/${demo.x.id}/tweets?max_results=100`, {
      headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': demo.x.id },
    })
  ).json()) as { data?: { text: string; attachments?: { media_keys?: string[] } }[] };
  return answer.data?.find((t) => sameTweetText(t.text, text));
}

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

/** Picks the 'Happy dance' GIF in the composer's picker; answers the searches it made. */
async function addHappyDance(page: Page, composer: Locator): Promise<URL[]> {
  const searches: URL[] = [];
  const { gifs, giphy } = manifest();
  const providers = [gifs?.search, giphy?.search].flatMap((url) => (url ? [url] : []));
  const seen = (request: { url(): string }) => {
    if (providers.some((url) => request.url().startsWith(url)))
      searches.push(new URL(request.url()));
  };
  page.on('request', seen);
  await composer
    .getByRole('toolbar', { name: 'Post tools' })
    .getByRole('button', { name: 'GIF' })
    .click();
  const picker = page.getByRole('dialog', { name: 'GIFs' });
  await expect(picker.getByRole('note')).toHaveCount(0);
  await picker.getByRole('searchbox', { name: 'Search GIFs' }).fill('happy dance');
  await picker
    .getByRole('list', { name: 'GIFs' })
    .getByRole('button', { name: 'Happy dance' })
    .click();
  await expect(composer.getByRole('img', { name: /^Happy dance\.gif/ })).toBeVisible();
  page.off('request', seen);
  return searches;
}

test('a picture, a GIF and a link card: each network gets what it can carry, and the composer says what gives way before Send (issue 18)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAsDemo(page, COMPOSE_OVER);
  const web = readManifest()?.web?.url;
  if (!web) throw new Error('the sandbox has no web pages');
  const composer = await openComposer(page);
  await postOnlyTo(composer, ['Farcaster', 'Lens', 'Bluesky']);
  const link = `${web}/articles/compose-once`;
  const text = `Everything at once ${Date.now().toString(36)} ${link}`;
  await composer.getByLabel('Post text').fill(text);
  await expect(
    composer.getByRole('figure', { name: 'Link preview: Compose once, post everywhere' }),
  ).toBeVisible({ timeout: 35_000 });
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Images' }).click();
  await (
    await chooser
  ).setFiles({ name: 'view.png', mimeType: 'image/png', buffer: Buffer.from(seedPicture(5)) });
  await expect(composer.getByRole('img', { name: /^view\.png/ })).toBeVisible();
  await addHappyDance(page, composer);

  // Before Send, next to each network that cannot carry it all: what gives way there.
  const postTo = composer.getByRole('group', { name: 'Post to' });
  await expect(postTo.getByRole('note')).toHaveText([
    'Farcaster takes 2 embeds a post: the link card is left out.',
    'Bluesky shows the pictures; the link card is left out.',
  ]);
  await expect(postTo.getByRole('button', { name: /^Bluesky @/ })).toHaveAccessibleDescription(
    'Bluesky shows the pictures; the link card is left out.',
  );

  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 60_000 });

  // Bluesky: the picture and the GIF, both as pictures (the GIF's still), read from the PDS.
  await expect.poll(() => bskyRecord(page.request, text), { timeout: 20_000 }).toBeDefined();
  const record = await bskyRecord(page.request, text);
  expect(record?.value.embed?.$type).toBe('app.bsky.embed.images');
  const images = record?.value.embed?.images ?? [];
  expect(images.map((image) => image.alt)).toEqual(['Happy dance', '']);
  expect(images.map((image) => image.image.mimeType)).toEqual(['image/png', 'image/png']);
  const picture = Buffer.from(seedPicture(5));
  expect(images[1]?.image.size).toBe(picture.length);
  const still = await page.request.get(happyDance().replace('gif.gif', 'preview.png'));
  expect(images[0]?.image.size).toBe((await still.body()).length);

  // Farcaster: the GIF and the picture (2 embeds; the link stays in the text).
  await expect.poll(async () => (await castOf(page.request, text))?.embeds.length).toBe(2);
  const cast = await castOf(page.request, text);
  expect(cast?.text).toContain(link);
  expect(cast?.embeds[0]).toEqual({ url: happyDance() });
  expect(cast?.embeds[1]?.url).toMatch(/^https?:\/\//);
  expect(cast?.embeds[1]?.url).not.toBe(happyDance());

  // Lens: the GIF and the picture, as its image and an attachment.
  await expect
    .poll(async () => (await lensPictures(page.request, text))?.map((m) => m.type), {
      timeout: 20_000,
    })
    .toEqual(['GIF', 'PNG']);
  expect((await lensPictures(page.request, text))?.[0]?.item).toBe(happyDance());
});

test('with every network on (X included), a GIF can be added from a provider they all take, and lands on each (issue 18)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  for (const network of ['Farcaster', 'Lens', 'X', 'Bluesky'])
    await expect(postTo.getByRole('button', { name: new RegExp(`^${network} @`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  const text = `A GIF for all four ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  const searches = await addHappyDance(page, composer);
  // X takes Giphy's GIFs only: the picker searched Giphy's shape.
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.every((url) => url.pathname === '/v1/gifs/search')).toBe(true);
  expect(Object.fromEntries(searches[0]?.searchParams ?? [])).toMatchObject({
    q: 'happy dance',
    rating: 'g',
    limit: '20',
  });
  await expect(postTo.getByRole('note')).toHaveCount(0);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 60_000 });

  // X: the GIF, uploaded there as a GIF (X has no GIF links).
  await expect
    .poll(async () => (await tweetOf(page.request, text, session))?.attachments?.media_keys, {
      timeout: 30_000,
    })
    .toHaveLength(1);
  // Bluesky: alone, the GIF goes as the card Bluesky's app plays.
  await expect
    .poll(async () => (await bskyRecord(page.request, text))?.value.embed?.external?.uri)
    .toBe(`${happyDance()}?hh=120&ww=160`);
  await expect
    .poll(async () => (await castOf(page.request, text))?.embeds)
    .toEqual([{ url: happyDance() }]);
  await expect
    .poll(async () => (await lensPictures(page.request, text))?.map((m) => m.item))
    .toEqual([happyDance()]);
});

test('when no GIF provider suits every chosen network, the picker says which to turn off, and turns it off (composer.md §2.5, §5.3)', async ({
  context,
  page,
}) => {
  test.setTimeout(90_000);
  // A server that offers Tenor's provider only (no Giphy): X can take none of its GIFs.
  await context.route('**/api/networks', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as Record<string, unknown>;
    delete body.giphy;
    await route.fulfill({ response: answer, json: body });
  });
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await composer
    .getByRole('toolbar', { name: 'Post tools' })
    .getByRole('button', { name: 'GIF' })
    .click();
  const picker = page.getByRole('dialog', { name: 'GIFs' });
  await expect(picker.getByRole('note')).toHaveText(
    'X only takes GIFs from Giphy. Turn X off to add a GIF from Tenor.',
  );
  await picker.getByRole('button', { name: 'Turn off X' }).click();
  await expect(picker.getByRole('note')).toHaveCount(0);
  await picker.getByRole('searchbox', { name: 'Search GIFs' }).fill('happy dance');
  await picker
    .getByRole('list', { name: 'GIFs' })
    .getByRole('button', { name: 'Happy dance' })
    .click();
  await expect(composer.getByRole('img', { name: /^Happy dance\.gif/ })).toBeVisible();
  await expect(
    composer.getByRole('group', { name: 'Post to' }).getByRole('button', { name: /^X @/ }),
  ).toHaveAttribute('aria-pressed', 'false');
});
