import { describe, expect, it } from 'vitest';
import { createXApi } from './xApi';

interface Answer {
  data?: Record<string, unknown> & { id?: string; text?: string }[];
  detail?: string;
  errors?: { message: string }[];
  meta?: { result_count: number; next_token?: string };
}

/** The stand-in in process with Polly (who follows Ada and Sam), Ada and Sam. */
function setUp() {
  const { app, state } = createXApi({ demoUsername: 'polly' });
  const [polly, ada, sam] = ['polly', 'ada', 'sam'].map((username) =>
    state.addUser({ username, name: username, verified: false }),
  );
  if (!polly || !ada || !sam) throw new Error('no users');
  state.following.set(polly.id, new Set([ada.id, sam.id]));
  const tokens = new Map(
    [polly, ada, sam].map((user) => {
      const token = state.token();
      state.tokens.set(token, { userId: user.id, expiresAt: Date.now() + 60_000 });
      return [user.id, token];
    }),
  );
  const call = async (as: string, method: string, path: string, body?: unknown) => {
    const answer = await app.request(path, {
      method,
      headers: {
        Authorization: `Bearer ${tokens.get(as) ?? ''}`,
        'Content-Type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: (await answer.json()) as Answer };
  };
  const post = async (as: string, text: string) =>
    ((await call(as, 'POST', '/2/tweets', { text })).body.data as unknown as { id: string }).id;
  return { state, polly, ada, sam, call, post };
}

describe('X stand-in: bookmarks and mutes', () => {
  it('refuses to act or read on behalf of another user than the token’s, as X does', async () => {
    const { polly, ada, call, post } = setUp();
    const tweet = await post(ada.id, 'mine');
    for (const [method, path, body] of [
      ['POST', `/2/users/${ada.id}/bookmarks`, { tweet_id: tweet }],
      ['DELETE', `/2/users/${ada.id}/bookmarks/${tweet}`, undefined],
      ['GET', `/2/users/${ada.id}/bookmarks`, undefined],
      ['POST', `/2/users/${ada.id}/muting`, { target_user_id: polly.id }],
      ['DELETE', `/2/users/${ada.id}/muting/${polly.id}`, undefined],
    ] as const) {
      const answer = await call(polly.id, method, path, body);
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toMatch(/on behalf of the authenticated user/);
    }
  });

  it('counts bookmarks in public_metrics and drops a deleted tweet from the list', async () => {
    const { polly, sam, ada, call, post } = setUp();
    const tweet = await post(ada.id, 'keep me');
    await call(polly.id, 'POST', `/2/users/${polly.id}/bookmarks`, { tweet_id: tweet });
    await call(sam.id, 'POST', `/2/users/${sam.id}/bookmarks`, { tweet_id: tweet });
    await call(sam.id, 'POST', `/2/users/${sam.id}/bookmarks`, { tweet_id: tweet });
    const read = await call(polly.id, 'GET', `/2/tweets/${tweet}`);
    expect(read.body.data).toMatchObject({ public_metrics: { bookmark_count: 2 } });
    expect((await call(ada.id, 'DELETE', `/2/tweets/${tweet}`)).status).toBe(200);
    const list = await call(polly.id, 'GET', `/2/users/${polly.id}/bookmarks`);
    expect(list.body).toEqual({ meta: { result_count: 0 } });
    const bad = await call(polly.id, 'GET', `/2/users/${polly.id}/bookmarks?max_results=101`);
    expect(bad.status).toBe(400);
  });

  it('leaves a muted person’s tweets, and others’ retweets of them, out of Home', async () => {
    const { polly, ada, sam, call, post } = setUp();
    const adas = await post(ada.id, 'from Ada');
    await call(sam.id, 'POST', `/2/users/${sam.id}/retweets`, { tweet_id: adas });
    const sams = await post(sam.id, 'from Sam');
    const home = async () =>
      ((await call(polly.id, 'GET', `/2/users/${polly.id}/timelines/reverse_chronological`)).body
        .data ?? []) as unknown as { id: string; author_id: string }[];
    expect(await home()).toHaveLength(3);
    await call(polly.id, 'POST', `/2/users/${polly.id}/muting`, { target_user_id: ada.id });
    expect((await home()).map((t) => t.id)).toEqual([sams]);
    const muted = await call(polly.id, 'GET', `/2/users/${polly.id}/muting`);
    expect(muted.body.data).toEqual([expect.objectContaining({ id: ada.id })]);
    await call(polly.id, 'DELETE', `/2/users/${polly.id}/muting/${ada.id}`);
    expect(await home()).toHaveLength(3);
  });
});
