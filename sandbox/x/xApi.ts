import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { mountXBookmarks } from './xBookmarks';
import { mountXEngagement, retweetedId } from './xEngagement';
import { mountXFollows } from './xFollows';
import { includesFor } from './xIncludes';
import { shortenLinks } from './xLinks';
import { mountXMalformedTweets } from './xMalformedTweets';
import { mountXMutes } from './xMutes';
import { mountXOAuth } from './xOAuth';
import { mediaExpired, mountXMedia } from './xMedia';
import { mountXMediaHost } from './xMediaHost';
import { mentionsIn, replyParticipants, replyPrefix } from './xMentions';
import { tweetJson, userJson, usersJson } from './xObjectJson';
import { problem, resourceNotFound } from './xProblems';
import { mountXSearchRecent } from './xSearchRecent';
import { XState, type XTweet, type XUser } from './xState';
import { timelinePage } from './xTimelinePage';

const tweetRequestSchema = z
  .object({
    text: z.string().max(25_000).optional(),
    reply: z
      .object({
        in_reply_to_tweet_id: z.string().regex(/^\d+$/),
        exclude_reply_user_ids: z.array(z.string()).optional(),
      })
      .optional(),
    quote_tweet_id: z.string().regex(/^\d+$/).optional(),
    media: z.object({ media_ids: z.array(z.string().regex(/^\d+$/)).min(1).max(4) }).optional(),
    poll: z
      .object({
        options: z.array(z.string().min(1).max(25)).min(2).max(4),
        duration_minutes: z.number().int().min(5).max(10_080),
      })
      .optional(),
    reply_settings: z.enum(['following', 'mentionedUsers', 'subscribers', 'verified']).optional(),
  })
  .refine((t) => (t.text ?? '').length > 0 || t.media, { message: 'Tweet needs text or media.' })
  .refine((t) => !(t.media && t.poll), { message: 'A Tweet cannot have both media and a poll.' });

/** A Tweet's length for everyone; a verified (Premium) account may write up to 25,000. */
const NORMAL_TWEET_LENGTH = 280;

interface RateWindow {
  used: number;
  resetAt: number;
}

