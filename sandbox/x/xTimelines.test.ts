import { describe, expect, it } from 'vitest';
import { createXApi } from './xApi';

interface Answer {
  data?: {
    id: string;
    text: string;
    author_id: string;
    created_at?: string;
    referenced_tweets?: { type: string; id: string }[];
    public_metrics?: Record<string, number>;
  }[];
  includes?: {
    users?: { id: string; connection_status?: string[]; public_metrics?: Record<string, number> }[];
    tweets?: { id: string }[];
    media?: { media_key: string; type: string; width?: number }[];
  };
  meta: { result_count: number; next_token?: string; previous_token?: string; newest_id?: string };
  errors?: Record<string, unknown>[];
}

/** The stand-in in process, with three people: Polly follows Ada; Sam follows no one. */
function setUp() {
  const { app, state } = createXApi({ demoUsername: 'polly' });
  const [polly, ada, sam] = ['polly', 'ada', 'sam'].map((username) =>
    state.addUser({ username, name: username, verified: false }),
  );
  if (!polly || !ada || !sam) throw new Error('no users');
  state.following.set(polly.id, new Set([ada.id]));
  const tokens = new Map(
    [polly, ada, sam].map((user) => {
      const token = state.token();
      state.tokens.set(token, { userId: user.id, expiresAt: Date.now() + 60_000 });
      return [user.id, token];
    }),
  );
  const call = async (as: string, path: string, body?: unknown) => {
    const answer = await app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Authorization: `Bearer ${tokens.get(as) ?? ''}`,
        'Content-Type': 'application/json',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: (await answer.json()) as Answer };
  };
  /** Posts as someone, then dates the tweet `minutesAgo`. */
  const post = async (as: string, body: Record<string, unknown>, minutesAgo: number) => {
    const { body: created } = await call(as, '/2/tweets', body);
    const id = (created as unknown as { data: { id: string } }).data.id;
    const stored = state.tweets.get(id);
    if (stored) stored.created_at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    return id;
  };
  const home = (query = '') =>
    call(polly.id, `/2/users/${polly.id}/timelines/reverse_chronological?${query}`);
  const token = (id: string) => tokens.get(id) ?? '';
  return { app, state, polly, ada, sam, call, post, home, token };
}

