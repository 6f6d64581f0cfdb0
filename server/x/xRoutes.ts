import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { ProductAccountStore } from '../account/productAccountStore';
import {
  requireProductSession,
  sessionOf,
  type SessionEnv,
} from '../account/requireProductSession';
import { parseJsonBody } from '../http/parseJsonBody';
import { rateLimited, type RateLimiter, type RateRule } from '../http/rateLimiter';
import { clientAddress, publicOrigin } from '../http/requestFacts';
import { safeReturnPath } from '../http/safeReturnPath';
import { hashOfSecret } from '../storage/hashOfSecret';
import { GRANT_TTL_MS, PENDING_TTL_MS, type XAccountStore, type XTokens } from './xAccountStore';
import { streamToX } from './streamToX';
import { BodyTooLargeError, bodyTooLargeResponse, X_CHUNK_BODY_LIMIT } from '../http/bodyLimit';
import { timedFetch } from '../http/timedFetch';

/** Where X is: the real one, or the sandbox's stand-in. */
export interface XServiceConfig {
  apiUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
}

/** What Polycast asks X to allow: posting, reading, and acting on what one reads (issue 21). */
const SCOPES =
  'tweet.read tweet.write users.read offline.access media.write like.write bookmark.read bookmark.write follows.write mute.write';

/** The cookie that binds a sign-in to the browser that began it, and the one that hands over a new account. */
const SIGN_IN_COOKIE = 'polycast_x_signin';
const GRANT_COOKIE = 'polycast_x_grant';
const COOKIE_PATH = '/api/x/oauth';

const startSchema = z.object({
  returnTo: z.string().max(2048).default('/settings'),
  loginHint: z
    .string()
    .regex(/^\w{1,15}$/)
    .optional(),
});
const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
});
const meSchema = z.object({
  data: z.object({ id: z.string(), username: z.string(), name: z.string() }),
});

/** Only these leave for X: the calls the client makes (docs/decisions.md, "X through the server"). */
const FORWARDED = [
  { method: 'POST', path: /^\/tweets$/ },
  // A picture's alt text, after its upload.
  { method: 'POST', path: /^\/media\/metadata$/ },
  { method: 'DELETE', path: /^\/tweets\/\d+$/ },
  // A tweet, a person, and Explore's searches of each (search/recent, users/search).
  { method: 'GET', path: /^\/tweets\/(\d+|search\/recent)$/ },
  { method: 'GET', path: /^\/users\/(\d+|me|search|by\/username\/\w+)$/ },
  { method: 'GET', path: /^\/users\/\d+\/tweets$/ },
  // The home timeline (the reading side, issue 20).
  { method: 'GET', path: /^\/users\/\d+\/timelines\/reverse_chronological$/ },
  // A post's Likes and Quotes tabs.
  { method: 'GET', path: /^\/tweets\/\d+\/(liking_users|quote_tweets)$/ },
  // Acting on what one reads (issue 21): like, retweet, bookmark, follow, mute, and their undoing.
  // X itself refuses any of these on behalf of another user than the token's.
  { method: 'POST', path: /^\/users\/\d+\/(likes|retweets|bookmarks|following|muting)$/ },
  {
    method: 'DELETE',
    path: /^\/users\/\d+\/(likes|retweets|bookmarks|following|muting)\/\d+$/,
  },
  // The reader's bookmarks.
  { method: 'GET', path: /^\/users\/\d+\/bookmarks$/ },
] as const;

/**
 * An upload's time limit: the body comes from the browser at its pace and
 * goes on to X as it arrives. A 3 MiB chunk (or a 5 MB image) needs about
 * 25 s at 1 Mbit/s; 120 s leaves room for slower links.
 */
export const X_UPLOAD_TIMEOUT_MS = 120_000;

type Send = (url: string, init: RequestInit & { headers: Headers }) => Promise<Response>;
/** Sends with this time limit (X's answer read in full within it too). */
const sendWithin =
  (timeoutMs?: number): Send =>
  (url, init) =>
    timedFetch(url, init, timeoutMs);

