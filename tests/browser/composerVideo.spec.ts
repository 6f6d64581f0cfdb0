import { makeH264Clip } from '../../sandbox/media/h264Clip';
import { progressiveMp4 } from '../../sandbox/media/mp4Writer';
import { makeTestMp4 } from '../support/makeTestMp4';
import { readOnUntil } from './support/readOnUntil';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';
import { playsOn } from './support/playsOn';

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

test('a video posted to Farcaster is converted to HLS (fragmented MP4) and plays in Polycast', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  for (const other of [/^Bluesky/, /^Lens/, /^X\b/]) {
    await postTo.getByRole('button', { name: other }).click();
  }
  const text = `A converted clip ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Media' }).click();
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('menuitem', { name: 'Video' }).click();
  // A plain (unfragmented) MP4 of real H.264, a key frame every 2 s, as a phone would send.
  const clip = makeH264Clip({ width: 320, height: 180, seconds: 6, keyEverySeconds: 2 });
  await (
    await chooser
  ).setFiles({
    name: 'clip.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from(progressiveMp4(clip)),
  });
  await expect(composer.getByRole('list', { name: 'Attached videos' })).toBeVisible();
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(composer).toBeHidden({ timeout: 60_000 });

  await openAsDemo(page, '/profile/farcaster');
  const post = page
    .getByRole('article')
    .filter({ hasText: text, has: page.getByRole('group', { name: 'Media' }).locator('video') })
    .first();
  await readOnUntil(page, post);
  const video = post.getByRole('group', { name: 'Media' }).locator('video').first();
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('src', /\/v1\/post\/hls\/[^/]+\/index\.m3u8$/);
  await playsOn(video);
});
