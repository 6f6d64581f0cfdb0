import { Hono } from 'hono';
import { z } from 'zod';
import { CAPABILITIES } from '@/domain/capabilities';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
import { parseJsonBody } from '../http/parseJsonBody';
import type { AnonymousPoster } from './anonymousPoster';
import type { AnonymousRequest } from './anonymousStore';
import { xWeightedLength } from '@/domain/composer/rules/xWeightedLength';

const CAST_ID = /^\d+:0x[0-9a-fA-F]{40}$/;
const TWEET_ID = /^\d{1,19}$/;
const webUrl = z
  .string()
  .url()
  .max(2048)
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http or https URL');

/** The shared accounts post as normal (not Pro, not verified) accounts. */
const FARCASTER_BYTES = CAPABILITIES.Farcaster.length.normal;
const FARCASTER_EMBEDS = CAPABILITIES.Farcaster.images.max;
const X_LENGTH = CAPABILITIES.Twitter.length.normal;

/** composer.md §7.6: the body of an anonymous post; `postToFarcaster` (default true) is ours. */
export const anonymousPostSchema = z
  .object({
    text: z.string().max(10_000),
    embeds: z.array(webUrl).max(FARCASTER_EMBEDS).default([]),
    quote: z.string().min(1).max(128).nullable().default(null),
    parent: z.string().min(1).max(128).nullable().default(null),
    channel: webUrl.nullable().default(null),
    postToTwitter: z.boolean().default(false),
    postToFarcaster: z.boolean().default(true),
  })
  .superRefine((post, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: path ? [path] : [], message });
    if (!post.text.trim() && post.embeds.length === 0)
      issue('text', 'text or an embed is required');
    if (!post.postToFarcaster && !post.postToTwitter)
      issue('postToFarcaster', 'choose Farcaster, Twitter or both');
    const target = post.quote ?? post.parent;
    if (target && post.postToFarcaster && post.postToTwitter)
      issue(post.quote ? 'quote' : 'parent', 'a reply or quote goes to one network only');
    for (const key of ['quote', 'parent'] as const) {
      const id = post[key];
      if (!id) continue;
      if (post.postToFarcaster && !CAST_ID.test(id)) issue(key, 'must be a cast id (fid:0xhash)');
      if (!post.postToFarcaster && post.postToTwitter && !TWEET_ID.test(id))
        issue(key, 'must be a tweet id');
    }
    if (post.channel && (!post.postToFarcaster || post.parent))
      issue('channel', 'a channel is for a Farcaster post that is not a reply');
    if (post.postToFarcaster) {
      if (new TextEncoder().encode(post.text).length > FARCASTER_BYTES)
        issue('text', `at most ${FARCASTER_BYTES} bytes on Farcaster`);
      if (post.embeds.length + (post.quote ? 1 : 0) > FARCASTER_EMBEDS)
        issue('embeds', `at most ${FARCASTER_EMBEDS} embeds on Farcaster, a quote included`);
    }
    if (post.postToTwitter) {
      const tweet = [post.text, ...post.embeds.filter((url) => !post.text.includes(url))]
        .filter(Boolean)
        .join(' ');
      if (xWeightedLength(tweet) > X_LENGTH) issue('text', `at most ${X_LENGTH} characters on X`);
    }
  });

/**
 * `/api/anonymous/…` (composer.md §3.9, §4.3, §5.8, §7.6), all with the
 * Polycast session (401 without):
 * - `GET rate-limits` → `{code: 0, data: {can_post, canPost, daily_limit,
 *   daily_remaining, wait_seconds, wait_minutes, copyToAnoncast,
 *   copyToTwitter, accounts}}` (the client keeps it 60 s).
 * - `POST posts` {text, embeds[url], quote, parent, channel, postToTwitter,
 *   postToFarcaster?} → `{success: true, post_id, message}`; 400 `{success:
 *   false, message}` naming the bad field; 429 with the rate limits when
 *   none is left or the wait is not over (Retry-After); 503 when the target's
 *   shared account is not configured.
 *   With an `Idempotency-Key` header, the same key from the same account
 *   answers the post it made the first time (no second post, no limit
 *   checked); the key with another body is a 422.
 * - `GET posts/:postId` → `{code: 0, data: {status, cast_hashs[{community,
 *   hash, tweetId}], error}}`; 404 for a post of another account.
 */
export function createAnonymousRoutes(accounts: ProductAccountStore, poster: AnonymousPoster) {
  const app = new Hono<SessionEnv>();
  app.use('/*', requireProductSession(accounts));

  app.get('/rate-limits', (c) =>
    c.json({ code: 0, data: poster.rateLimits(c.get('accountId')) }, 200, {
      'Cache-Control': 'private, no-store',
    }),
  );

  app.post('/posts', async (c) => {
    const body = await parseJsonBody(c, anonymousPostSchema);
    if (!body.ok) return c.json({ success: false, message: body.message }, 400);
    const request: AnonymousRequest = body.value;
    const accountId = c.get('accountId');
    const key = c.req.header('Idempotency-Key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      return c.json(
        { success: false, message: 'Idempotency-Key: 1 to 255 visible characters' },
        400,
      );
    }
    // A retry of a post already made (its answer was lost): the same post, not a second one.
    const earlier = key === undefined ? undefined : poster.earlier(accountId, key);
    if (earlier) {
      if (JSON.stringify(earlier.request) !== JSON.stringify(request)) {
        return c.json(
          { success: false, message: 'This Idempotency-Key was used for another post' },
          422,
        );
      }
      return c.json({ success: true, post_id: earlier.postId, message: 'Queued' }, 200, {
        'Cache-Control': 'no-store',
      });
    }
    const { copyToAnoncast, copyToTwitter } = poster.availability();
    if ((request.postToFarcaster && !copyToAnoncast) || (request.postToTwitter && !copyToTwitter)) {
      const network = request.postToFarcaster && !copyToAnoncast ? 'Farcaster' : 'X';
      return c.json(
        { success: false, message: `Anonymous posting on ${network} is not available` },
        503,
      );
    }
    // Checked and stored with no wait between: two posts at once cannot both slip in.
    const limits = poster.rateLimits(accountId);
    if (limits.daily_remaining === 0 || limits.wait_seconds > 0) {
      const message =
        limits.daily_remaining === 0
          ? `You have used today's ${limits.daily_limit} anonymous posts`
          : `Wait ${limits.wait_seconds} s before the next anonymous post`;
      return c.json({ success: false, message, ...limits }, 429, {
        'Retry-After': String(
          limits.daily_remaining === 0 ? secondsToNextDay(Date.now()) : limits.wait_seconds,
        ),
      });
    }
    const post = poster.submit(accountId, request, key);
    return c.json({ success: true, post_id: post.postId, message: 'Queued' }, 200, {
      'Cache-Control': 'no-store',
    });
  });

  app.get('/posts/:postId', (c) => {
    const status = poster.status(c.get('accountId'), c.req.param('postId'));
    if (!status) return c.json({ code: 404, error: 'No anonymous post with this id' }, 404);
    return c.json({ code: 0, data: status }, 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}

/** An Idempotency-Key as clients send them (the app sends its intent's event id). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const secondsToNextDay = (now: number) => Math.ceil((86_400_000 - (now % 86_400_000)) / 1000);
