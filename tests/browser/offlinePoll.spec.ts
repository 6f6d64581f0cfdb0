import { expect, test } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { castsOf, FRAME, lensPostsOf } from './support/pollPosts';
import { signInAsDemo } from './support/signInAsDemo';

test('a poll post written offline goes out once online: one poll, its frame on Farcaster and Lens, a native poll on X (composer.md §4.4, §7.4)', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  // Offline tests sign in afresh (support/signedInAsDemo.ts says why).
  const session = await signInAsDemo(page);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await context.setOffline(true);
  await nav.getByRole('button', { name: 'Post' }).click();
  const composer = page.getByRole('dialog', { name: 'New post' });
  const postTo = composer.getByRole('group', { name: 'Post to' });
  // Bluesky has no polls: the poll button waits until only poll networks are chosen.
  await postTo.getByRole('button', { name: /^Bluesky/ }).click();
  const question = `Offline poll: which network first? ${Date.now().toString(36)}`;
  await composer.getByLabel('Post text').fill(question);
  await composer.getByRole('button', { name: 'Poll', exact: true }).click();
  const poll = composer.getByRole('group', { name: 'Poll' });
  await poll.getByRole('textbox', { name: 'Option 1' }).fill('Farcaster');
  await poll.getByRole('textbox', { name: 'Option 2' }).fill('Lens');
  await poll.getByRole('button', { name: 'Add option' }).click();
  await poll.getByRole('textbox', { name: 'Option 3' }).fill('X');
  await composer.getByRole('button', { name: 'Send' }).click();
  // Nothing needs the network at Send: no 'Failed to create poll', the post is queued.
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved. Your post goes out' }),
  ).toBeVisible();
  await expect(page.getByText('Failed to create poll')).toHaveCount(0);
  expect(await castsOf(page.request, question)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => castsOf(page.request, question), { timeout: 45_000 }).toHaveLength(1);
  await expect.poll(() => lensPostsOf(page.request, question), { timeout: 30_000 }).toHaveLength(1);
  const [cast = ''] = await castsOf(page.request, question);
  const [lensPost = ''] = await lensPostsOf(page.request, question);
  const castFrame = FRAME.exec(cast);
  const lensFrame = FRAME.exec(lensPost);
  expect(cast).toBe(`${question}\n${castFrame?.[0] ?? 'no frame'}`);
  // One poll for the post: both networks link to the same one.
  expect(lensFrame?.[1]).toBe(castFrame?.[1]);
  const created = (await (
    await page.request.get(`/v1/vote_frame/poll?poll_id=${castFrame?.[1] ?? ''}`)
  ).json()) as { data: { title: string; choice_detail: { name: string }[] } };
  expect(created.data.title).toBe(question);
  expect(created.data.choice_detail.map((c) => c.name)).toEqual(['Farcaster', 'Lens', 'X']);

  const manifest = readManifest();
  const tweets = async () =>
    (
      (await (
        await page.request.get(`/api/x/users/${manifest?.demo?.x?.id}/tweets?max_results=100`, {
          headers: {
            Authorization: `Bearer ${session}`,
            'X-Account-Id': manifest?.demo?.x?.id ?? '',
          },
        })
      ).json()) as { data?: { text: string; attachments?: { poll_ids?: string[] } }[] }
    ).data?.filter((t) => t.text === question) ?? [];
  await expect.poll(tweets, { timeout: 30_000 }).toHaveLength(1);
  const [tweet] = await tweets();
  expect(tweet?.attachments?.poll_ids).toHaveLength(1);
  expect(tweet?.text).not.toMatch(FRAME);
});
