import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { mountXFollows } from './xFollows';
import { includesFor, tweetJson } from './xIncludes';
import { shortenLinks } from './xLinks';
import { mountXOAuth } from './xOAuth';
import { problem } from './xProblems';
import { multipartPartMeter } from './multipartPartSize';
import { requestChunks } from './requestChunks';
import { XState, type XMedia, type XTweet, type XUser } from './xState';

const CHUNK_LIMIT = 5 * 2 ** 20;
const MEDIA_TYPES = /^(image\/(jpeg|png|webp|gif)|video\/(mp4|quicktime))$/;
const MEDIA_CATEGORIES = ['tweet_image', 'tweet_gif', 'tweet_video', 'amplify_video'] as const;

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
  .refine((t) => !(t.media && t.poll), { message: 'A Tweet cannot have both media and a poll.' })
  .refine((t) => !(t.text && [...t.text].length > 280), {
    message: 'Tweet text is longer than 280 characters.',
  });

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
      if (!media || media.state !== 'succeeded') {
        return problem(c, 400, 'One or more parameters to your request was invalid.', [
          { message: `Your media IDs are invalid: ${id}` },
        ]);
      }
      mediaKeys.push(media.media_key);
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
    const tweet: XTweet = {
      id,
      text: stored.text,
      written: text,
      ...(stored.urls.length ? { entities: { urls: stored.urls } } : {}),
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
    return c.json({ data: { id, text: stored.text, edit_history_tweet_ids: [id] } }, 201);
  });

  app.delete('/2/tweets/:id', (c) => {
    const tweet = state.tweets.get(c.req.param('id'));
    if (!tweet) return problem(c, 404, `Could not find tweet with id: [${c.req.param('id')}].`);
    if (tweet.author_id !== c.get('user').id)
      return problem(c, 403, 'You are not allowed to delete this Tweet.');
    state.tweets.delete(tweet.id);
    return c.json({ data: { deleted: true } });
  });

  app.get('/2/tweets/search/recent', (c) => {
    const query = (c.req.query('query') ?? '').toLowerCase();
    const found = [...state.tweets.values()]
      .filter((t) => t.text.toLowerCase().includes(query))
      .reverse();
    return c.json({
      data: found.map(tweetJson),
      ...includesFor(state, found, c.req.query()),
      meta: { result_count: found.length },
    });
  });

  app.get('/2/tweets/:id', (c) => {
    const tweet = state.tweets.get(c.req.param('id'));
    if (!tweet) return problem(c, 404, `Could not find tweet with id: [${c.req.param('id')}].`);
    return c.json({ data: tweetJson(tweet), ...includesFor(state, [tweet], c.req.query()) });
  });

  app.get('/2/users/me', (c) => c.json({ data: c.get('user') }));
  app.get('/2/users/by/username/:username', (c) => {
    const user = state.userByName(c.req.param('username'));
    return user
      ? c.json({ data: user })
      : problem(c, 404, `Could not find user with username: [${c.req.param('username')}].`);
  });
  app.get('/2/users/:id/tweets', (c) => {
    const max = z.coerce.number().int().min(5).max(100).catch(10).parse(c.req.query('max_results'));
    const all = [...state.tweets.values()]
      .filter((t) => t.author_id === c.req.param('id'))
      .reverse();
    const start = Number(c.req.query('pagination_token') ?? 0) || 0;
    const page = all.slice(start, start + max);
    return c.json({
      data: page.map(tweetJson),
      ...includesFor(state, page, c.req.query()),
      meta: {
        result_count: page.length,
        ...(page[0] ? { newest_id: page[0].id, oldest_id: page[page.length - 1]?.id } : {}),
        ...(start + max < all.length ? { next_token: String(start + max) } : {}),
      },
    });
  });
  app.get('/2/users/:id', (c) => {
    const user = state.users.get(c.req.param('id'));
    return user
      ? c.json({ data: user })
      : problem(c, 404, `Could not find user with id: [${c.req.param('id')}].`);
  });

  mountXFollows(app, state);
  mountMedia(app, state);
  return { app, state };
}

function mediaStatus(media: XMedia) {
  if (
    media.state === 'succeeded' ||
    media.state === 'failed' ||
    media.media_category === 'tweet_image'
  ) {
    return media.state === 'failed'
      ? { state: 'failed', error: { message: 'Processing failed' } }
      : undefined;
  }
  return {
    state: media.state,
    check_after_secs: 1,
    progress_percent: media.state === 'pending' ? 0 : 50,
  };
}

