import { expect, test, type APIRequestContext } from '@playwright/test';
import { readManifest } from '../../sandbox/manifest';
import { signInAsDemo } from './support/signInAsDemo';

const FRAME = /https?:\/\/\S+\/frames\/polls\/([0-9a-f-]+)/;

/** The demo person's casts that start with the question, read from the hub. */
async function castsOf(request: APIRequestContext, question: string) {
  const manifest = readManifest();
  const answer = (await (
    await request.get(
      `${manifest?.farcaster?.hub}/v1/castsByFid?fid=${manifest?.demo?.farcaster.fid}&pageSize=1000`,
    )
  ).json()) as { messages: { data: { castAddBody?: { text: string } } }[] };
  return answer.messages
    .map((m) => m.data.castAddBody?.text ?? '')
    .filter((text) => text.startsWith(question));
}

/** The demo person's Lens posts about the question, with their content. */
async function lensPostsOf(request: APIRequestContext, question: string) {
  const manifest = readManifest();
  const answer = (await (
    await request.post(manifest?.lens?.api ?? '', {
      data: {
        query: `query($r: PostsRequest!) { posts(request: $r) { items { ... on Post {
          metadata { ... on TextOnlyMetadata { content } ... on ArticleMetadata { content } } } } } }`,
        variables: {
          r: { filter: { authors: [manifest?.demo?.lens?.account], searchQuery: question } },
        },
      },
    })
  ).json()) as { data: { posts: { items: { metadata?: { content?: string } }[] } } };
  return answer.data.posts.items.map((item) => item.metadata?.content ?? '');
}

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
