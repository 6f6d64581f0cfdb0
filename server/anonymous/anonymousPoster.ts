import type { FarcasterNetwork } from '@farcaster/core';
import { createFarcasterSource } from '@/sources/farcaster/createFarcasterSource';
import { memoryCredentialStore } from '@/sources/credentialStore';
import type { OutgoingPost, PreparedPost, Source } from '@/sources/source';
import { fail, isRetryable, type SourceResult } from '@/domain/result';
import { textWithLink } from '@/sources/x/xTweetText';
import {
  findRecentTweet,
  postTweet,
  type AnonymousXAccount,
  type AnonymousXTokens,
} from './anonymousX';
import type {
  AnonymousPost,
  AnonymousRequest,
  AnonymousStatus,
  AnonymousStore,
} from './anonymousStore';

/** The shared anonymous Farcaster account: its fid and signer key (never logged, never answered). */
export interface AnonymousFarcasterAccount {
  hub: string;
  network: FarcasterNetwork;
  fid: number;
  fname: string;
  signerPrivateKey: string;
}

export interface AnonymousAccounts {
  farcaster?: AnonymousFarcasterAccount;
  x?: AnonymousXAccount;
}

/** Chosen (composer.md §3.9 leaves them open): 10 anonymous posts a UTC day, one a minute. */
export const ANONYMOUS_LIMITS = { dailyLimit: 10, cooldownSeconds: 60 } as const;

/** What `GET /api/anonymous/rate-limits` answers (composer.md §3.9: rate limits and quota in one). */
export interface AnonymousRateLimits {
  can_post: boolean;
  canPost: boolean;
  daily_limit: number;
  daily_remaining: number;
  wait_seconds: number;
  wait_minutes: number;
  copyToAnoncast: boolean;
  copyToTwitter: boolean;
  /** The shared accounts' public profiles (the notice on a time-out links to them). */
  accounts: { platform: 'Farcaster' | 'Twitter'; platform_id: string; handle: string }[];
}

/** What `GET /api/anonymous/posts/:id` answers (composer.md §3.9, post status). */
export interface AnonymousPostStatusAnswer {
  status: AnonymousStatus;
  cast_hashs: { community: string; hash: string; tweetId: string | null }[];
  error: string | null;
}

/** The `community` of a cast hash entry: the product's anonymous community. */
export const ANONYMOUS_COMMUNITY = 'polycast';

const DAY_MS = 86_400_000;

/** Each Farcaster step (making the message, sending it with its retries) has this long. */
const FARCASTER_STEP_MS = 30_000;

/**
 * The longest one anonymous post may take once started, after which it is
 * failed: every call in it has its own limit (10 to 30 s) and each step
 * four attempts, but the waits between them follow the networks' rate
 * limits (up to a minute each), so only a deadline bounds the whole. Ten
 * minutes is past the slowest legitimate run (Farcaster's step, then four
 * X attempts each waiting out a rate limit); the app stopped watching long
 * before (composer.md §4.3) and says where to look for the post. Posts go
 * one at a time, so without it one hung post would hold all that follow.
 */
export const ANONYMOUS_POST_DEADLINE_MS = 10 * 60_000;
const TERMINAL: readonly AnonymousStatus[] = ['sent', 'failed', 'proof_failed'];
const TOOK_TOO_LONG = 'it took too long';

export interface AnonymousPosterOptions {
  store: AnonymousStore;
  /** Asked per post: the sandbox may come up after the server. */
  accounts: () => AnonymousAccounts | undefined;
  xTokens: AnonymousXTokens;
  limits?: { dailyLimit: number; cooldownSeconds: number };
  now?: () => number;
  /** First wait between attempts (doubled each time), and how many attempts a step gets. */
  retry?: { baseMs: number; attempts: number };
  /** Tests: a shorter deadline than ANONYMOUS_POST_DEADLINE_MS. */
  deadlineMs?: number;
}

/**
 * Anonymous posting through the shared accounts (composer.md §3.9, §4.3,
 * §5.8, §7.6). A post is queued, then its messages are made and signed
 * (`generating_proof`: the signed cast and the tweet's body are stored before
 * anything is sent, so a retry or a restart sends the same thing), then sent
 * to Farcaster and X; `sent`, or `proof_failed` when the networks' rules
 * refuse the content, or `failed`. One post at a time, in order.
 */