describe('X stand-in: timelines, retweets and likes', () => {
  it('pages newest first by time with opaque tokens, untroubled by a tweet posted meanwhile', async () => {
    const { polly, ada, sam, post, home } = setUp();
    // Posted in one order, dated in another: the timeline goes by time.
    const older = await post(ada.id, { text: 'older' }, 30);
    const newest = await post(polly.id, { text: 'newest' }, 1);
    const middle = await post(ada.id, { text: 'middle' }, 10);
    await post(sam.id, { text: 'not followed' }, 5);

    const first = await home('max_results=2');
    expect(first.body.data?.map((t) => t.id)).toEqual([newest, middle]);
    expect(first.body.meta).toMatchObject({ result_count: 2, newest_id: newest });
    await post(ada.id, { text: 'while paging' }, 0);
    const second = await home(`max_results=2&pagination_token=${first.body.meta.next_token}`);
    expect(second.body.data?.map((t) => t.id)).toEqual([older]);
    expect(second.body.meta.next_token).toBeUndefined();
    const back = await home(`max_results=2&pagination_token=${second.body.meta.previous_token}`);
    expect(back.body.data?.map((t) => t.id)).toEqual([newest, middle]);
  });

  it('refuses what X refuses: another person’s home, max_results out of bounds, a bad token', async () => {
    const { ada, polly, call, home } = setUp();
    expect(
      (await call(ada.id, `/2/users/${polly.id}/timelines/reverse_chronological`)).status,
    ).toBe(403);
    expect((await home('max_results=101')).status).toBe(400);
    expect((await call(polly.id, `/2/users/${ada.id}/tweets?max_results=4`)).status).toBe(400);
    expect((await home('pagination_token=nonsense')).status).toBe(400);
    expect((await home('exclude=likes')).status).toBe(400);
  });

  it('retweets as X does, counts and expands them, and leaves out what is excluded', async () => {
    const { app, state, polly, ada, sam, call, post, home, token } = setUp();
    const form = new FormData();
    form.set('media', new Blob([new Uint8Array(8)], { type: 'image/png' }));
    const uploaded = await app.request('/2/media/upload', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token(sam.id)}` },
      body: form,
    });
    const mediaId = ((await uploaded.json()) as { data: { id: string } }).data.id;
    const record = state.media.get(mediaId);
    if (record) Object.assign(record, { url: 'http://127.0.0.1/pbs/media/a.png', width: 640 });
    const original = await post(
      sam.id,
      { text: 'worth reading', media: { media_ids: [mediaId] } },
      20,
    );
    const reply = await post(
      ada.id,
      { text: 'yes', reply: { in_reply_to_tweet_id: original } },
      15,
    );
    expect((await call(ada.id, `/2/users/${ada.id}/retweets`, { tweet_id: original })).status).toBe(
      200,
    );
    expect(
      (await call(polly.id, `/2/users/${polly.id}/likes`, { tweet_id: original })).status,
    ).toBe(200);

    const all = await home(
      'expansions=author_id,referenced_tweets.id,referenced_tweets.id.author_id,referenced_tweets.id.attachments.media_keys&media.fields=width',
    );
    const retweet = all.body.data?.[0];
    expect(retweet).toMatchObject({
      author_id: ada.id,
      text: expect.stringMatching(/^RT @sam: worth reading https:\/\/t\.co\/\S+$/),
      referenced_tweets: [{ type: 'retweeted', id: original }],
    });
    expect(all.body.includes?.tweets?.map((t) => t.id)).toEqual([original]);
    const users = all.body.includes?.users ?? [];
    expect(users.map((u) => u.id).sort()).toEqual([ada.id, sam.id].sort());
    expect(users.find((u) => u.id === ada.id)?.connection_status).toEqual(['following']);
    // The original's picture comes along (referenced_tweets.id.attachments.media_keys).
    expect(all.body.includes?.media).toEqual([
      { media_key: record?.media_key, type: 'photo', width: 640 },
    ]);

    const read = await call(polly.id, `/2/tweets/${original}`);
    expect(
      (read.body as unknown as { data: { public_metrics: unknown } }).data.public_metrics,
    ).toMatchObject({
      retweet_count: 1,
      reply_count: 1,
      like_count: 1,
    });
    const own = await post(ada.id, { text: 'my own words' }, 25);
    const plain = await home('exclude=replies,retweets');
    expect(plain.body.data?.map((t) => t.id)).toEqual([own]);
    const noReplies = await home('exclude=replies');
    expect(noReplies.body.data?.map((t) => t.id)).not.toContain(reply);
    expect(noReplies.body.data).toHaveLength(2);
  });

  it('lists who liked a tweet, the latest first, in pages, with only the user fields asked', async () => {
    const { polly, ada, sam, call, post } = setUp();
    const liked = await post(ada.id, { text: 'like me' }, 10);
    for (const who of [polly, sam, ada])
      await call(who.id, `/2/users/${who.id}/likes`, { tweet_id: liked });

    const first = await call(polly.id, `/2/tweets/${liked}/liking_users?max_results=2`);
    expect(first.body.data).toEqual([
      { id: ada.id, name: 'ada', username: 'ada' },
      { id: sam.id, name: 'sam', username: 'sam' },
    ]);
    expect(first.body.meta).toMatchObject({ result_count: 2, next_token: expect.any(String) });
    const second = await call(
      polly.id,
      `/2/tweets/${liked}/liking_users?max_results=2&pagination_token=${first.body.meta.next_token}&user.fields=connection_status,public_metrics`,
    );
    expect(second.body.data).toEqual([
      expect.objectContaining({ id: polly.id, public_metrics: expect.any(Object) }),
    ]);
    expect(second.body.meta).toMatchObject({ result_count: 1 });
    expect(second.body.meta.next_token).toBeUndefined();
    const withStatus = await call(
      polly.id,
      `/2/tweets/${liked}/liking_users?user.fields=connection_status`,
    );
    expect(withStatus.body.data?.find((u) => u.id === ada.id)).toMatchObject({
      connection_status: ['following'],
    });

    const none = await call(
      polly.id,
      `/2/tweets/${await post(sam.id, { text: 'no one' }, 5)}/liking_users`,
    );
    expect(none.body).toEqual({ meta: { result_count: 0 } });
    const unknown = await call(polly.id, '/2/tweets/12345/liking_users');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      errors: [
        expect.objectContaining({
          detail: 'Could not find tweet with id: [12345].',
          resource_type: 'tweet',
          type: 'https://api.twitter.com/2/problems/resource-not-found',
        }),
      ],
    });
    for (const query of ['max_results=0', 'max_results=101', 'pagination_token=nonsense'])
      expect((await call(polly.id, `/2/tweets/${liked}/liking_users?${query}`)).status).toBe(400);
    expect((await call(polly.id, '/2/tweets/abc/liking_users')).status).toBe(400);
  });

  it('lists the tweets quoting a tweet, newest first, 10 to 100 a page, expanded as asked', async () => {
    const { polly, ada, sam, call, post } = setUp();
    const quoted = await post(ada.id, { text: 'quote me' }, 60);
    const quotes: string[] = [];
    for (let k = 0; k < 11; k++)
      quotes.push(
        await post(
          k % 2 ? sam.id : polly.id,
          { text: `so true ${k}`, quote_tweet_id: quoted },
          50 - k,
        ),
      );
    // A retweet of a quote and a reply to the quoted tweet are not quotes of it.
    await call(ada.id, `/2/users/${ada.id}/retweets`, { tweet_id: quotes[0] });
    await post(sam.id, { text: 'a reply', reply: { in_reply_to_tweet_id: quoted } }, 1);

    const path = `/2/tweets/${quoted}/quote_tweets`;
    const first = await call(polly.id, `${path}?expansions=author_id,referenced_tweets.id`);
    expect(first.body.data?.map((t) => t.id)).toEqual([...quotes].reverse().slice(0, 10));
    expect(first.body.data?.[0]?.referenced_tweets).toEqual([{ type: 'quoted', id: quoted }]);
    expect(first.body.includes?.users?.map((u) => u.id).sort()).toEqual([polly.id, sam.id].sort());
    expect(first.body.includes?.tweets?.map((t) => t.id)).toEqual([quoted]);
    expect(first.body.meta).toMatchObject({ result_count: 10, next_token: expect.any(String) });
    const second = await call(polly.id, `${path}?pagination_token=${first.body.meta.next_token}`);
    expect(second.body.data?.map((t) => t.id)).toEqual([quotes[0]]);
    expect(second.body.meta.next_token).toBeUndefined();

    const read = await call(polly.id, `/2/tweets/${quoted}`);
    expect(
      (read.body as unknown as { data: { public_metrics: { quote_count: number } } }).data
        .public_metrics.quote_count,
    ).toBe(11);
    for (const query of ['max_results=9', 'max_results=101', 'pagination_token=nonsense'])
      expect((await call(polly.id, `${path}?${query}`)).status).toBe(400);
    const unknown = await call(polly.id, '/2/tweets/12345/quote_tweets');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ errors: [expect.objectContaining({ resource_id: '12345' })] });
    const unquoted = await call(polly.id, `/2/tweets/${quotes[3]}/quote_tweets`);
    expect(unquoted.body).toEqual({ meta: { result_count: 0 } });
  });

  it('serves a tweet broken on purpose, and the media host’s files', async () => {
    const { app, state, polly, home } = setUp();
    const stored = await app.request('/sandbox/tweets', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        author_id: polly.id,
        text: 'no time',
        malformed: { omit: ['created_at'] },
      }),
    });
    expect(stored.status).toBe(201);
    const [served] = (await home()).body.data ?? [];
    expect(served).toMatchObject({ text: 'no time' });
    expect(served?.created_at).toBeUndefined();

    state.files.set('/pbs/media/x.png', {
      contentType: 'image/png',
      bytes: () => new Uint8Array([1, 2, 3]),
    });
    const file = await app.request('/pbs/media/x.png');
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect((await app.request('/pbs/media/none.png')).status).toBe(404);
  });
});
