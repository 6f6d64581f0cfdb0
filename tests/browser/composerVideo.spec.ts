import { makeTestMp4 } from '../support/makeTestMp4';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';

test.use({ signedInAsDemo: true });

test('an attached video is listed with its size, 1024-based with 1 decimal (composer.md §9)', async ({
  page,
}) => {
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Video' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'clip.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from(makeTestMp4({ seconds: 42, bytes: 12.5 * 1024 * 1024 })),
  });
  const videos = composer.getByRole('list', { name: 'Attached videos' });
  // (Its length shows too when the browser can play it: this test file has no tracks.)
  const clip = videos.getByRole('listitem', { name: 'clip.mp4, 12.5 MB' });
  await expect(clip).toBeVisible();
  await expect(clip).toContainText('12.5 MB');
  await clip.getByRole('button', { name: 'Remove clip.mp4' }).click();
  await expect(videos).toBeHidden();
});