export function createAnonymousPoster(options: AnonymousPosterOptions) {
  const { store, xTokens } = options;
  const now = options.now ?? Date.now;
  const limits = options.limits ?? ANONYMOUS_LIMITS;
  const retry = options.retry ?? { baseMs: 1000, attempts: 4 };
  const deadlineMs = options.deadlineMs ?? ANONYMOUS_POST_DEADLINE_MS;
  const queue: string[] = [];
  const stop = new AbortController();
  let running: Promise<void> | undefined;

  /** Waits `ms`, or less when the poster stops or the post's deadline comes. */
  const sleep = (ms: number, deadline: AbortSignal) =>
    new Promise<void>((resolve) => {
      const over = AbortSignal.any([stop.signal, deadline]);
      if (over.aborted) return resolve();
      const done = () => {
        clearTimeout(timer);
        over.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      over.addEventListener('abort', done);
    });

  /** What `promise` gives, or undefined once the deadline came first. */
  const beforeDeadline = <T>(promise: Promise<T>, deadline: AbortSignal) =>
    new Promise<T | undefined>((resolve, reject) => {
      if (deadline.aborted) return resolve(undefined);
      const late = () => resolve(undefined);
      deadline.addEventListener('abort', late, { once: true });
      promise.then(resolve, reject).finally(() => deadline.removeEventListener('abort', late));
    });

  const farcasterSources = new Map<string, Source>();
  function farcasterSource(account: AnonymousFarcasterAccount): Source {
    const key = `${account.hub}|${account.fid}`;
    let source = farcasterSources.get(key);
    if (!source) {
      const credentials = memoryCredentialStore<{ fid: number; signerPrivateKey: string }>();
      void credentials.save(String(account.fid), {
        fid: account.fid,
        signerPrivateKey: account.signerPrivateKey,
      });
      source = createFarcasterSource({
        hubUrl: account.hub,
        fid: account.fid,
        network: account.network,
        store: credentials,
        // Anonymous posts embed URLs the composer already stored: nothing is uploaded here.
        media: { upload: async () => fail({ kind: 'invalid', message: 'No uploads here' }) },
        now,
      });
      farcasterSources.set(key, source);
    }
    return source;
  }

  /** A step's call, tried again (with backoff) while the failure is retryable and time is left. */
  async function withRetries<T>(
    call: () => Promise<SourceResult<T>>,
    deadline: AbortSignal,
  ): Promise<SourceResult<T>> {
    let result = await call();
    for (
      let attempt = 1;
      attempt < retry.attempts && !result.ok && isRetryable(result.error);
      attempt++
    ) {
      const wait = result.error.kind === 'rate_limited' ? result.error.retryAfterMs : undefined;
      await sleep(Math.min(wait ?? retry.baseMs * 2 ** (attempt - 1), 60_000), deadline);
      if (stop.signal.aborted || deadline.aborted) break;
      result = await call();
    }
    return result;
  }

  const tweetText = (request: AnonymousRequest) =>
    request.embeds.reduce((text, url) => textWithLink(text, { url }), request.text);

  function outgoing(request: AnonymousRequest): OutgoingPost {
    return {
      text: request.text,
      // The hub keeps URLs only: each embed is a URL embed, as a stored picture is.
      media: request.embeds.map((url) => ({ kind: 'image' as const, ref: url, mimeType: '' })),
      ...(request.quote ? { quoteOf: request.quote } : {}),
      ...(request.parent ? { replyTo: request.parent } : {}),
      ...(request.channel ? { channel: request.channel } : {}),
    };
  }

  const end = (postId: string, status: AnonymousStatus, error?: string) =>
    store.update(postId, { status, ...(error ? { error } : {}) });

  async function sendToFarcaster(
    post: AnonymousPost,
    account: AnonymousFarcasterAccount,
    deadline: AbortSignal,
  ) {
    const source = farcasterSource(account);
    const prepared = post.farcasterRequest as PreparedPost;
    const signal = AbortSignal.any([deadline, AbortSignal.timeout(FARCASTER_STEP_MS)]);
    let result = await withRetries(() => source.publish(prepared, signal), deadline);
    // The answer was lost: the hub knows whether the signed message is there.
    for (
      let attempt = 1;
      !result.ok &&
      result.error.kind === 'unknown_outcome' &&
      attempt < retry.attempts &&
      !deadline.aborted;
      attempt++
    ) {
      const found = await withRetries(() => source.reconcile(prepared, signal), deadline);
      if (found.ok && found.value)
        return { ok: true as const, hash: found.value.id.split(':')[1] ?? '' };
      result = await withRetries(() => source.publish(prepared, signal), deadline);
    }
    if (!result.ok) return { ok: false as const, error: result.error.message };
    return { ok: true as const, hash: result.value.id.split(':')[1] ?? '' };
  }

  async function sendToX(post: AnonymousPost, account: AnonymousXAccount, deadline: AbortSignal) {
    const body = post.tweetRequest ?? {};
    const text = typeof body.text === 'string' ? body.text : '';
    let sentAt = post.tweetSentAt;
    // When we first sent it: a "duplicate" is ours only if an earlier send of ours exists.
    let firstSentAt = sentAt;
    for (let attempt = 0; attempt < retry.attempts; attempt++) {
      if (attempt > 0) await sleep(retry.baseMs * 2 ** (attempt - 1), deadline);
      if (stop.signal.aborted || deadline.aborted) break;
      // The token request is shared by every caller (and has its own 10 s): only waited for here.
      const token = await beforeDeadline(xTokens.accessToken(account), deadline);
      if (!token) continue;
      if (sentAt !== undefined) {
        // An earlier send may have landed: look for it before sending again.
        const look = await findRecentTweet(account, token, text, sentAt, deadline);
        if (!look) continue;
        if (look.found) return { ok: true as const, id: look.found };
      }
      sentAt = now();
      firstSentAt ??= sentAt;
      store.update(post.postId, { tweetSentAt: sentAt });
      const outcome = await postTweet(account, token, body, deadline);
      if (outcome.kind === 'posted') return { ok: true as const, id: outcome.id };
      if (outcome.kind === 'refused') return { ok: false as const, error: outcome.message };
      if (outcome.kind === 'duplicate') {
        // Ours from an earlier send whose answer was lost, or someone's same words before.
        const look =
          firstSentAt < sentAt
            ? await findRecentTweet(account, token, text, firstSentAt, deadline)
            : undefined;
        if (look?.found) return { ok: true as const, id: look.found };
        return {
          ok: false as const,
          error: 'X refuses the same words twice from the anonymous account',
        };
      }
      if (outcome.kind === 'auth') {
        xTokens.forget(account);
        sentAt = undefined;
      }
      if (outcome.kind === 'retry' && outcome.retryAfterMs)
        await sleep(Math.min(outcome.retryAfterMs, 60_000), deadline);
    }
    return {
      ok: false as const,
      error: deadline.aborted ? TOOK_TOO_LONG : 'X could not be reached',
    };
  }

  async function process(postId: string, deadline: AbortSignal) {
    let post = store.get(postId);
    if (!post || TERMINAL.includes(post.status)) return;
    const accounts = options.accounts();
    const { request } = post;
    if (post.status === 'queued') store.update(postId, { status: 'generating_proof' });

    if (request.postToFarcaster && post.farcasterRequest === undefined) {
      if (!accounts?.farcaster)
        return end(postId, 'failed', 'Anonymous posting on Farcaster is not available');
      const prepared = await withRetries(
        () =>
          farcasterSource(accounts.farcaster as AnonymousFarcasterAccount).prepare(
            outgoing(request),
            postId,
            AbortSignal.any([deadline, AbortSignal.timeout(FARCASTER_STEP_MS)]),
          ),
        deadline,
      );
      if (!prepared.ok)
        return end(
          postId,
          prepared.error.kind === 'invalid' ? 'proof_failed' : 'failed',
          prepared.error.message,
        );
      store.update(postId, { farcasterRequest: prepared.value });
    }
    if (request.postToTwitter && post.tweetRequest === undefined) {
      store.update(postId, {
        tweetRequest: {
          text: tweetText(request),
          ...(request.parent ? { reply: { in_reply_to_tweet_id: request.parent } } : {}),
          ...(request.quote ? { quote_tweet_id: request.quote } : {}),
        },
      });
    }
    post = store.get(postId) as AnonymousPost;

    if (request.postToFarcaster && !post.castHash) {
      if (!accounts?.farcaster)
        return end(postId, 'failed', 'Anonymous posting on Farcaster is not available');
      const sent = await sendToFarcaster(post, accounts.farcaster, deadline);
      if (!sent.ok)
        return end(
          postId,
          'failed',
          `Failed to post on: Farcaster (${deadline.aborted ? TOOK_TOO_LONG : sent.error})`,
        );
      store.update(postId, { castHash: sent.hash });
    }
    if (request.postToTwitter && !post.tweetId) {
      if (!accounts?.x) return end(postId, 'failed', 'Anonymous posting on X is not available');
      const sent = await sendToX(store.get(postId) as AnonymousPost, accounts.x, deadline);
      if (!sent.ok) return end(postId, 'failed', `Failed to post on: Twitter (${sent.error})`);
      store.update(postId, { tweetId: sent.id });
    }
    end(postId, 'sent');
  }

  function kick() {
    running ??= (async () => {
      while (queue.length > 0 && !stop.signal.aborted) {
        const postId = queue.shift() as string;
        try {
          await process(postId, AbortSignal.timeout(deadlineMs));
        } catch (error) {
          console.error(`anonymous post ${postId} failed: ${(error as Error).message}`);
          end(postId, 'failed', 'Post failed to publish.');
        }
      }
    })().finally(() => {
      running = undefined;
      if (queue.length > 0 && !stop.signal.aborted) kick();
    });
  }

  /** Which shared accounts this server has. */
  const availability = () => {
    const accounts = options.accounts();
    return { copyToAnoncast: !!accounts?.farcaster, copyToTwitter: !!accounts?.x };
  };

  return {
    availability,

    rateLimits(accountId: string): AnonymousRateLimits {
      const at = now();
      const dayStart = at - (at % DAY_MS);
      const used = store.countSince(accountId, dayStart);
      const last = store.lastPostAt(accountId);
      const waitMs =
        last === undefined ? 0 : Math.max(0, last + limits.cooldownSeconds * 1000 - at);
      const remaining = Math.max(0, limits.dailyLimit - used);
      const accounts = options.accounts();
      const { copyToAnoncast, copyToTwitter } = availability();
      const canPost = remaining > 0 && waitMs === 0 && (copyToAnoncast || copyToTwitter);
      return {
        can_post: canPost,
        canPost,
        daily_limit: limits.dailyLimit,
        daily_remaining: remaining,
        wait_seconds: Math.ceil(waitMs / 1000),
        wait_minutes: Math.ceil(waitMs / 60_000),
        copyToAnoncast,
        copyToTwitter,
        accounts: [
          ...(accounts?.farcaster
            ? [
                {
                  platform: 'Farcaster' as const,
                  platform_id: String(accounts.farcaster.fid),
                  handle: accounts.farcaster.fname,
                },
              ]
            : []),
          ...(accounts?.x
            ? [
                {
                  platform: 'Twitter' as const,
                  platform_id: accounts.x.userId,
                  handle: accounts.x.username,
                },
              ]
            : []),
        ],
      };
    },

    /** Stores the post (queued) and starts on it; the caller checked the limits first, without a wait between. */
    submit(accountId: string, request: AnonymousRequest, idempotencyKey?: string): AnonymousPost {
      const post = store.create(accountId, request, idempotencyKey);
      queue.push(post.postId);
      kick();
      return post;
    },

    /** The account's post sent with this Idempotency-Key before, if any. */
    earlier(accountId: string, idempotencyKey: string): AnonymousPost | undefined {
      return store.byIdempotencyKey(accountId, idempotencyKey);
    },

    /** The post's status, for the account that made it only. */
    status(accountId: string, postId: string): AnonymousPostStatusAnswer | undefined {
      const post = store.get(postId);
      if (!post || post.accountId !== accountId) return undefined;
      const posted = post.castHash || post.tweetId;
      return {
        status: post.status,
        cast_hashs: posted
          ? [
              {
                community: ANONYMOUS_COMMUNITY,
                hash: post.castHash ?? '',
                tweetId: post.tweetId ?? null,
              },
            ]
          : [],
        error: post.error ?? null,
      };
    },

    /** Picks up posts a stopped server left unfinished. */
    resume() {
      for (const postId of store.unfinished()) if (!queue.includes(postId)) queue.push(postId);
      kick();
    },

    /** Waits until nothing is queued (tests). */
    async idle() {
      while (running) await running;
    },

    async close() {
      stop.abort();
      await running;
    },
  };
}

export type AnonymousPoster = ReturnType<typeof createAnonymousPoster>;
