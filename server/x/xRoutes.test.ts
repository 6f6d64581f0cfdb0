import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServersClosedAfterEach, type TestServer } from '../testing/startTestServer';

/** X as far as sign-in needs it: any code gives tokens; the user is the one last hinted. */
const xUser = { id: '42', username: 'polly', name: 'Polly' };
const fakeX = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  req.resume();
  res.writeHead(200, { 'Content-Type': 'application/json' });
  if (path === '/token') {
    res.end(JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_in: 7200 }));
  } else if (path === '/2/users/me') {
    res.end(JSON.stringify({ data: xUser }));
  } else {
    res.end(JSON.stringify({ data: { id: '1', text: 'posted' } }));
  }
});
let x = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeX.listen(0, '127.0.0.1', resolve));
  x = `http://127.0.0.1:${(fakeX.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fakeX.close(() => resolve())));

const servers = testServersClosedAfterEach();
const start = () =>
  servers.start({
    scheduleDispatcher: false,
    xService: () => ({
      apiUrl: x,
      authorizeUrl: `${x}/authorize`,
      tokenUrl: `${x}/token`,
      clientId: 'polycast',
    }),
  });

/** A browser: the cookies the server set, sent back to it. */
function browserAt(server: TestServer) {
  const cookies = new Map<string, string>();
  const keep = (answer: Response) => {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    return answer;
  };
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    cookies,
    async begin(body: unknown, session?: string) {
      return keep(
        await fetch(`${server.url}/api/x/oauth/start`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Cookie: cookie(),
            ...(session ? { Authorization: `Bearer ${session}` } : {}),
          },
          body: JSON.stringify(body),
        }),
      );
    },
    /** Comes back from X (which consented, or not) to the callback; answers where it is sent. */
    async comeBack(authorizeUrl: string, params: Record<string, string> = { code: 'c' }) {
      const state = new URL(authorizeUrl).searchParams.get('state') ?? '';
      const query = new URLSearchParams({ state, ...params });
      const answer = keep(
        await fetch(`${server.url}/api/x/oauth/callback?${query}`, {
          redirect: 'manual',
          headers: { Cookie: cookie() },
        }),
      );
      return answer.headers.get('location') ?? '';
    },
    async collect() {
      return keep(
        await fetch(`${server.url}/api/x/oauth/session`, {
          method: 'POST',
          headers: { Cookie: cookie() },
        }),
      );
    },
  };
}

const authorizeUrlOf = async (answer: Response) =>
  ((await answer.json()) as { data: { authorizeUrl: string } }).data.authorizeUrl;
const xAccountsOf = async (server: TestServer, session: string) =>
  (await (
    await fetch(`${server.url}/api/x/accounts`, { headers: { Authorization: `Bearer ${session}` } })
  ).json()) as { data: { id: string }[] };

describe('X sign-in (issue 17)', () => {
  it('binds the sign-in to the browser that began it with a short-lived, script-proof cookie', async () => {
    const server = await start();
    const session = await server.signUp();
    const answer = await browserAt(server).begin({ returnTo: '/settings' }, session);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^polycast_x_signin=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/x\/oauth/);
    expect(cookie).toMatch(/Max-Age=600/);
  });

  it('gives X to the account whose browser began it, and refuses another browser coming back with it', async () => {
    const server = await start();
    const attacker = await server.signUp('did:plc:attacker');
    const lure = await authorizeUrlOf(
      await browserAt(server).begin({ returnTo: '/settings' }, attacker),
    );
    // The victim's browser comes back from X with the attacker's sign-in: refused, nothing saved.
    const victim = browserAt(server);
    expect(await victim.comeBack(lure)).toBe('/settings?x_error=other_browser');
    expect((await xAccountsOf(server, attacker)).data).toEqual([]);
    expect(server.query('SELECT * FROM x_accounts')).toEqual([]);

    // The attacker's own browser, its own sign-in: connected to its own account.
    const own = browserAt(server);
    const url = await authorizeUrlOf(await own.begin({ returnTo: '/settings' }, attacker));
    expect(await own.comeBack(url)).toBe('/settings?x_connected=42');
    expect((await xAccountsOf(server, attacker)).data).toEqual([
      { id: '42', username: 'polly', name: 'Polly' },
    ]);
    // The sign-in is used up: the same state again is refused.
    expect(await own.comeBack(url)).toBe('/settings?x_error=expired');
  });

  it('sends the browser back only to a path on this site, when X consented and when it did not', async () => {
    const server = await start();
    const browser = browserAt(server);
    for (const escape of [
      '/\\evil.example/',
      '/\t/evil.example/',
      '//evil.example/',
      'https://evil.example/',
    ]) {
      const answer = await browser.begin({ returnTo: escape });
      expect(answer.status, JSON.stringify(escape)).toBe(400);
    }
    const url = await authorizeUrlOf(await browser.begin({ returnTo: '/post/Bsky/1?tab=likes' }));
    expect(await browser.comeBack(url, { error: 'access_denied' })).toBe(
      '/post/Bsky/1?tab=likes&x_error=access_denied',
    );
  });

  it('without a Polycast session, signs in: to the account that links this X profile, else a new one, its session collected once', async () => {
    const server = await start();
    const first = browserAt(server);
    const url = await authorizeUrlOf(await first.begin({ returnTo: '/settings' }));
    expect(await first.comeBack(url)).toBe('/settings?x_connected=42&x_session=ready');
    const collected = await first.collect();
    expect(collected.status).toBe(201);
    const made = (
      (await collected.json()) as {
        data: { accountId: string; sessionToken: string; connections: unknown[] };
      }
    ).data;
    expect(made.connections).toEqual([
      { source: 'Twitter', profileId: '42', handle: 'polly', displayName: 'Polly' },
    ]);
    expect((await xAccountsOf(server, made.sessionToken)).data).toHaveLength(1);
    // The grant works once.
    expect((await first.collect()).status).toBe(400);

    // Another device signing in with the same X is the same person: the same account.
    const second = browserAt(server);
    const again = await authorizeUrlOf(await second.begin({ returnTo: '/settings' }));
    await second.comeBack(again);
    const rejoined = ((await (await second.collect()).json()) as { data: { accountId: string } })
      .data;
    expect(rejoined.accountId).toBe(made.accountId);
    // A browser that began nothing collects nothing.
    expect((await browserAt(server).collect()).status).toBe(400);
  });

  it('acts with X tokens only for their account’s session, never for a device id', async () => {
    const server = await start();
    const session = await server.signUp();
    const browser = browserAt(server);
    await browser.comeBack(await authorizeUrlOf(await browser.begin({ returnTo: '/s' }, session)));
    const tweet = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/x/tweets`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Account-Id': '42', ...headers },
        body: JSON.stringify({ text: 'hello' }),
      });
    expect((await tweet({ 'X-Viewer-Id': crypto.randomUUID() })).status).toBe(401);
    const other = await server.signUp('did:plc:other');
    expect((await tweet({ Authorization: `Bearer ${other}` })).status).toBe(401);
    expect((await tweet({ Authorization: `Bearer ${session}` })).status).toBe(200);
  });
});
