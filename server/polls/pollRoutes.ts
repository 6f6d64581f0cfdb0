import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ProductAccountStore } from '../account/productAccountStore';
import {
  accountLinks,
  sessionOf,
  requireProductSession,
  type SessionEnv,
} from '../account/requireProductSession';
import { parseJsonBody } from '../http/parseJsonBody';
import { POST_PLATFORMS } from '../http/postPlatforms';
import { publicOrigin } from '../http/requestFacts';
import { pollImagePng } from './pollImage';
import { FRAME_POLL_LIMITS, POLL_TITLE_MAX_LENGTH } from './pollLimits';
import type { PollStore, StoredPoll } from './pollStore';

const { minChoices, maxChoices, choiceMaxLength, minSeconds, maxSeconds } = FRAME_POLL_LIMITS;
const codePoints = (text: string) => [...text].length;

/** composer.md §7.4: the body of `POST /v1/vote_frame/poll/create`. */
export const createPollSchema = z
  .object({
    title: z
      .string()
      .refine(
        (t) => codePoints(t) <= POLL_TITLE_MAX_LENGTH,
        `at most ${POLL_TITLE_MAX_LENGTH} characters`,
      ),
    choices: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'every choice needs a label')
          .refine(
            (label) => codePoints(label) <= choiceMaxLength,
            `at most ${choiceMaxLength} characters`,
          ),
      )
      .min(minChoices, `at least ${minChoices} choices`)
      .max(maxChoices, `at most ${maxChoices} choices`),
    type: z.enum(['Single', 'Multiple']),
    /** The poll's duration in seconds (composer.md §5.5 durationSeconds). */
    sub_time: z
      .number()
      .int()
      .min(minSeconds, `at least ${minSeconds} seconds`)
      .max(maxSeconds, `at most ${maxSeconds} seconds`),
    strategies: z.string().trim().min(1, 'strategies is required').max(64),
    multiple_count: z.number().int().min(1).optional(),
  })
  .superRefine((poll, ctx) => {
    const seen = new Set<string>();
    poll.choices.forEach((label, i) => {
      if (seen.has(label.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['choices', i], message: 'choices must differ' });
      seen.add(label.toLowerCase());
    });
    if (poll.type === 'Single' && poll.multiple_count !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['multiple_count'],
        message: 'only a Multiple poll has multiple_count',
      });
    if (poll.type === 'Multiple' && poll.multiple_count === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['multiple_count'],
        message: 'a Multiple poll needs multiple_count',
      });
    if (poll.multiple_count !== undefined && poll.multiple_count > poll.choices.length)
      ctx.addIssue({
        code: 'custom',
        path: ['multiple_count'],
        message: 'at most the number of choices',
      });
  });

const readQuerySchema = z.object({
  poll_id: z.string().uuid('poll_id is not a poll id'),
  platform: z.enum(POST_PLATFORMS).optional(),
  platform_id: z.string().min(1).max(128).optional(),
});

/** An Idempotency-Key as clients send them (the app sends `{intentId}:poll:{index}`). */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const frameUrl = (c: Context, pollId: string) => `${publicOrigin(c)}/frames/polls/${pollId}`;

/** A poll as `GET /v1/vote_frame/poll` answers it (reading.md §3.12, §7.5). */
function pollJson(
  c: Context,
  poll: StoredPoll,
  tally: { counts: number[]; mine: number[] },
  now: number,
) {
  const total = tally.counts.reduce((sum, n) => sum + n, 0);
  return {
    poll_id: poll.pollId,
    title: poll.title,
    type: poll.type,
    ...(poll.multipleCount === undefined ? {} : { multiple_count: poll.multipleCount }),
    strategies: poll.strategies,
    created_time: Math.floor(poll.createdAt / 1000),
    end_time: Math.floor(poll.endsAt / 1000),
    is_end: poll.endsAt <= now,
    choice_detail: poll.choices.map((name, i) => ({
      id: i + 1,
      name,
      count: tally.counts[i] ?? 0,
      is_select: tally.mine.includes(i),
      percent: total === 0 ? 0 : Math.round(((tally.counts[i] ?? 0) * 10_000) / total) / 100,
    })),
    frame_url: frameUrl(c, poll.pollId),
  };
}

