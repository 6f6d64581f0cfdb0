import { FarcasterNetwork } from '@farcaster/core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFarcasterHub } from '../../sandbox/farcaster/startFarcasterHub';
import { seedAnonymous, type SeededAnonymous } from '../../sandbox/seed/seedAnonymous';
import { startXApi, type RunningX } from '../../sandbox/x/startXApi';
import type { ServedApp } from '../../sandbox/serveApp';
import { openServerDatabase } from '../storage/openServerDatabase';
import { createSecretBox } from '../storage/secretBox';
import { createProductAccountStore } from '../account/productAccountStore';
import { createAnonymousPoster, type AnonymousAccounts } from './anonymousPoster';
import { createAnonymousStore } from './anonymousStore';
import { createAnonymousXTokens } from './anonymousX';

/**
 * A proxy that forwards every request, and for requests `drop` picks, lets
 * the service do the work and then cuts the answer (a lost reply).
 */
async function lossyProxy(target: string, drop: (method: string, path: string) => boolean) {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers))
        if (typeof value === 'string' && key !== 'host' && key !== 'content-length')
          headers.set(key, value);
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers,
        ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
        redirect: 'manual',
      });
      const body = Buffer.from(await answer.arrayBuffer());
      if (drop(req.method ?? 'GET', req.url ?? '')) {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let hub: ServedApp;
let x: RunningX;
let seeded: SeededAnonymous;
beforeAll(async () => {
  hub = await startFarcasterHub();
  x = await startXApi();
  seeded = await seedAnonymous(hub.url, x);
});
afterAll(async () => {
  await hub.close();
  await x.close();
});

function setUp(urls: { hub: string; x: string }, deadlineMs?: number) {
  const db = openServerDatabase();
  const accountId = createProductAccountStore(db).create([
    { source: 'Bsky', profileId: 'did:plc:a', handle: 'a.test', displayName: 'A' },
  ]).accountId;
  const accounts: AnonymousAccounts = {
    farcaster: { hub: urls.hub, network: FarcasterNetwork.DEVNET, ...seeded.farcaster },
    x: {
      apiUrl: urls.x,
      authorizeUrl: `${urls.x}/i/oauth2/authorize`,
      tokenUrl: `${urls.x}/2/oauth2/token`,
      clientId: 'test',
      userId: seeded.x.id,
      username: seeded.x.username,
      signIn: { loginHint: true },
    },
  };
  const poster = createAnonymousPoster({
    store: createAnonymousStore(db),
    accounts: () => accounts,
    xTokens: createAnonymousXTokens({ db, box: createSecretBox(Buffer.alloc(32, 7)) }),
    retry: { baseMs: 10, attempts: 4 },
    ...(deadlineMs === undefined ? {} : { deadlineMs }),
  });
  return { poster, accountId };
}

const request = (text: string, targets: { farcaster?: boolean; x?: boolean }) => ({
  text,
  embeds: [],
  quote: null,
  parent: null,
  channel: null,
  postToFarcaster: targets.farcaster ?? false,
  postToTwitter: targets.x ?? false,
});

const castsOfAnon = async () =>
  (
    (await (
      await fetch(`${hub.url}/v1/castsByFid?fid=${seeded.farcaster.fid}&pageSize=1000`)
    ).json()) as {
      messages: { data: { castAddBody: { text: string } } }[];
    }
  ).messages.map((m) => m.data.castAddBody.text);
const tweetsOfAnon = () =>
  [...x.api.state.tweets.values()].filter((t) => t.author_id === seeded.x.id).map((t) => t.written);

describe('the anonymous poster, exactly once', () => {
  it('posts once to each network although both answers are lost on the way', async () => {
    let castsDropped = 0;
    let tweetsDropped = 0;
    const hubProxy = await lossyProxy(hub.url, (method, path) => {
      if (method === 'POST' && path === '/v1/submitMessage' && castsDropped === 0)
        return ++castsDropped > 0;
      return false;
    });
    const xProxy = await lossyProxy(x.url, (method, path) => {
      if (method === 'POST' && path === '/2/tweets' && tweetsDropped === 0)
        return ++tweetsDropped > 0;
      return false;
    });
    try {
      const { poster, accountId } = setUp({ hub: hubProxy.url, x: xProxy.url });
      const text = `Lost twice, posted once ${Date.now()}`;
      const post = poster.submit(accountId, request(text, { farcaster: true, x: true }));
      await poster.idle();
      expect(castsDropped).toBe(1);
      expect(tweetsDropped).toBe(1);
      const status = poster.status(accountId, post.postId);
      expect(status).toMatchObject({ status: 'sent', error: null });
      expect((await castsOfAnon()).filter((t) => t === text)).toHaveLength(1);
      expect(tweetsOfAnon().filter((t) => t === text)).toHaveLength(1);
      expect(status?.cast_hashs[0]?.tweetId).toBe(
        [...x.api.state.tweets.values()].find((t) => t.written === text)?.id,
      );
      await poster.close();
    } finally {
      await hubProxy.close();
      await xProxy.close();
    }
  });

  it('does not claim another anonymous post with the same words on X as its own', async () => {
    const { poster, accountId } = setUp({ hub: hub.url, x: x.url });
    const text = `Same words ${Date.now()}`;
    const first = poster.submit(accountId, request(text, { x: true }));
    await poster.idle();
    expect(poster.status(accountId, first.postId)?.status).toBe('sent');
    const second = poster.submit(accountId, request(text, { x: true }));
    await poster.idle();
    expect(poster.status(accountId, second.postId)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('the same words twice'),
      cast_hashs: [],
    });
    await poster.close();
  });

  it('picks up a post a stopped server left, sending the message it had signed', async () => {
    const { poster, accountId } = setUp({ hub: hub.url, x: x.url });
    const text = `Resumed ${Date.now()}`;
    const post = poster.submit(accountId, request(text, { farcaster: true }));
    await poster.idle();
    expect(poster.status(accountId, post.postId)?.status).toBe('sent');
    // A resume finds nothing left to do and sends nothing again.
    poster.resume();
    await poster.idle();
    expect((await castsOfAnon()).filter((t) => t === text)).toHaveLength(1);
    await poster.close();
  });
});