/** The X API v2 contract the client uses, over `XState`. */
export function createXApi(options: { demoUsername: string; state?: XState }) {
  const state = options.state ?? new XState();
  const app = new Hono<{ Variables: { user: XUser } }>();
  let postLimit = { limit: 100, windowSeconds: 900 };
  const windows = new Map<string, RateWindow>();

  mountXOAuth(app, state, options.demoUsername);
  mountXMediaHost(app, state);
  mountXMalformedTweets(app, state);

  app.get('/health', (c) => c.json({ ok: true }));

  // Sandbox only: tighten the tweet-posting limit to see 429s.
  app.put('/sandbox/rate-limit', async (c) => {
    const body = z
      .object({ limit: z.number().int().min(1), windowSeconds: z.number().int().min(1) })
      .safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ error: 'limit and windowSeconds are required' }, 400);
    postLimit = body.data;
    windows.clear();
    return c.json(postLimit);
  });

  app.use('/2/*', async (c, next) => {
    if (c.req.path === '/2/oauth2/token') return next();
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const session = token ? state.tokens.get(token) : undefined;
    const user =
      session && session.expiresAt > Date.now() ? state.users.get(session.userId) : undefined;
    if (!user) return problem(c, 401, 'Unauthorized');
    c.set('user', user);
    return next();
  });

  const rateLimited = (c: Context, key: string): Response | undefined => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { used: 0, resetAt: now + postLimit.windowSeconds * 1000 };
      windows.set(key, window);
    }
    const reset = String(Math.ceil(window.resetAt / 1000));
    c.header('x-rate-limit-limit', String(postLimit.limit));
    c.header('x-rate-limit-reset', reset);
    if (window.used >= postLimit.limit) {
      c.header('x-rate-limit-remaining', '0');
      return problem(c, 429, 'Too Many Requests');
    }
    window.used += 1;
    c.header('x-rate-limit-remaining', String(postLimit.limit - window.used));
    return undefined;
  };

  app.post('/2/tweets', async (c) => {
    const user = c.get('user');
    const limited = rateLimited(c, `${user.id}:post`);
    if (limited) return limited;
    const body = tweetRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) {
      return problem(
        c,
        400,
        'One or more parameters to your request was invalid.',
        body.error.issues.map((i) => ({ message: i.message })),
      );
    }
    if (!user.verified && [...(body.data.text ?? '')].length > NORMAL_TWEET_LENGTH) {
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: `Tweet text is longer than ${NORMAL_TWEET_LENGTH} characters.` },
      ]);
    }
    const request = body.data;
    const text = request.text ?? '';
    const duplicate = [...state.tweets.values()].some(
      (t) => t.author_id === user.id && text !== '' && t.written === text,
    );
    if (duplicate)
      return problem(c, 403, 'You are not allowed to create a Tweet with duplicate content.');

    const parent = request.reply ? state.tweets.get(request.reply.in_reply_to_tweet_id) : undefined;
    if (request.reply && !parent)
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: 'The replied-to Tweet does not exist.' },
      ]);
    if (request.quote_tweet_id && !state.tweets.has(request.quote_tweet_id)) {
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: 'The quoted Tweet does not exist.' },
      ]);
    }
    const mediaKeys: string[] = [];
    for (const id of request.media?.media_ids ?? []) {
      const media = state.media.get(id);
      if (!media || media.state !== 'succeeded' || mediaExpired(media)) {
        return problem(c, 400, 'One or more parameters to your request was invalid.', [
          { message: `Your media IDs are invalid: ${id}` },
        ]);
      }
      mediaKeys.push(media.media_key);
    }
    // X's rule: up to 4 photos, or one GIF, or one video, never together.
    const kinds = (request.media?.media_ids ?? []).map(
      (id) => state.media.get(id)?.media_category ?? '',
    );
    if (kinds.length > 1 && kinds.some((kind) => kind !== 'tweet_image')) {
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: 'A Tweet takes up to 4 photos, or one GIF, or one video.' },
      ]);
    }
    const id = state.newId();
    const quoted = request.quote_tweet_id ? state.tweets.get(request.quote_tweet_id) : undefined;
    const quotedAuthor = quoted ? state.users.get(quoted.author_id) : undefined;
    const stored = shortenLinks(text, {
      ...(quoted
        ? { quoted: `https://twitter.com/${quotedAuthor?.username ?? 'i'}/status/${quoted.id}` }
        : {}),
      ...(mediaKeys[0]
        ? {
            media: {
              url: `https://twitter.com/${user.username}/status/${id}/photo/1`,
              mediaKey: mediaKeys[0],
            },
          }
        : {}),
    });
    // A reply starts with its participants' @names, which X fills in itself.
    const prefix = parent
      ? replyPrefix(
          replyParticipants({
            parent,
            replier: user,
            written: text,
            excluded: request.reply?.exclude_reply_user_ids ?? [],
            user: (userId) => state.users.get(userId),
          }),
        )
      : '';
    const shift = [...prefix].length;
    const fullText = prefix + stored.text;
    const urls = stored.urls.map((u) => ({ ...u, start: u.start + shift, end: u.end + shift }));
    const mentions = mentionsIn(fullText, (name) => state.userByName(name));
    const tweet: XTweet = {
      id,
      text: fullText,
      written: text,
      ...(urls.length || mentions.length
        ? {
            entities: {
              ...(urls.length ? { urls } : {}),
              ...(mentions.length ? { mentions } : {}),
            },
          }
        : {}),
      display_text_range: [shift, [...fullText].length],
      author_id: user.id,
      created_at: new Date().toISOString(),
      conversation_id: parent?.conversation_id ?? id,
      ...(parent ? { in_reply_to_user_id: parent.author_id } : {}),
      ...(parent || request.quote_tweet_id
        ? {
            referenced_tweets: [
              ...(parent ? [{ type: 'replied_to' as const, id: parent.id }] : []),
              ...(request.quote_tweet_id
                ? [{ type: 'quoted' as const, id: request.quote_tweet_id }]
                : []),
            ],
          }
        : {}),
      ...(mediaKeys.length || request.poll
        ? {
            attachments: {
              ...(mediaKeys.length ? { media_keys: mediaKeys } : {}),
              ...(request.poll
                ? {
                    poll_ids: [
                      state.addPoll(request.poll.options, request.poll.duration_minutes).id,
                    ],
                  }
                : {}),
            },
          }
        : {}),
      reply_settings: request.reply_settings ?? 'everyone',
    };
    state.tweets.set(id, tweet);
    return c.json({ data: { id, text: fullText, edit_history_tweet_ids: [id] } }, 201);
  });

  app.delete('/2/tweets/:id', (c) => {
    const tweet = state.tweets.get(c.req.param('id'));
    if (!tweet) return problem(c, 404, `Could not find tweet with id: [${c.req.param('id')}].`);
    if (tweet.author_id !== c.get('user').id)
      return problem(c, 403, 'You are not allowed to delete this Tweet.');
    state.tweets.delete(tweet.id);
    state.likes.delete(tweet.id);
    // Its retweets go with it, as on X.
    for (const other of [...state.tweets.values()])
      if (retweetedId(other) === tweet.id) state.tweets.delete(other.id);
    return c.json({ data: { deleted: true } });
  });

  mountXSearchRecent(app, state);

  app.get('/2/tweets/:id', (c) => {
    const tweet = state.tweets.get(c.req.param('id'));
    if (!tweet) return problem(c, 404, `Could not find tweet with id: [${c.req.param('id')}].`);
    return c.json({
      data: tweetJson(state, tweet),
      ...includesFor(state, [tweet], c.req.query(), c.get('user').id),
    });
  });

  app.get('/2/users/me', (c) => c.json({ data: userJson(state, c.get('user')) }));
  app.get('/2/users/by/username/:username', (c) => {
    const user = state.userByName(c.req.param('username'));
    return user
      ? c.json({ data: userJson(state, user, c.get('user').id) })
      : problem(c, 404, `Could not find user with username: [${c.req.param('username')}].`);
  });
  // One person's tweets and retweets, newest first (X's user Tweet timeline).
  app.get('/2/users/:id/tweets', (c) => {
    const all = [...state.tweets.values()].filter((t) => t.author_id === c.req.param('id'));
    return timelinePage(c, state, all, { min: 5, max: 100, fallback: 10 });
  });
  // X's user search (relevance-ranked there; here a substring of username or name).
  app.get('/2/users/search', (c) => {
    const query = z
      .object({
        query: z.string().trim().min(1).max(512),
        max_results: z.coerce.number().int().min(1).max(1000).default(100),
        next_token: z.string().regex(/^\d+$/).optional(),
      })
      .safeParse(c.req.query());
    if (!query.success) {
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: 'The `query` query parameter can not be empty' },
      ]);
    }
    const needle = query.data.query.toLowerCase().replace(/^@/, '');
    const found = [...state.users.values()].filter(
      (u) => u.username.toLowerCase().includes(needle) || u.name.toLowerCase().includes(needle),
    );
    const start = Number(query.data.next_token ?? 0);
    const page = found.slice(start, start + query.data.max_results);
    const next = start + page.length < found.length ? String(start + page.length) : undefined;
    return c.json({
      ...(page.length ? { data: usersJson(state, page, c.get('user').id) } : {}),
      meta: { result_count: page.length, ...(next ? { next_token: next } : {}) },
    });
  });
  // Users by username, up to 100 comma-separated; the unknown ones as errors.
  app.get('/2/users/by', (c) => {
    const names = (c.req.query('usernames') ?? '').split(',').filter(Boolean);
    if (names.length === 0 || names.length > 100) {
      return problem(c, 400, 'One or more parameters to your request was invalid.', [
        { message: 'The `usernames` query parameter value must be 1 to 100 usernames' },
      ]);
    }
    const users = names.flatMap((name) => {
      const user = state.userByName(name);
      return user ? [user] : [];
    });
    const missing = names.filter((name) => !state.userByName(name));
    return c.json({
      ...(users.length ? { data: usersJson(state, users, c.get('user').id) } : {}),
      ...(missing.length
        ? {
            errors: missing.map((value) =>
              resourceNotFound(
                'user',
                'usernames',
                value,
                `Could not find user with usernames: [${value}].`,
              ),
            ),
          }
        : {}),
    });
  });
  app.get('/2/users/:id', (c) => {
    const user = state.users.get(c.req.param('id'));
    return user
      ? c.json({ data: userJson(state, user, c.get('user').id) })
      : problem(c, 404, `Could not find user with id: [${c.req.param('id')}].`);
  });

  mountXFollows(app, state);
  mountXEngagement(app, state);
  mountXBookmarks(app, state);
  mountXMutes(app, state);
  mountXMedia(app, state);
  return { app, state };
}
