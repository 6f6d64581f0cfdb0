import { landed } from './support/landed';
import { openComposer, COMPOSE_OVER } from './support/openComposer';
import { setFaults } from './support/sandboxFaults';
import { openAsDemo, expect, test } from './support/signedInAsDemo';

// Sets Bluesky's faults, which every other test would feel: it runs with the sandbox-wide specs.
test.use({ signedInAsDemo: true });

test('a network that failed is retried alone; the others are not posted again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const text = `Retry me ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  // Bluesky refuses to store any post (400) until the faults are cleared; its sessions still work.
  await setFaults(page, 'bsky', {
    errorRate: 1,
    errorStatus: 400,
    paths: ['/xrpc/com.atproto.repo.createRecord', '/xrpc/com.atproto.repo.applyWrites'],
  });
  try {
    await composer.getByRole('button', { name: 'Send' }).click();
    const retry = composer.getByRole('button', { name: 'Retry failed networks' });
    await expect(retry).toBeVisible({ timeout: 45_000 });
    // The composer's own notice (the page's toasts, drawn over the dialog, say it too).
    await expect(
      composer.getByRole('alert').filter({ hasText: /^Failed to post on: Bluesky$/ }),
    ).toBeVisible();
    await expect(retry).toHaveAttribute('title', /^Bluesky: failed at 1 \/ 1/);
  } finally {
    await setFaults(page, 'bsky', null);
  }
  // A refused post is not tried again by itself: only the person's retry sends it.
  await expect
    .poll(() => landed(page.request, text, session))
    .toEqual({ Bluesky: 0, Farcaster: 1, X: 1, Lens: 1 });
  // Closing now asks about what did not go out (composer.md §2.8); cancelling keeps the retry.
  await composer.getByRole('button', { name: 'Close' }).click();
  const ask = page.getByRole('dialog', { name: 'Save what did not go out?' });
  await expect(ask).toContainText('The draft keeps only the networks where posting failed.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await composer.getByRole('button', { name: 'Retry failed networks' }).click();
  await expect(composer).toBeHidden({ timeout: 45_000 });
  await expect
    .poll(() => landed(page.request, text, session), { timeout: 15_000 })
    .toEqual({ Bluesky: 1, Farcaster: 1, X: 1, Lens: 1 });
});
