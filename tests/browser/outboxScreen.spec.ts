import { expect, test, type Page } from '@playwright/test';
import { landed } from './support/landed';
import { openComposer } from './support/openComposer';
import { setFaults } from './support/sandboxFaults';
import { signInAsDemo } from './support/signInAsDemo';

/**
 * Sends a post to every network, closes the composer (the outbox has it) and
 * opens the outbox by the sidebar's link, as a person would: the page (and
 * the sync worker mid-attempt) stays.
 */
async function sendAndOpenOutbox(page: Page, text: string) {
  const composer = await openComposer(page);
  await composer.getByLabel('Post text').fill(text);
  await composer.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Posted on Bluesky.' })).toBeVisible({
    timeout: 30_000,
  });
  await composer.getByRole('button', { name: 'Close' }).click();
  await expect(composer).toBeHidden();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Outbox, 1 post / })
    .click();
  const outbox = page.getByRole('region', { name: 'Outbox' });
  const intent = outbox
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: text }) });
  await expect(intent).toBeVisible();
  const row = (network: string) =>
    intent.getByRole('row').filter({ has: page.getByRole('cell', { name: network, exact: true }) });
  return { intent, row };
}

test('issue 18: a network that keeps failing counts its attempts, says when it tries next, and goes out at once with "Retry Lens now"', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await signInAsDemo(page);
  // Lens answers 503 and asks for a one-second wait, again and again.
  await setFaults(page, 'lens', { errorRate: 1, errorStatus: 503, retryAfterSeconds: 1 });
  try {
    const text = `Through the storm ${Date.now().toString(36)}`;
    const { intent, row } = await sendAndOpenOutbox(page, text);
    const lens = row('Lens');
    const attempts = lens.getByRole('cell').nth(3);
    await expect
      .poll(async () => Number(await attempts.textContent()), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(3);
    for (const network of ['Farcaster', 'X', 'Bluesky']) {
      await expect(row(network)).toContainText('Published');
      await expect(row(network).getByRole('cell').nth(3)).toHaveText('1');
    }

    // Now Lens asks for ten minutes: the screen says when the next attempt is.
    await setFaults(page, 'lens', { errorRate: 1, errorStatus: 503, retryAfterSeconds: 600 });
    await expect(lens).toContainText(/Next attempt at \d{1,2}:\d{2}/, { timeout: 15_000 });

    // The fault is gone; the person does not wait ten minutes.
    await setFaults(page, 'lens', null);
    await intent.getByRole('button', { name: 'Retry Lens now' }).click();
    await expect(lens).toContainText('Published', { timeout: 20_000 });
    await expect(intent.getByRole('button', { name: /^Retry / })).toHaveCount(0);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your post went out to Farcaster, Lens, X, and Bluesky.' }),
    ).toBeVisible();
    expect(await landed(page.request, text, session)).toEqual({
      Bluesky: 1,
      Farcaster: 1,
      X: 1,
      Lens: 1,
    });
  } finally {
    await setFaults(page, 'lens', null);
  }
});

test('issue 18: what did not go out is discarded network by network, the published ones stay; a long heading ends with an ellipsis and keeps its whole text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page);
  await setFaults(page, 'lens', { errorRate: 1, errorStatus: 503, retryAfterSeconds: 600 });
  try {
    const text = `A long thought ${Date.now().toString(36)} ${'that keeps going and going '.repeat(6)}to the end.`;
    const { intent, row } = await sendAndOpenOutbox(page, text);

    // The heading holds the whole text, shown on one line cut with an ellipsis.
    const heading = intent.getByRole('heading', { name: text });
    await expect(heading).toHaveAttribute('title', text);
    await expect(heading).toHaveCSS('text-overflow', 'ellipsis');
    expect(await heading.evaluate((h) => h.scrollWidth > h.clientWidth)).toBe(true);

    for (const network of ['Farcaster', 'X', 'Bluesky']) {
      await expect(row(network)).toContainText('Published');
      await expect(intent.getByRole('button', { name: `Discard ${network}` })).toHaveCount(0);
    }
    await intent.getByRole('button', { name: 'Discard Lens' }).click();
    await expect(row('Lens')).toContainText('Discarded');
    for (const network of ['Farcaster', 'X', 'Bluesky']) {
      await expect(row(network)).toContainText('Published');
    }
    await expect(intent.getByRole('button', { name: /^(Discard|Retry)/ })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Outbox/ }),
    ).toHaveCount(0);
  } finally {
    await setFaults(page, 'lens', null);
  }
});
