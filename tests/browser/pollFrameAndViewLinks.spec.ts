import { type APIRequestContext } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { openAsDemo, expect, test } from './support/signedInAsDemo';
import { openComposer } from './support/openComposer';

test.use({ signedInAsDemo: true });

const FRAME = /^https?:\/\/\S+\/frames\/polls\/[0-9a-f-]+$/;

/** The demo person's cast that starts with the text, read from the sandbox hub. */
async function castOf(request: APIRequestContext, text: string) {
  const manifest = readManifest();
  const answer = (await (
    await request.get(
      `${manifest?.farcaster?.hub}/v1/castsByFid?fid=${manifest?.demo?.farcaster.fid}&pageSize=1000`,
    )
  ).json()) as {
    messages: { data: { castAddBody?: { text: string; embeds: { url?: string }[] } } }[];
  };
  return answer.messages.find((m) => m.data.castAddBody?.text.startsWith(text))?.data.castAddBody;
}

test('a poll’s frame is an embed of its cast, and the View links open the app’s own post page in sandbox mode (issue 18)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAsDemo(page);
  const composer = await openComposer(page);
  const postTo = composer.getByRole('group', { name: 'Post to' });
  // Farcaster and X: the frame poll and the native one.
  await postTo.getByRole('button', { name: /^Bluesky/ }).click();
  await postTo.getByRole('button', { name: /^Lens/ }).click();
  const question = `Frame or not? ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(question);
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  const poll = composer.getByRole('group', { name: 'Poll' });
  await poll.getByRole('textbox', { name: 'Option 1' }).fill('Frame');
  await poll.getByRole('textbox', { name: 'Option 2' }).fill('Text');
  // One embed for the frame, one left: nothing gives way.
  await expect(postTo.getByRole('note')).toHaveCount(0);
  await composer.getByRole('button', { name: 'Send' }).click();

  // Each network's notice links to the post on the app's own page (the sandbox's posts are on
  // no public site).
  const viewOnFarcaster = page.getByRole('link', { name: 'View on Farcaster' });
  await expect(viewOnFarcaster).toHaveAttribute(
    'href',
    /^\/post\/farcaster\/\d+%3A0x[0-9a-f]+\/Comments$/,
    { timeout: 45_000 },
  );
  await expect(composer).toBeHidden({ timeout: 45_000 });

  // The cast carries the frame in its embeds (clients draw frames from there), and its link
  // still ends the text.
  await expect
    .poll(async () => (await castOf(page.request, question))?.embeds, { timeout: 20_000 })
    .toHaveLength(1);
  const cast = await castOf(page.request, question);
  const frameUrl = cast?.embeds[0]?.url ?? '';
  expect(frameUrl).toMatch(FRAME);
  expect(cast?.text).toBe(`${question}\n${frameUrl}`);

  // The outbox says the same: each published post links to its page here.
  await page.goto('/outbox');
  const outbox = page.getByRole('region', { name: 'Outbox' });
  const onX = outbox.getByRole('link', { name: 'Published: view on X' });
  await expect(onX).toHaveAttribute('href', /^\/post\/twitter\/\d+\/Comments$/);
  const onFarcaster = outbox.getByRole('link', { name: 'Published: view on Farcaster' }).first();
  const href = (await onFarcaster.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/post\/farcaster\//);

  // And the page opens: the post, read from the sandbox's hub.
  await page.goto(href);
  await expect(page.getByRole('heading', { name: 'Post on Farcaster · Comments' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Post' })).toContainText(question, {
    timeout: 20_000,
  });
});