/** A network that takes every connection and never answers. */
async function silentNetwork() {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('the anonymous poster, within its deadline', () => {
  it.each([
    ['Farcaster', { farcaster: true }],
    ['Twitter', { x: true }],
  ] as const)(
    'fails a post %s never answers at its deadline, and goes on to the next',
    async (network, targets) => {
      const silent = await silentNetwork();
      try {
        const { poster, accountId } = setUp({ hub: silent.url, x: silent.url }, 200);
        const post = poster.submit(accountId, request(`Into the void ${Date.now()}`, targets));
        const next = poster.submit(accountId, request(`Next ${Date.now()}`, targets));
        await poster.idle();
        for (const { postId } of [post, next])
          expect(poster.status(accountId, postId)).toMatchObject({
            status: 'failed',
            error: `Failed to post on: ${network} (it took too long)`,
          });
        await poster.close();
      } finally {
        await silent.close();
      }
    },
  );
});

describe('rate limits', () => {
  it('counts the day in UTC, the wait after a post, and gives failed posts back', () => {
    const db = openServerDatabase();
    const accountId = createProductAccountStore(db).create([
      { source: 'Bsky', profileId: 'did:plc:b', handle: 'b.test', displayName: 'B' },
    ]).accountId;
    let now = Date.UTC(2026, 10, 23, 23, 59, 45);
    const store = createAnonymousStore(db, () => now);
    const poster = createAnonymousPoster({
      store,
      accounts: () => ({}),
      xTokens: createAnonymousXTokens({ db, box: createSecretBox(Buffer.alloc(32, 1)) }),
      limits: { dailyLimit: 2, cooldownSeconds: 90 },
      now: () => now,
    });
    expect(poster.rateLimits(accountId)).toMatchObject({
      can_post: false,
      copyToAnoncast: false,
      daily_remaining: 2,
    });
    const first = store.create(accountId, request('a', { farcaster: true }));
    expect(poster.rateLimits(accountId)).toMatchObject({
      daily_remaining: 1,
      wait_seconds: 90,
      wait_minutes: 2,
    });
    now += 30_000; // past midnight UTC: a new day, the wait still running
    expect(poster.rateLimits(accountId)).toMatchObject({ daily_remaining: 2, wait_seconds: 60 });
    store.update(first.postId, { status: 'failed' });
    expect(poster.rateLimits(accountId)).toMatchObject({ daily_remaining: 2, wait_seconds: 0 });
  });
});