const PASSED_HEADERS = [
  'content-type',
  'retry-after',
  'x-rate-limit-limit',
  'x-rate-limit-remaining',
  'x-rate-limit-reset',
];

const problem = (
  c: Context,
  status: 400 | 401 | 404 | 502,
  title: string,
  detail: string,
  type = 'about:blank',
) => c.json({ title, detail, type, status }, status);

type XEnv = { Variables: { x: XServiceConfig } & SessionEnv['Variables'] };

export interface XRoutesOptions {
  store: XAccountStore;
  /** Polycast accounts: X tokens belong to one, and a sign-in with none makes one. */
  accounts: ProductAccountStore;
  /** Asked per request: the sandbox may come up after the server. */
  x: () => XServiceConfig | undefined;
  limiter: RateLimiter;
  /** X sign-ins begun from one address. */
  signInLimit: RateRule;
  now?: () => number;
}

/** Whether the browser's cookie holds the secret whose hash the sign-in was filed with. */
function sameBrowser(cookie: string | undefined, browserHash: string): boolean {
  if (!cookie) return false;
  const seen = Buffer.from(hashOfSecret(cookie), 'hex');
  const expected = Buffer.from(browserHash, 'hex');
  return seen.length === expected.length && timingSafeEqual(seen, expected);
}

/**
 * `/api/x/…`: X's OAuth 2.0 (PKCE) sign-in, the accounts it connected, and
 * the X API calls the app makes, with the tokens the server holds (X sends no
 * CORS headers, and tokens never reach the browser).
 *
 * X tokens belong to a Polycast account, and every call needs that account's
 * session (docs/security.md). A sign-in is bound to the browser that began
 * it: `POST /oauth/start` sets a short-lived cookie whose secret's hash is
 * filed with the OAuth `state`, and the callback refuses a browser without
 * it, so a link to someone else's sign-in cannot hand them your X account.
 */
