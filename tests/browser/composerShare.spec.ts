import { expect, test } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { landed } from './support/landed';
import { signInAsDemo } from './support/signInAsDemo';

const shareTargetSchema = {
  action: '/compose',
  method: 'GET',
  enctype: 'application/x-www-form-urlencoded',
  params: { title: 'title', text: 'text', url: 'url' },
};

test('the built manifest declares the share target', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as { share_target?: unknown };
  expect(manifest.share_target).toEqual(shareTargetSchema);
});

test('a share opens the composer with its text and link; the Bluesky card carries the page’s picture', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const viewerId = await signInAsDemo(page);
  const sandbox = readManifest();
  const web = sandbox?.web?.url;
  if (!sandbox || !web) throw new Error('the sandbox has no web pages');
  const stamp = Date.now().toString(36);
  const link = `${web}/articles/compose-once`;
  // What Android's share sheet sends an installed app: its share_target, as a GET.
  const share = new URLSearchParams({
    title: 'Compose once',
    text: `Shared ${stamp}`,
    url: link,
  });
  await page.goto(`/compose?${share}`);

  const composer = page.getByRole('dialog', { name: 'New post' });
  const text = `Compose once\nShared ${stamp}\n${link}`;
  await expect(composer.getByLabel('Post text')).toHaveValue(text);
  // The address the share came in on is left behind: a reload opens nothing.
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).search).toBe('');
  await expect(
    composer.getByRole('figure', { name: 'Link preview: Compose once, post everywhere' }),
  ).toBeVisible({ timeout: 35_000 });

  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });
  await expect
    .poll(() => landed(page.request, text, viewerId), { timeout: 15_000 })
    .toEqual({ Bluesky: 1, Farcaster: 1, X: 1, Lens: 1 });

  // Bluesky's card: the page's og:image, uploaded once as the card's thumbnail blob.
  const did = sandbox.demo?.bsky.did ?? '';
  const records = (await (
    await page.request.get(
      `${sandbox.bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${did}&collection=app.bsky.feed.post&limit=100`,
    )
  ).json()) as {
    records: {
      value: {
        text: string;
        embed?: { external?: { uri: string; thumb?: { ref: { $link: string } } } };
      };
    }[];
  };
  const external = records.records.find((r) => r.value.text === text)?.value.embed?.external;
  expect(external?.uri).toBe(link);
  const cid = external?.thumb?.ref.$link ?? '';
  expect(cid).not.toBe('');
  const blob = await page.request.get(
    `${sandbox.bsky.pds}/xrpc/com.atproto.sync.getBlob?did=${did}&cid=${cid}`,
  );
  const picture = await page.request.get(`${web}/images/compose-once.png`);
  expect(Buffer.compare(await blob.body(), await picture.body())).toBe(0);
});