/** Media upload: simple (multipart) and chunked (INIT, APPEND, FINALIZE, STATUS). */
function mountMedia(app: Hono<{ Variables: { user: XUser } }>, state: XState) {
  const mediaJson = (media: XMedia) => ({
    data: {
      id: media.id,
      media_key: media.media_key,
      size: media.total_bytes,
      expires_after_secs: Math.max(0, Math.floor((media.expiresAt - Date.now()) / 1000)),
      ...(mediaStatus(media) ? { processing_info: mediaStatus(media) } : {}),
    },
  });

  const create = (type: string, category: string, totalBytes: number): XMedia => {
    const id = state.newId();
    const media: XMedia = {
      id,
      media_key: `${category === 'tweet_image' ? 3 : 7}_${id}`,
      media_type: type,
      media_category: category,
      total_bytes: totalBytes,
      segments: new Map(),
      state: 'initialized',
      statusChecks: 0,
      expiresAt: Date.now() + 24 * 3600_000,
    };
    state.media.set(id, media);
    return media;
  };

  app.post('/2/media/upload', async (c) => {
    const command = c.req.query('command');
    const bad = (message: string) =>
      problem(c, 400, 'One or more parameters to your request was invalid.', [{ message }]);
    if (command === 'INIT') {
      const query = z
        .object({
          total_bytes: z.coerce
            .number()
            .int()
            .positive()
            .max(512 * 2 ** 20),
          media_type: z.string().regex(MEDIA_TYPES),
          media_category: z.enum(MEDIA_CATEGORIES),
        })
        .safeParse(c.req.query());
      if (!query.success)
        return bad(query.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      return c.json(
        mediaJson(create(query.data.media_type, query.data.media_category, query.data.total_bytes)),
        202,
      );
    }
    if (command === 'APPEND') {
      const media = state.media.get(c.req.query('media_id') ?? '');
      const index = Number(c.req.query('segment_index'));
      if (!media || media.state !== 'initialized') return bad('Unknown or finalized media_id.');
      if (!Number.isInteger(index) || index < 0 || index > 999)
        return bad('segment_index must be 0 to 999.');
      // Only the segment's size matters here: measure it as it streams by, without parsing the form.
      const meter = multipartPartMeter(c.req.header('content-type') ?? '', 'media');
      for await (const chunk of requestChunks(c)) meter.push(chunk);
      const size = meter.size();
      if (size === undefined) return bad('media is required.');
      if (size > CHUNK_LIMIT) return bad('Segment is larger than 5 MB.');
      media.segments.set(index, size);
      return c.body(null, 204);
    }
    if (command === 'FINALIZE') {
      const media = state.media.get(c.req.query('media_id') ?? '');
      if (!media || media.state !== 'initialized') return bad('Unknown or finalized media_id.');
      const received = [...media.segments.values()].reduce((a, b) => a + b, 0);
      const contiguous = [...media.segments.keys()].sort((a, b) => a - b).every((k, i) => k === i);
      if (received !== media.total_bytes || !contiguous) {
        return bad(
          `File size mismatch: expected ${media.total_bytes} bytes, received ${received}.`,
        );
      }
      media.state = media.media_category === 'tweet_image' ? 'succeeded' : 'pending';
      return c.json(mediaJson(media), 201);
    }
    // Simple upload: the whole file in one multipart request.
    const form = await c.req.formData();
    const file = form.get('media');
    if (!(file instanceof Blob)) return bad('media is required.');
    const type = file.type || 'image/jpeg';
    if (!MEDIA_TYPES.test(type)) return bad(`Unsupported media type ${type}.`);
    const category = String(
      form.get('media_category') ?? (type === 'image/gif' ? 'tweet_gif' : 'tweet_image'),
    );
    const media = create(type, category, file.size);
    media.state = 'succeeded';
    return c.json(mediaJson(media), 201);
  });

  app.get('/2/media/upload', (c) => {
    const media = state.media.get(c.req.query('media_id') ?? '');
    if (c.req.query('command') !== 'STATUS' || !media) return problem(c, 404, 'Media not found.');
    // Processing moves on each time the client checks, as X's does over seconds.
    media.statusChecks += 1;
    if (media.state === 'pending') media.state = 'in_progress';
    else if (media.state === 'in_progress' && media.statusChecks >= 2) media.state = 'succeeded';
    return c.json(mediaJson(media));
  });
}
