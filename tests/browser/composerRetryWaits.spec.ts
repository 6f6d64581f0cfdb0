import { landed } from './support/landed';
import { setFaults } from './support/sandboxFaults';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer, COMPOSE_OVER } from './support/openComposer';

test.use({ signedInAsDemo: true });

test('while a network waits to try again, the composer says why and when; then it lands once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await openAsDemo(page, COMPOSE_OVER);
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  for (const other of [/^Farcaster/, /^Lens/, /^X/]) {
    await postTo.getByRole('button', { name: other }).click();
  }
  await expect(postTo.getByRole('button', { pressed: true })).toHaveText([/^Bluesky/]);
  const text = `Wait for me ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(text);
  // Bluesky answers 503 to every post until the faults are cleared: a failure that may pass.
  await setFaults(page, 'bsky', {
    errorRate: 1,
    errorStatus: 503,
    paths: ['/xrpc/com.atproto.repo.createRecord', '/xrpc/com.atproto.repo.applyWrites'],
  });
  try {
    await composer.getByRole('button', { name: 'Send' }).click();
    await expect(
      composer.getByRole('status').filter({ hasText: /^Bluesky: trying again / }),
    ).toHaveText(/^Bluesky: trying again (in \d+ s|in \d+ min|now) — \S/, { timeout: 45_000 });
    await expect(composer.getByRole('button', { name: /^Posting 0\/1/ })).toBeVisible();
  } finally {
    await setFaults(page, 'bsky', null);
  }
  await expect(composer).toBeHidden({ timeout: 60_000 });
  await expect
    .poll(() => landed(page.request, text, session), { timeout: 15_000 })
    .toEqual({ Bluesky: 1, Farcaster: 0, X: 0, Lens: 0 });
});
