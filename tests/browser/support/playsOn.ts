import { expect, type Locator } from '@playwright/test';

/**
 * Plays a video muted (as a person pressing Play would, without sound) and
 * waits until it has a frame and has advanced, without an error.
 */
export async function playsOn(video: Locator) {
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    void element.play().catch(() => undefined);
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(2); // HAVE_CURRENT_DATA
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.3);
  expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
}
