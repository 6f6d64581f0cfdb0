import type { Locator, Page } from '@playwright/test';
import { SEED_PEOPLE } from '../../sandbox/seed/people';
import { BSKY_VIDEO_POST } from '../../sandbox/seed/seedBluesky';
import { readOnUntil } from './support/readOnUntil';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { playsOn } from './support/playsOn';

test.use({ signedInAsDemo: true });
// Reading on to a seeded post may take several pages: other tests post as the demo person meanwhile.
test.describe.configure({ timeout: 90_000 });

const BSKY_VIDEO_TEXT = BSKY_VIDEO_POST.text(SEED_PEOPLE[BSKY_VIDEO_POST.by]?.name ?? '');
const X_VIDEO_TEXT = 'Thirty seconds of a frame demo.';

/** The first post with this text that shows a video, read on to if need be. */
async function videoIn(page: Page, path: string, text: string): Promise<Locator> {
  await openAsDemo(page, path);
  const post = page
    .getByRole('article')
    .filter({ hasText: text, has: page.getByRole('group', { name: 'Media' }).locator('video') })
    .first();
  await readOnUntil(page, post);
  await post.scrollIntoViewIfNeeded();
  return post.getByRole('group', { name: 'Media' }).locator('video').first();
}

test('a Bluesky video plays from its HLS playlist, with its thumbnail as poster', async ({
  page,
}) => {
  const video = await videoIn(page, '/following/bsky', BSKY_VIDEO_TEXT);
  await expect(video).toHaveAttribute(
    'src',
    /\/watch\/did%3Aplc%3A[^/]+\/[a-z0-9]+\/playlist\.m3u8$/,
  );
  await expect(video).toHaveAttribute('poster', /\/thumbnail\.jpg$/);
  await expect(video).toHaveAttribute('aria-label', BSKY_VIDEO_POST.alt);
  // This Chromium plays HLS itself (canPlayType says so): hls.js is not even fetched.
  const hlsChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/hls[^/]*\.js$/.test(request.url())) hlsChunks.push(request.url());
  });
  await playsOn(video);
  expect(hlsChunks).toEqual([]);
});

test('where the browser has no HLS player, the video plays through hls.js, fetched on Play', async ({
  page,
}) => {
  // A browser without HLS of its own (Firefox, older Chromium): canPlayType says no.
  await page.addInitScript(() => {
    const own = HTMLMediaElement.prototype.canPlayType;
    HTMLMediaElement.prototype.canPlayType = function (type: string) {
      return /mpegurl/i.test(type) ? '' : own.call(this, type);
    };
  });
  const hlsChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/hls[^/]*\.js$/.test(request.url())) hlsChunks.push(request.url());
  });
  const video = await videoIn(page, '/following/bsky', BSKY_VIDEO_TEXT);
  // Nothing of hls.js before the person plays the video.
  expect(hlsChunks).toEqual([]);
  await expect(video).not.toHaveAttribute('src', /./);
  await page.getByRole('button', { name: `Play video: ${BSKY_VIDEO_POST.alt}` }).click();
  await expect.poll(() => hlsChunks.length).toBe(1);
  // Played through Media Source Extensions: the element's source is a blob: address.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentSrc))
    .toMatch(/^blob:/);
  await playsOn(video);
});

test('a video that cannot be loaded shows its still and says it could not be played', async ({
  page,
}) => {
  await page.route('**/playlist.m3u8', (route) => route.abort());
  const video = await videoIn(page, '/following/bsky', BSKY_VIDEO_TEXT);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => undefined);
  });
  const media = page
    .getByRole('article')
    .filter({ hasText: BSKY_VIDEO_TEXT })
    .first()
    .getByRole('group', { name: 'Media' });
  await expect(media.getByRole('status')).toHaveText('This video could not be played.');
  await expect(media.getByRole('img', { name: BSKY_VIDEO_POST.alt })).toHaveAttribute(
    'src',
    /\/thumbnail\.jpg$/,
  );
  await expect(media.locator('video')).toHaveCount(0);
});

test('an X video plays its MP4 rendition', async ({ page }) => {
  const video = await videoIn(page, '/following/twitter', X_VIDEO_TEXT);
  await expect(video).toHaveAttribute('src', /\/vid\/1280x720\/[^/]+\.mp4$/);
  await playsOn(video);
});

test('an X GIF (an MP4, as X serves every GIF) plays by itself, silent and looping, and stops when scrolled away', async ({
  page,
}) => {
  const gif = await videoIn(page, '/following/twitter', 'When the build goes green.');
  await expect(gif).toHaveAttribute('src', /\/tweet_video\/[^/]+\.mp4$/);
  await expect(gif).toHaveAccessibleName(/.+/);
  expect(await gif.evaluate((element: HTMLVideoElement) => [element.muted, element.loop])).toEqual([
    true,
    true,
  ]);
  // Nobody presses Play: on screen, it advances on its own.
  await gif.scrollIntoViewIfNeeded();
  await expect
    .poll(() => gif.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.3);
  // Scrolled away, it stops: a long timeline does not decode every GIF it showed.
  await gif.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom + 10));
  await expect.poll(() => gif.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await gif.scrollIntoViewIfNeeded();
  await expect.poll(() => gif.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
});
