import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandboxClient';

const api = () => sandbox().x?.api ?? '';

/** The OAuth 2.0 PKCE dance, as a client does it. */
async function signIn(username?: string): Promise<{ access: string; refresh: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = new URL(`${api()}/i/oauth2/authorize`);
  const params = {
    response_type: 'code',
    client_id: 'polycast',
    redirect_uri: 'http://127.0.0.1/callback',
    state: 'xyz',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'tweet.read tweet.write users.read offline.access',
    ...(username ? { login_hint: username } : {}),
  };
  for (const [k, v] of Object.entries(params)) authorize.searchParams.set(k, v);
  const redirect = await fetch(authorize, { redirect: 'manual' });
  expect(redirect.status).toBe(302);
  const back = new URL(redirect.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe('xyz');
  const token = await fetch(`${api()}/2/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      redirect_uri: params.redirect_uri,
      code_verifier: verifier,
      client_id: 'polycast',
    }),
  });
  const body = (await token.json()) as {
    access_token: string;
    refresh_token: string;
    token_type: string;
  };
  expect(body.token_type).toBe('bearer');
  return { access: body.access_token, refresh: body.refresh_token };
}

const call = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${api()}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, ...init.headers },
  });
const postTweet = (token: string, body: unknown) =>
  call(token, '/2/tweets', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('X API v2 (sandbox)', () => {
  it('signs in with PKCE, posts, replies, quotes, reads and deletes', async () => {
    const { access } = await signIn();
    const unique = `hello from the sandbox ${Date.now()}`;
    const created = await postTweet(access, { text: unique });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as {
      data: { id: string; text: string; edit_history_tweet_ids: string[] };
    };
    expect(data).toMatchObject({ text: unique, edit_history_tweet_ids: [data.id] });

    const reply = (await (
      await postTweet(access, {
        text: `${unique} reply`,
        reply: { in_reply_to_tweet_id: data.id },
        reply_settings: 'following',
      })
    ).json()) as { data: { id: string } };
    const read = (await (await call(access, `/2/tweets/${reply.data.id}`)).json()) as {
      data: { conversation_id: string; referenced_tweets: unknown[]; reply_settings: string };
    };
    expect(read.data).toMatchObject({
      conversation_id: data.id,
      referenced_tweets: [{ type: 'replied_to', id: data.id }],
      reply_settings: 'following',
    });
    const quote = await postTweet(access, { text: `${unique} quote`, quote_tweet_id: data.id });
    expect(quote.status).toBe(201);

    const me = (await (await call(access, '/2/users/me')).json()) as { data: { id: string } };
    const mine = (await (await call(access, `/2/users/${me.data.id}/tweets`)).json()) as {
      data: { id: string }[];
    };
    expect(mine.data.map((t) => t.id)).toContain(data.id);

    expect(await (await call(access, `/2/tweets/${data.id}`, { method: 'DELETE' })).json()).toEqual(
      { data: { deleted: true } },
    );
    expect((await call(access, `/2/tweets/${data.id}`)).status).toBe(404);
  });

  it('answers 403 for duplicate content, 400 for bad input, 401 without a token', async () => {
    const { access } = await signIn();
    const text = `say it once ${Date.now()}`;
    expect((await postTweet(access, { text })).status).toBe(201);
    const duplicate = await postTweet(access, { text });
    expect(duplicate.status).toBe(403);
    expect(await duplicate.json()).toMatchObject({
      detail: 'You are not allowed to create a Tweet with duplicate content.',
    });
    const bad = await postTweet(access, {
      text: 'x',
      poll: { options: ['only one'], duration_minutes: 60 },
    });
    expect(bad.status).toBe(400);
    expect((await postTweet('nope', { text: 'hi' })).status).toBe(401);
  });

  it('uploads a 10 MB video in 3 MiB chunks, 4 at a time, and posts it when processed', async () => {
    const { access } = await signIn();
    const file = randomBytes(10 * 1024 * 1024);
    const init = await call(
      access,
      `/2/media/upload?command=INIT&total_bytes=${file.length}&media_type=video%2Fmp4&media_category=tweet_video`,
      { method: 'POST' },
    );
    const { data: media } = (await init.json()) as {
      data: { id: string; expires_after_secs: number };
    };
    expect(media.expires_after_secs).toBeGreaterThan(0);

    const CHUNK = 3 * 1024 * 1024;
    const segments = Array.from({ length: Math.ceil(file.length / CHUNK) }, (_, i) => i);
    for (let i = 0; i < segments.length; i += 4) {
      await Promise.all(
        segments.slice(i, i + 4).map(async (index) => {
          const form = new FormData();
          form.set('media', new Blob([file.subarray(index * CHUNK, (index + 1) * CHUNK)]));
          const append = await call(
            access,
            `/2/media/upload?command=APPEND&media_id=${media.id}&segment_index=${index}`,
            {
              method: 'POST',
              body: form,
            },
          );
          expect(append.status).toBe(204);
        }),
      );
    }
    const finalize = (await (
      await call(access, `/2/media/upload?command=FINALIZE&media_id=${media.id}`, {
        method: 'POST',
      })
    ).json()) as { data: { processing_info: { state: string; check_after_secs: number } } };
    expect(finalize.data.processing_info.state).toBe('pending');

    // Not usable until processed.
    expect(
      (
        await postTweet(access, {
          text: `too soon ${Date.now()}`,
          media: { media_ids: [media.id] },
        })
      ).status,
    ).toBe(400);
    let state = 'pending';
    for (let check = 0; check < 30 && state !== 'succeeded'; check++) {
      const status = (await (
        await call(access, `/2/media/upload?command=STATUS&media_id=${media.id}`)
      ).json()) as {
        data: { processing_info?: { state: string } };
      };
      state = status.data.processing_info?.state ?? 'succeeded';
    }
    expect(state).toBe('succeeded');
    expect(
      (
        await postTweet(access, {
          text: `with video ${Date.now()}`,
          media: { media_ids: [media.id] },
        })
      ).status,
    ).toBe(201);
  });

  it('refuses a finalize whose chunks do not add up', async () => {
    const { access } = await signIn();
    const init = await call(
      access,
      '/2/media/upload?command=INIT&total_bytes=1000&media_type=image%2Fpng&media_category=tweet_image',
      {
        method: 'POST',
      },
    );
    const { data } = (await init.json()) as { data: { id: string } };
    const form = new FormData();
    form.set('media', new Blob([new Uint8Array(400)]));
    await call(access, `/2/media/upload?command=APPEND&media_id=${data.id}&segment_index=0`, {
      method: 'POST',
      body: form,
    });
    const finalize = await call(access, `/2/media/upload?command=FINALIZE&media_id=${data.id}`, {
      method: 'POST',
    });
    expect(finalize.status).toBe(400);
  });

  it('rate-limits with headers and a 429 until the reset', async () => {
    const { access } = await signIn('ada_onchain');
    await fetch(`${api()}/sandbox/rate-limit`, {
      method: 'PUT',
      body: JSON.stringify({ limit: 2, windowSeconds: 900 }),
    });
    try {
      const first = await postTweet(access, { text: `one ${Date.now()}` });
      expect(first.headers.get('x-rate-limit-remaining')).toBe('1');
      await postTweet(access, { text: `two ${Date.now()}` });
      const third = await postTweet(access, { text: `three ${Date.now()}` });
      expect(third.status).toBe(429);
      expect(third.headers.get('x-rate-limit-remaining')).toBe('0');
      expect(Number(third.headers.get('x-rate-limit-reset'))).toBeGreaterThan(Date.now() / 1000);
    } finally {
      await fetch(`${api()}/sandbox/rate-limit`, {
        method: 'PUT',
        body: JSON.stringify({ limit: 100, windowSeconds: 900 }),
      });
    }
  });

  it('refreshes a token once, then refuses the used refresh token', async () => {
    const { refresh } = await signIn();
    const exchange = () =>
      fetch(`${api()}/2/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: refresh,
          client_id: 'polycast',
        }),
      });
    const fresh = (await (await exchange()).json()) as { access_token: string };
    expect((await call(fresh.access_token, '/2/users/me')).status).toBe(200);
    expect((await exchange()).status).toBe(400);
  });
});
