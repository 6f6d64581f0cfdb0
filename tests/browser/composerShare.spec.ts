import { expect, test, type Page } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { seedPicture } from '../../sandbox/seed/seedImages';
import { formatFileSize } from '@/domain/composer/rules/formatFileSize';
import { landed } from './support/landed';
import { signInAsDemo } from './support/signInAsDemo';

/**
 * What Android's share sheet does for an installed app: a multipart POST of
 * the manifest's share_target fields to its action (here sent by a form,
 * which the app's service worker answers as it would the share).
 */
async function shareWithPolycast(
  page: Page,
  fields: Record<string, string>,
  files: { name: string; mimeType: string; buffer: Buffer }[] = [],
) {
  await page.evaluate((fields) => {
    const form = document.createElement('form');
    form.id = 'share-sheet';
    form.method = 'post';
    form.enctype = 'multipart/form-data';
    form.action = '/compose';
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    const media = document.createElement('input');
    media.type = 'file';
    media.name = 'media';
    media.multiple = true;
    media.id = 'share-sheet-files';
    form.append(media);
    document.body.append(form);
  }, fields);
  if (files.length > 0) await page.locator('#share-sheet-files').setInputFiles(files);
  await page.evaluate(() => (document.getElementById('share-sheet') as HTMLFormElement).submit());
}

test('the built manifest declares the share target', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as { share_target?: unknown };
  expect(manifest.share_target).toEqual({
    action: '/compose',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [{ name: 'media', accept: ['image/*', 'video/*'] }],
    },
  });
});

test('a shared link opens the composer with its text; the Bluesky card carries the page’s picture', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await signInAsDemo(page);
  const sandbox = readManifest();
  const web = sandbox?.web?.url;
  if (!sandbox || !web) throw new Error('the sandbox has no web pages');
  const stamp = Date.now().toString(36);
  const link = `${web}/articles/compose-once`;
  await shareWithPolycast(page, { title: 'Compose once', text: `Shared ${stamp}`, url: link });

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
    .poll(() => landed(page.request, text, session), { timeout: 15_000 })
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

test('a shared picture lands in the composer as an attachment, with the shared text', async ({
  page,
}) => {
  await signInAsDemo(page);
  const text = `A picture for you ${Date.now().toString(36)}`;
  const picture = Buffer.from(seedPicture(4));
  await shareWithPolycast(page, { text }, [
    { name: 'shared.png', mimeType: 'image/png', buffer: picture },
  ]);
  const composer = page.getByRole('dialog', { name: 'New post' });
  await expect(composer.getByLabel('Post text')).toHaveValue(text);
  await expect(
    composer
      .getByRole('list', { name: 'Attached media' })
      .getByRole('img', { name: `shared.png, ${formatFileSize(picture.length)}` }),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  // Taken once: a reload does not attach it again (nor open the composer).
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'New post' })).toBeHidden();
});