const voteSchema = z.object({
  poll_id: z.string().uuid('poll_id is not a poll id'),
  platform: z.enum(POST_PLATFORMS),
  platform_id: z.string().min(1).max(128),
  /** Choice ids as `choice_detail` numbers them (1-based). */
  choices: z.array(z.number().int().min(1)).min(1, 'No selected choice.'),
});

/**
 * `/v1/vote_frame/…` (composer.md §7.4):
 * - `POST /poll/create` with the Polycast session, body {title, choices[],
 *   type 'Single' | 'Multiple', sub_time (seconds), strategies,
 *   multiple_count (Multiple only)}; answers `{code: 0, data: {poll_id,
 *   frame_url}}`. `frame_url` is what the post's invisible FRAME segment
 *   carries. 400 `{code, error}` naming the bad field; 401 without a session.
 *   With an `Idempotency-Key`, the same key from the same account answers
 *   the same poll; the key with another body answers 422.
 * - `GET /poll?poll_id&platform&platform_id` answers the poll with its
 *   choices and counts (reading.md §7.5's shape); 404 for an unknown id.
 *   `is_select` (the choices that profile picked) is true only for a caller
 *   whose Polycast session links the profile; to anyone else every
 *   `is_select` is false, and the counts are the same.
 * `POST /v2/vote_frame/poll/vote` (reading.md §7.5) is `createPollVoteRoutes`.
 */
