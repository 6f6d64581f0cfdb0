import { expect, test, type Locator, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { signInAsDemo } from './support/signInAsDemo';

const openComposer = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Post' })
    .click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer).toBeVisible();
  return composer;
};

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
  await signInAsDemo(page);
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