export function createXRoutes(options: XRoutesOptions) {
  const { store, accounts } = options;
  const now = options.now ?? Date.now;
  const app = new Hono<XEnv>();

  app.use('*', async (c, next) => {
    const config = options.x();
    if (!config) {
      return c.json(
        { title: 'Service Unavailable', detail: 'X is not configured on this server', status: 503 },
        503,
      );
    }
    c.set('x', config);
    await next();
  });

  const redirectUri = (c: Context) => `${publicOrigin(c)}/api/x/oauth/callback`;
  const cookieOptions = (c: Context, maxAgeMs: number, sameSite: 'Lax' | 'Strict') => ({
    path: COOKIE_PATH,
    httpOnly: true,
    secure: publicOrigin(c).startsWith('https:'),
    sameSite,
    maxAge: Math.floor(maxAgeMs / 1000),
  });

  async function tokenRequest(
    x: XServiceConfig,
    form: Record<string, string>,
  ): Promise<XTokens | undefined> {
    const answer = await timedFetch(x.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: x.clientId, ...form }),
    }).catch(() => undefined);
    const parsed = tokenSchema.safeParse(await answer?.json().catch(() => undefined));
    if (!answer?.ok || !parsed.success) return undefined;
    return {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token,
      expiresAt: now() + parsed.data.expires_in * 1000,
    };
  }

  /**
   * The refreshes on their way, by account: X's refresh tokens work once, so
   * two calls that find the token about to expire share one refresh (a
   * second refresh with the spent token would be refused, and the account dropped).
   */
  const refreshing = new Map<string, Promise<string | undefined>>();

  /** A live access token for the account: refreshed when about to expire; the account dropped when refused. */
  async function accessToken(
    x: XServiceConfig,
    accountId: string,
    xUserId: string,
  ): Promise<string | undefined> {
    const account = store.get(accountId, xUserId);
    if (!account) return undefined;
    if (account.tokens.expiresAt - 60_000 > now()) return account.tokens.accessToken;
    const key = `${accountId}/${xUserId}`;
    let refresh = refreshing.get(key);
    if (!refresh) {
      refresh = (async () => {
        const fresh = await tokenRequest(x, {
          grant_type: 'refresh_token',
          refresh_token: account.tokens.refreshToken,
        });
        if (!fresh) {
          store.remove(accountId, xUserId);
          return undefined;
        }
        store.save(accountId, account, fresh);
        return fresh.accessToken;
      })().finally(() => refreshing.delete(key));
      refreshing.set(key, refresh);
    }
    return refresh;
  }

  /**
   * Begins a sign-in: `{returnTo, loginHint?}`, with the Polycast session
   * when the device has one (X joins that account) or without (the sign-in
   * makes a new account). Answers where to send the browser.
   */
  app.post(
    '/oauth/start',
    rateLimited(options.limiter, 'x-sign-in', [
      { rule: options.signInLimit, key: (c) => clientAddress(c) },
    ]),
    async (c) => {
      const body = await parseJsonBody(c, startSchema);
      if (!body.ok) return problem(c, 400, 'Invalid Request', body.message);
      const returnTo = safeReturnPath(body.value.returnTo);
      if (!returnTo)
        return problem(c, 400, 'Invalid Request', 'returnTo must be a path on this site');
      const session = sessionOf(c, accounts);
      if (c.req.header('authorization') && !session) {
        return c.json({ error: 'Sign in to Polycast first.' }, 401);
      }
      const x = c.get('x');
      const verifier = randomBytes(32).toString('base64url');
      const state = randomBytes(16).toString('base64url');
      const browserSecret = randomBytes(32).toString('base64url');
      store.addPending(state, {
        browserHash: hashOfSecret(browserSecret),
        accountId: session?.accountId ?? null,
        verifier,
        returnTo,
      });
      setCookie(c, SIGN_IN_COOKIE, browserSecret, cookieOptions(c, PENDING_TTL_MS, 'Lax'));
      const authorize = new URL(x.authorizeUrl);
      authorize.search = new URLSearchParams({
        response_type: 'code',
        client_id: x.clientId,
        redirect_uri: redirectUri(c),
        scope: SCOPES,
        state,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
        ...(body.value.loginHint ? { login_hint: body.value.loginHint } : {}),
      }).toString();
      return c.json({ data: { authorizeUrl: authorize.toString() } }, 200, {
        'Cache-Control': 'no-store',
      });
    },
  );

  app.get('/oauth/callback', async (c) => {
    const x = c.get('x');
    const pending = store.takePending(c.req.query('state') ?? '');
    const browserSecret = getCookie(c, SIGN_IN_COOKIE);
    deleteCookie(c, SIGN_IN_COOKIE, { path: COOKIE_PATH });
    // Back to the app in every case, which says what happened in words (x_error codes).
    if (!pending) return c.redirect('/settings?x_error=expired', 302);
    const back = (params: Record<string, string>) =>
      c.redirect(
        `${pending.returnTo}${pending.returnTo.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`,
        302,
      );
    // Someone else's sign-in, opened in this browser (a link sent to trick you): refused
    // before X's code is used, so their account never gets your X tokens.
    if (!sameBrowser(browserSecret, pending.browserHash)) return back({ x_error: 'other_browser' });
    const code = c.req.query('code');
    if (!code) {
      // X's own error code (RFC 6749 §4.1.2.1), when it is one; a cancelled sign-in otherwise.
      const error = /^[a-z_]{1,64}$/.exec(c.req.query('error') ?? '')?.[0];
      return back({ x_error: error ?? 'access_denied' });
    }
    const tokens = await tokenRequest(x, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(c),
      code_verifier: pending.verifier,
    });
    if (!tokens) return back({ x_error: 'token_exchange_failed' });
    const me = await timedFetch(`${x.apiUrl}/2/users/me`, {
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
    }).catch(() => undefined);
    const user = meSchema.safeParse(await me?.json().catch(() => undefined));
    if (!user.success) return back({ x_error: 'profile_unavailable' });
    const xUser = user.data.data;
    // Signing in to X proves the profile is theirs: it is linked at once.
    const profile = {
      source: 'Twitter' as const,
      profileId: xUser.id,
      handle: xUser.username,
      displayName: xUser.name,
    };
    if (pending.accountId) {
      store.save(pending.accountId, xUser, tokens);
      accounts.link(pending.accountId, profile);
      return back({ x_connected: xUser.id });
    }
    // Signing in to X with no Polycast session signs in to the account that links this X
    // profile, if one does (a new device, a session that ended), else makes a new one.
    const accountId =
      accounts.accountLinking([profile]) ?? accounts.createWithoutSession([profile]);
    accounts.link(accountId, profile);
    store.save(accountId, xUser, tokens);
    setCookie(c, GRANT_COOKIE, store.addGrant(accountId), cookieOptions(c, GRANT_TTL_MS, 'Strict'));
    return back({ x_connected: xUser.id, x_session: 'ready' });
  });

  /**
   * The first session of an account an X sign-in made, for the browser that
   * signed in (its grant cookie), once.
   */
  app.post('/oauth/session', (c) => {
    const grant = getCookie(c, GRANT_COOKIE);
    deleteCookie(c, GRANT_COOKIE, { path: COOKIE_PATH });
    const accountId = grant ? store.takeGrant(grant) : undefined;
    if (!accountId) {
      return problem(c, 400, 'Invalid Request', 'This X sign-in expired. Please sign in again.');
    }
    const token = accounts.openSession(accountId);
    return c.json(
      {
        data: { accountId, sessionToken: token, connections: accounts.connections(accountId) },
      },
      201,
      { 'Cache-Control': 'no-store' },
    );
  });

  // Everything below acts with the account's X tokens: its Polycast session is required.
  app.use('*', requireProductSession(accounts));

  app.get('/accounts', (c) => c.json({ data: store.list(c.get('accountId')) }));

  app.delete('/accounts/:id', (c) =>
    store.remove(c.get('accountId'), c.req.param('id'))
      ? c.body(null, 204)
      : problem(c, 404, 'Not Found', 'This X account is not connected to your Polycast account'),
  );

  /**
   * Sends a request to X as the account named by X-Account-Id, passing X's
   * answer back; an API call gets timedFetch's 15 s unless `send` says otherwise.
   */
  async function forward(
    c: Context<XEnv>,
    target: string,
    init: RequestInit,
    send: Send = sendWithin(),
  ): Promise<Response> {
    const xUserId = c.req.header('x-account-id');
    if (!xUserId) return problem(c, 400, 'Invalid Request', 'X-Account-Id is required');
    const x = c.get('x');
    const token = await accessToken(x, c.get('accountId'), xUserId);
    if (!token) {
      return problem(
        c,
        401,
        'Unauthorized',
        'Your X session is no longer valid. Please sign in again.',
        'x_session_invalid',
      );
    }
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    let answer: Response;
    try {
      answer = await send(`${x.apiUrl}${target}`, { ...init, headers });
    } catch (error) {
      // The browser's body went past its limit on its way to X (which was cut off).
      if (error instanceof BodyTooLargeError) return bodyTooLargeResponse(error.maxBytes);
      return problem(c, 502, 'Bad Gateway', 'X could not be reached');
    }
    const passed = new Headers();
    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name);
      if (value) passed.set(name, value);
    }
    let body: ArrayBuffer | null = null;
    try {
      if (answer.status !== 204) body = await answer.arrayBuffer();
    } catch {
      // X's answer was cut off on its way: what was asked may have happened.
      return problem(c, 502, 'Bad Gateway', "X's answer was cut off");
    }
    return new Response(body, { status: answer.status, headers: passed });
  }

  // composer.md §7.5: simple upload, then the chunked steps, each under /api/x.
  app.post('/uploadMedia/v2', async (c) => {
    const form = await c.req.formData().catch(() => undefined);
    const file = form?.get('file') ?? form?.get('media');
    if (!(file instanceof Blob)) return problem(c, 400, 'Invalid Request', 'A file is required');
    const upstream = new FormData();
    upstream.set('media', file);
    const category = form?.get('media_category');
    if (typeof category === 'string') upstream.set('media_category', category);
    const answer = await forward(
      c,
      '/2/media/upload',
      { method: 'POST', body: upstream },
      sendWithin(X_UPLOAD_TIMEOUT_MS),
    );
    if (!answer.ok) return answer;
    const body = z
      .object({ data: z.object({ id: z.string() }).passthrough() })
      .safeParse(await answer.json());
    if (!body.success) return problem(c, 502, 'Bad Gateway', 'X answered without a media id');
    return c.json({ data: { ...body.data.data, media_id: body.data.data.id } }, 201);
  });

  const chunkQuery = (c: Context<XEnv>, command: string, keys: readonly string[]) =>
    new URLSearchParams([
      ['command', command],
      ...keys.flatMap((key) => {
        const v = c.req.query(key);
        return v === undefined ? [] : [[key, v] as [string, string]];
      }),
    ]);

  app.post('/chunk/v2/init', (c) =>
    forward(
      c,
      `/2/media/upload?${chunkQuery(c, 'INIT', ['total_bytes', 'media_type', 'media_category'])}`,
      {
        method: 'POST',
      },
    ),
  );
  // The chunk goes through as it came (the same multipart `media` field X wants), unparsed.
  app.post('/chunk/v2/append', async (c) => {
    const type = c.req.header('content-type') ?? '';
    const target = `/2/media/upload?${chunkQuery(c, 'APPEND', ['media_id', 'segment_index'])}`;
    const init = { method: 'POST', headers: { 'Content-Type': type } };
    // Served by Node (@hono/node-server), and nothing read the body yet: the browser's
    // connection itself, piped to X.
    const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
    if (
      type.startsWith('multipart/form-data') &&
      incoming instanceof IncomingMessage &&
      incoming.readableFlowing === null
    ) {
      return forward(c, target, init, (url, sent) =>
        streamToX(url, {
          method: 'POST',
          headers: sent.headers,
          body: incoming,
          // The connection's bytes never pass the body limit's counter: counted here, to the
          // same limit (a declared length above it was refused already).
          maxBytes: X_CHUNK_BODY_LIMIT,
          signal: AbortSignal.timeout(X_UPLOAD_TIMEOUT_MS),
        }),
      );
    }
    if (!type.startsWith('multipart/form-data') || !c.req.raw.body) {
      return problem(c, 400, 'Invalid Request', 'media is required (multipart/form-data)');
    }
    return forward(
      c,
      target,
      {
        ...init,
        body: c.req.raw.body,
        // Node's fetch needs `duplex` for a streamed body; the DOM typings do not know it.
        duplex: 'half',
      } as RequestInit,
      sendWithin(X_UPLOAD_TIMEOUT_MS),
    );
  });
  app.post('/chunk/v2', (c) =>
    forward(c, `/2/media/upload?${chunkQuery(c, 'FINALIZE', ['media_id'])}`, { method: 'POST' }),
  );
  app.get('/chunk/v2', (c) =>
    forward(c, `/2/media/upload?${chunkQuery(c, 'STATUS', ['media_id'])}`, { method: 'GET' }),
  );

  app.all('/*', async (c) => {
    const path = c.req.path.replace(/^\/api\/x/, '');
    const allowed = FORWARDED.some(
      (route) => route.method === c.req.method && route.path.test(path),
    );
    if (!allowed) return problem(c, 404, 'Not Found', `No such X call: ${c.req.method} ${path}`);
    const search = new URL(c.req.url).search;
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    return forward(c, `/2${path}${search}`, {
      method: c.req.method,
      ...(body === undefined ? {} : { body, headers: { 'Content-Type': 'application/json' } }),
    });
  });

  return app;
}
