import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { readManifest } from '../../../sandbox/manifest';

interface HistoryTask {
  task_uuid: string;
  group_id: string;
  schedule_at: string;
  status: string;
  display_info: { content: string; media_type: string[] };
  relation: { platform: string; status: string }[];
}

/** The account's Pending and Failed tasks, through the history API with the demo's session. */
export async function tasksWith(request: APIRequestContext, token: string, content: string) {
  const answer = await request.post('/v3/post/schedule/history', {
    data: { cursor: null, size: 20, status: 'Pending,Failed' },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data: { posts: HistoryTask[] } };
  return body.data.posts.filter((task) => task.display_info.content === content);
}

/** Lets the server post for the demo on X and Bluesky without the dialog (offline, none can show). */
export async function delegateXAndBluesky(request: APIRequestContext, token: string) {
  const demo = readManifest()?.demo;
  const pds = readManifest()?.bsky.pds;
  if (!demo?.x || !pds) throw new Error('the sandbox has no demo X and Bluesky accounts');
  const post = (path: string, data: unknown) =>
    request.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect((await post('/api/delegations/x', { xUserId: demo.x.id })).ok()).toBe(true);
  const session = (await (
    await request.post(`${pds}/xrpc/com.atproto.server.createSession`, {
      data: { identifier: demo.bsky.handle, password: demo.bsky.password },
    })
  ).json()) as { accessJwt: string };
  const appPassword = (await (
    await request.post(`${pds}/xrpc/com.atproto.server.createAppPassword`, {
      data: { name: `Polycast scheduled posts ${Date.now()}` },
      headers: { Authorization: `Bearer ${session.accessJwt}` },
    })
  ).json()) as { password: string };
  const bsky = await post('/api/delegations/bsky', {
    did: demo.bsky.did,
    handle: demo.bsky.handle,
    appPassword: appPassword.password,
  });
  expect(bsky.ok()).toBe(true);
}

/** Only X and Bluesky: the demo's Farcaster and Lens consent needs its wallet (tested elsewhere). */
export async function postToXAndBluesky(composer: Locator) {
  const postTo = composer.getByRole('group', { name: 'Post to' });
  await postTo.getByRole('button', { name: /^Farcaster/ }).click();
  await postTo.getByRole('button', { name: /^Lens/ }).click();
  await expect(postTo.getByRole('button', { pressed: true })).toHaveCount(2);
}
