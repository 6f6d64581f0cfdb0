import { createHash, randomBytes } from 'node:crypto';
import { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { XAccountStore, XTokens } from './xAccountStore';
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

const SCOPES = 'tweet.read tweet.write users.read offline.access media.write';
const viewerSchema = z.string().uuid();
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
  { method: 'DELETE', path: /^\/tweets\/\d+$/ },
  { method: 'GET', path: /^\/tweets\/(\d+|search\/recent)$/ },
  { method: 'GET', path: /^\/users\/(\d+|me|by\/username\/\w+)$/ },
  { method: 'GET', path: /^\/users\/\d+\/tweets$/ },
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

/**
 * `/api/x/…`: X's OAuth 2.0 (PKCE) sign-in, the accounts it connected, and
 * the X API calls the app makes, with the tokens the server holds (X sends no
 * CORS headers, and tokens never reach the browser).
 */
export function createXRoutes(options: {
  store: XAccountStore;
  /** Asked per request: the sandbox may come up after the server. */
  x: () => XServiceConfig | undefined;
  now?: () => number;
}) {
  const { store } = options;
  const now = options.now ?? Date.now;
  const app = new Hono<{ Variables: { x: XServiceConfig } }>();

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

  const viewerOf = (c: Context) => viewerSchema.safeParse(c.req.header('x-viewer-id')).data;
  const redirectUri = (c: Context) => `${new URL(c.req.url).origin}/api/x/oauth/callback`;

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

  /** A live access token for the account: refreshed when about to expire; the account dropped when refused. */
  async function accessToken(
    x: XServiceConfig,
    viewerId: string,
    accountId: string,
  ): Promise<string | undefined> {
    const account = store.get(viewerId, accountId);
    if (!account) return undefined;
    if (account.tokens.expiresAt - 60_000 > now()) return account.tokens.accessToken;
    const fresh = await tokenRequest(x, {
      grant_type: 'refresh_token',
      refresh_token: account.tokens.refreshToken,
    });
    if (!fresh) {
      store.remove(viewerId, accountId);
      return undefined;
    }
    store.save(viewerId, account, fresh);
    return fresh.accessToken;
  }

  app.get('/oauth/start', (c) => {
    const x = c.get('x');
    const viewerId = viewerSchema.safeParse(c.req.query('viewer')).data;
    const returnTo = c.req.query('return_to') ?? '/settings';
    if (!viewerId || !returnTo.startsWith('/') || returnTo.startsWith('//')) {
      return problem(
        c,
        400,
        'Invalid Request',
        'viewer (a UUID) and a same-site return_to are required',
      );
    }
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(16).toString('base64url');
    store.addPending(state, viewerId, verifier, returnTo);
    const authorize = new URL(x.authorizeUrl);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: x.clientId,
      redirect_uri: redirectUri(c),
      scope: SCOPES,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...(c.req.query('login_hint') ? { login_hint: c.req.query('login_hint') ?? '' } : {}),
    }).toString();
    return c.redirect(authorize.toString(), 302);
  });

  app.get('/oauth/callback', async (c) => {
    const x = c.get('x');
    const pending = store.takePending(c.req.query('state') ?? '');
    if (!pending)
      return problem(
        c,
        400,
        'Invalid Request',
        'This sign-in expired or was already used. Please try again.',
      );
    const back = (params: Record<string, string>) =>
      c.redirect(
        `${pending.returnTo}${pending.returnTo.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`,
        302,
      );
    const code = c.req.query('code');
    if (!code) return back({ x_error: c.req.query('error') ?? 'access_denied' });
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
    store.save(pending.viewerId, user.data.data, tokens);
    return back({ x_connected: user.data.data.id });
  });

  app.get('/accounts', (c) => {
    const viewerId = viewerOf(c);
    if (!viewerId) return problem(c, 400, 'Invalid Request', 'X-Viewer-Id is required');
    return c.json({ data: store.list(viewerId) });
  });

  app.delete('/accounts/:id', (c) => {
    const viewerId = viewerOf(c);
    if (!viewerId) return problem(c, 400, 'Invalid Request', 'X-Viewer-Id is required');
    return store.remove(viewerId, c.req.param('id'))
      ? c.body(null, 204)
      : problem(c, 404, 'Not Found', 'No such X account on this device');
  });

  /**
   * Sends a request to X as the account named by X-Account-Id, passing X's
   * answer back; an API call gets timedFetch's 15 s unless `send` says otherwise.
   */
  async function forward(
    c: Context<{ Variables: { x: XServiceConfig } }>,
    target: string,
    init: RequestInit,
    send: Send = sendWithin(),
  ): Promise<Response> {
    const viewerId = viewerOf(c);
    const accountId = c.req.header('x-account-id');
    if (!viewerId || !accountId)
      return problem(c, 400, 'Invalid Request', 'X-Viewer-Id and X-Account-Id are required');
    const x = c.get('x');
    const token = await accessToken(x, viewerId, accountId);
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

  const chunkQuery = (
    c: Context<{ Variables: { x: XServiceConfig } }>,
    command: string,
    keys: readonly string[],
  ) =>
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