export function createPollRoutes(
  accounts: ProductAccountStore,
  polls: PollStore,
  now: () => number = Date.now,
) {
  const app = new Hono<SessionEnv>();

  app.post('/poll/create', requireProductSession(accounts), async (c) => {
    const body = await parseJsonBody(c, createPollSchema);
    if (!body.ok) return c.json({ code: 400, error: body.message }, 400);
    const { title, choices, type, sub_time, strategies, multiple_count } = body.value;
    const accountId = c.get('accountId');
    const key = c.req.header('Idempotency-Key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
      return c.json({ code: 400, error: 'Idempotency-Key: 1 to 255 visible characters' }, 400);
    const request = JSON.stringify(body.value);
    // A retry of a poll already made (its answer was lost, or a second network asks): the same poll.
    const earlier = key === undefined ? undefined : polls.byIdempotencyKey(accountId, key);
    if (earlier) {
      if (earlier.request !== request)
        return c.json({ code: 422, error: 'This Idempotency-Key was used for another poll' }, 422);
      return c.json({
        code: 0,
        data: { poll_id: earlier.pollId, frame_url: frameUrl(c, earlier.pollId) },
      });
    }
    const poll = polls.create(
      accountId,
      {
        title,
        choices,
        type,
        strategies,
        durationSeconds: sub_time,
        ...(multiple_count === undefined ? {} : { multipleCount: multiple_count }),
      },
      key === undefined ? undefined : { key, request },
    );
    return c.json({ code: 0, data: { poll_id: poll.pollId, frame_url: frameUrl(c, poll.pollId) } });
  });

  app.get('/poll', (c) => {
    const query = readQuerySchema.safeParse(c.req.query());
    if (!query.success) {
      const issue = query.error.issues[0];
      return c.json({ code: 400, error: `${issue?.path.join('.')}: ${issue?.message}` }, 400);
    }
    const poll = polls.get(query.data.poll_id);
    if (!poll) return c.json({ code: 404, error: 'No poll with this id' }, 404);
    const { platform, platform_id: platformId } = query.data;
    // How a profile voted is its own business: only its owner's session learns it.
    const session = sessionOf(c, accounts);
    const voter =
      platform &&
      platformId &&
      session &&
      accountLinks(accounts, session.accountId, { source: platform, profileId: platformId })
        ? { platform, platformId }
        : undefined;
    const tally = polls.tally(poll, voter);
    return c.json({ code: 0, data: pollJson(c, poll, tally, now()) }, 200, {
      'Cache-Control': 'no-store',
    });
  });

  return app;
}

/**
 * `POST /v2/vote_frame/poll/vote` (reading.md §7.5) with the Polycast
 * session, body {poll_id, platform, platform_id, choices: [choice id]}: the
 * profile must be one the session's account links; one vote per profile
 * (Single: one choice; Multiple: up to multiple_count). Answers `{code: 0,
 * data: {is_success, choice_detail}}`; 400 for bad input ('No selected
 * choice.'), 403 for a profile not linked, 404 for an unknown poll, 409 when
 * the poll has ended or the profile already voted.
 */
export function createPollVoteRoutes(
  accounts: ProductAccountStore,
  polls: PollStore,
  now: () => number = Date.now,
) {
  const app = new Hono<SessionEnv>();
  app.post('/poll/vote', requireProductSession(accounts), async (c) => {
    const body = await parseJsonBody(c, voteSchema);
    if (!body.ok) return c.json({ code: 400, error: body.message }, 400);
    const { poll_id: pollId, platform, platform_id: platformId, choices } = body.value;
    const poll = polls.get(pollId);
    if (!poll) return c.json({ code: 404, error: 'No poll with this id' }, 404);
    if (!accountLinks(accounts, c.get('accountId'), { source: platform, profileId: platformId }))
      return c.json({ code: 403, error: 'Vote with a profile linked to your account' }, 403);
    const picked = [...new Set(choices)];
    const most = poll.type === 'Single' ? 1 : (poll.multipleCount ?? poll.choices.length);
    if (picked.some((id) => id > poll.choices.length))
      return c.json({ code: 400, error: 'choices: not a choice of this poll' }, 400);
    if (picked.length > most)
      return c.json({ code: 400, error: `choices: at most ${most} in this poll` }, 400);
    if (poll.endsAt <= now()) return c.json({ code: 409, error: 'This poll has ended' }, 409);
    const voter = { platform, platformId };
    if (
      !polls.vote(
        pollId,
        voter,
        picked.map((id) => id - 1),
      )
    )
      return c.json({ code: 409, error: 'This profile has already voted' }, 409);
    const { choice_detail } = pollJson(c, poll, polls.tally(poll, voter), now());
    return c.json({ code: 0, data: { is_success: true, choice_detail } });
  });
  return app;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * `/frames/polls/:pollId`: the poll as a frame (Farcaster Frames vNext and
 * Open Frames for Lens): its image (`…/image.png`, bars of the votes so far)
 * and one button per choice; the page's Open Graph tags make it a link card
 * elsewhere. The frame's post_url is `…/vote`, where frame votes will be
 * counted; until then it answers 501 (docs/decisions-composer-server.md).
 */
export function createPollFrameRoutes(polls: PollStore, now: () => number = Date.now) {
  const app = new Hono();

  app.get('/:pollId', (c) => {
    const poll = polls.get(c.req.param('pollId'));
    if (!poll) return c.text('No poll with this id', 404);
    const base = frameUrl(c, poll.pollId);
    const image = `${base}/image.png?v=${polls.tally(poll).counts.join('-')}`;
    const title = escapeHtml(poll.title || 'Poll');
    const ended = poll.endsAt <= now();
    const tags: [string, string][] = [
      ['og:title', title],
      ['og:description', escapeHtml(poll.choices.join(' · '))],
      ['og:image', image],
      ['og:url', base],
      ['fc:frame', 'vNext'],
      ['fc:frame:image', image],
      ['fc:frame:image:aspect_ratio', '1.91:1'],
      ['of:version', 'vNext'],
      ['of:accepts:lens', '1.1'],
      ['of:image', image],
      ['of:image:aspect_ratio', '1.91:1'],
    ];
    if (!ended) {
      tags.push(['fc:frame:post_url', `${base}/vote`], ['of:post_url', `${base}/vote`]);
      poll.choices.forEach((label, i) => {
        tags.push([`fc:frame:button:${i + 1}`, escapeHtml(label)]);
        tags.push([`of:button:${i + 1}`, escapeHtml(label)]);
      });
    }
    const meta = tags.map(([key, value]) => `<meta property="${key}" content="${value}">`);
    return c.html(
      `<!doctype html>\n<html><head><meta charset="utf-8"><title>${title}</title>\n${meta.join('\n')}\n</head><body><h1>${title}</h1><ol>${poll.choices.map((label) => `<li>${escapeHtml(label)}</li>`).join('')}</ol></body></html>`,
      200,
      { 'Cache-Control': 'no-cache' },
    );
  });

  app.get('/:pollId/image.png', (c) => {
    const poll = polls.get(c.req.param('pollId'));
    if (!poll) return c.text('No poll with this id', 404);
    return c.body(pollImagePng(polls.tally(poll).counts), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=60',
    });
  });

  app.post('/:pollId/vote', (c) =>
    c.json({ code: 501, error: 'Voting through the frame is not available yet' }, 501),
  );

  return app;
}
