import { describe, expect, it } from 'vitest';
import { createXApi } from './xApi';

function setUp() {
  const { app, state } = createXApi({ demoUsername: 'polly' });
  const names = ['polymath', 'polycast_anon', 'ada_onchain', 'sam'];
  for (const username of names)
    state.addUser({
      username,
      name: username === 'sam' ? 'Sam Polyglot' : username,
      verified: false,
    });
  const token = state.token();
  state.tokens.set(token, {
    userId: [...state.users.keys()][0] ?? '',
    expiresAt: Date.now() + 60_000,
  });
  const get = async (path: string) => {
    const answer = await app.request(path, { headers: { Authorization: `Bearer ${token}` } });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  return { get };
}

describe('X stand-in: user search and lookup by username', () => {
  it('searches usernames and names, paging with next_token', async () => {
    const { get } = setUp();
    const first = await get('/2/users/search?query=poly&max_results=2');
    expect(first.status).toBe(200);
    expect((first.body.data as { username: string }[]).map((u) => u.username)).toEqual([
      'polymath',
      'polycast_anon',
    ]);
    const meta = first.body.meta as { result_count: number; next_token?: string };
    expect(meta).toEqual({ result_count: 2, next_token: '2' });
    const next = await get(
      `/2/users/search?query=poly&max_results=2&next_token=${meta.next_token}`,
    );
    expect((next.body.data as { username: string }[]).map((u) => u.username)).toEqual(['sam']);
    const none = await get('/2/users/search?query=zzz');
    expect(none.body).toEqual({ meta: { result_count: 0 } });
    expect((await get('/2/users/search?query=')).status).toBe(400);
  });

  it('looks users up by username, the unknown ones as errors', async () => {
    const { get } = setUp();
    const found = await get('/2/users/by?usernames=ADA_onchain,nobody');
    expect((found.body.data as { username: string }[]).map((u) => u.username)).toEqual([
      'ada_onchain',
    ]);
    expect(found.body.errors).toEqual([
      expect.objectContaining({ value: 'nobody', title: 'Not Found Error' }),
    ]);
    expect((await get('/2/users/by')).status).toBe(400);
  });
});
