import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { tweetEntitiesSchema, tweetTextAsWritten } from '@/sources/x/xTweetText';
import type { ServerDatabase } from '../storage/openServerDatabase';
import type { SecretBox } from '../storage/secretBox';
import { timedFetch } from '../http/timedFetch';

/** The shared anonymous X account, and how the server gets its tokens. */
export interface AnonymousXAccount {
  apiUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  userId: string;
  username: string;
  /**
   * The first tokens: the sandbox's X consents at once to a sign-in naming
   * the account (`login_hint`); against X itself, a refresh token the
   * operator got once by signing in as the account.
   */
  signIn: { loginHint: true } | { refreshToken: string };
}

interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
});

const SCOPES = 'tweet.read tweet.write users.read offline.access';
/** Never visited: the sandbox's X redirects to it with the code, which we read from Location. */
const REDIRECT_URI = 'http://127.0.0.1/anonymous/x/callback';

/**
 * The anonymous X account's tokens, sealed at rest in `anonymous_credentials`
 * and refreshed a minute before they expire (X's refresh tokens work once:
 * the new pair replaces the old). One refresh at a time.
 */
export function createAnonymousXTokens(options: {
  db: ServerDatabase;
  box: SecretBox;
  now?: () => number;
}) {
  const { db, box } = options;
  const now = options.now ?? Date.now;
  const read = db.prepare('SELECT sealed FROM anonymous_credentials WHERE network = ?');
  const write = db.prepare(
    `INSERT INTO anonymous_credentials (network, sealed, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (network) DO UPDATE SET sealed = excluded.sealed, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare('DELETE FROM anonymous_credentials WHERE network = ?');
  let inFlight: Promise<string | undefined> | undefined;

  const keyOf = (account: AnonymousXAccount) => `x:${account.userId}`;
  const load = (account: AnonymousXAccount): Tokens | undefined => {
    const row = read.get(keyOf(account)) as { sealed: string } | undefined;
    if (!row) return undefined;
    try {
      return JSON.parse(box.open(row.sealed)) as Tokens;
    } catch {
      return undefined;
    }
  };
  const save = (account: AnonymousXAccount, tokens: Tokens) =>
    write.run(keyOf(account), box.seal(JSON.stringify(tokens)), now());

  async function tokenRequest(account: AnonymousXAccount, form: Record<string, string>) {
    const answer = await timedFetch(
      account.tokenUrl,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: account.clientId, ...form }),
      },
      10_000,
    ).catch(() => undefined);
    const parsed = tokenSchema.safeParse(await answer?.json().catch(() => undefined));
    if (!answer?.ok || !parsed.success) return undefined;
    return {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token,
      expiresAt: now() + parsed.data.expires_in * 1000,
    };
  }

  /** OAuth 2.0 with PKCE, server to server: only the sandbox's X consents without a person. */
  async function signInWithHint(account: AnonymousXAccount): Promise<Tokens | undefined> {
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(account.authorizeUrl);
    authorize.search = new URLSearchParams({
      response_type: 'code',
      client_id: account.clientId,
      redirect_uri: REDIRECT_URI,
      scope: SCOPES,
      state: randomBytes(16).toString('base64url'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      login_hint: account.username,
    }).toString();
    const consent = await timedFetch(authorize, { redirect: 'manual' }, 10_000).catch(
      () => undefined,
    );
    const location = consent?.headers.get('location');
    const code = location ? new URL(location).searchParams.get('code') : null;
    if (!code) return undefined;
    return tokenRequest(account, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    });
  }

  async function fresh(account: AnonymousXAccount): Promise<string | undefined> {
    const kept = load(account);
    if (kept && kept.expiresAt - 60_000 > now()) return kept.accessToken;
    const refreshToken =
      kept?.refreshToken ??
      ('refreshToken' in account.signIn ? account.signIn.refreshToken : undefined);
    let tokens = refreshToken
      ? await tokenRequest(account, { grant_type: 'refresh_token', refresh_token: refreshToken })
      : undefined;
    if (!tokens && 'loginHint' in account.signIn) tokens = await signInWithHint(account);
    if (!tokens) {
      remove.run(keyOf(account));
      return undefined;
    }
    save(account, tokens);
    return tokens.accessToken;
  }

  return {
    /** A live access token for the account, or undefined when X will not give one. */
    accessToken(account: AnonymousXAccount): Promise<string | undefined> {
      inFlight ??= fresh(account).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    /** Drops the kept tokens (X refused them): the next call gets new ones. */
    forget(account: AnonymousXAccount) {
      remove.run(keyOf(account));
    },
  };
}

export type AnonymousXTokens = ReturnType<typeof createAnonymousXTokens>;

export type TweetOutcome =
  | { kind: 'posted'; id: string }
  | { kind: 'duplicate' }
  | { kind: 'refused'; message: string }
  | { kind: 'auth' }
  | { kind: 'retry'; message: string; retryAfterMs?: number }
  /** The request may have landed (the answer was lost): look before sending again. */
  | { kind: 'unknown'; message: string };

const problemSchema = z.object({
  detail: z.string().optional(),
  title: z.string().optional(),
  errors: z.array(z.object({ message: z.string() })).optional(),
});

/** `POST /2/tweets` as the anonymous account, within 15 s (or until `signal` ends it). */
export async function postTweet(
  account: AnonymousXAccount,
  token: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<TweetOutcome> {
  let answer: Response;
  try {
    answer = await timedFetch(
      `${account.apiUrl}/2/tweets`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      },
      15_000,
    );
  } catch (error) {
    return { kind: 'unknown', message: `X could not be reached (${(error as Error).message})` };
  }
  const json: unknown = await answer.json().catch(() => undefined);
  if (answer.status === 201) {
    const id = z.object({ data: z.object({ id: z.string() }) }).safeParse(json).data?.data.id;
    return id ? { kind: 'posted', id } : { kind: 'unknown', message: "X's answer was cut off" };
  }
  const problem = problemSchema.safeParse(json).data;
  const message =
    problem?.errors?.map((e) => e.message).join('; ') ||
    problem?.detail ||
    `X answered ${answer.status}`;
  if (answer.status === 401) return { kind: 'auth' };
  if (answer.status === 403 && /duplicate/i.test(message)) return { kind: 'duplicate' };
  if (answer.status === 429 || answer.status === 503) {
    const reset = Number(answer.headers.get('x-rate-limit-reset'));
    const retryAfter = Number(answer.headers.get('retry-after'));
    const wait =
      retryAfter > 0 ? retryAfter * 1000 : reset > 0 ? reset * 1000 - Date.now() : undefined;
    return { kind: 'retry', message, ...(wait && wait > 0 ? { retryAfterMs: wait } : {}) };
  }
  if (answer.status >= 500) return { kind: 'unknown', message };
  return { kind: 'refused', message };
}

const timelineSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        created_at: z.string().optional(),
        entities: z.unknown().optional(),
        referenced_tweets: z.array(z.object({ type: z.string(), id: z.string() })).optional(),
      }),
    )
    .default([]),
});

/**
 * The anonymous account's tweet with this text posted since `since` (epoch
 * ms), if any: what a lost answer or a "duplicate" refusal hides. The
 * account is shared, so an older tweet with the same words is someone
 * else's. Undefined when X cannot say (within 15 s, or before `signal`).
 */
export async function findRecentTweet(
  account: AnonymousXAccount,
  token: string,
  text: string,
  since: number,
  signal?: AbortSignal,
): Promise<{ found: string | null } | undefined> {
  const answer = await timedFetch(
    `${account.apiUrl}/2/users/${account.userId}/tweets?max_results=100&tweet.fields=created_at,entities,referenced_tweets`,
    { headers: { Authorization: `Bearer ${token}` }, ...(signal ? { signal } : {}) },
    15_000,
  ).catch(() => undefined);
  if (!answer?.ok) return undefined;
  const page = timelineSchema.safeParse(await answer.json().catch(() => undefined));
  if (!page.success) return undefined;
  const match = page.data.data.find((tweet) => {
    // A second of slack for clocks; X stamps created_at when it stores the tweet.
    if (tweet.created_at && Date.parse(tweet.created_at) < since - 1000) return false;
    const quoted = tweet.referenced_tweets?.find((r) => r.type === 'quoted')?.id;
    const entities = tweetEntitiesSchema.safeParse(tweet.entities).data;
    return tweetTextAsWritten(tweet.text, entities, quoted) === text.trimEnd();
  });
  return { found: match?.id ?? null };
}
