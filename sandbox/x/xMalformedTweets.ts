import type { Env, Hono } from 'hono';
import { z } from 'zod';
import type { XState } from './xState';

const bodySchema = z.object({
  author_id: z.string().regex(/^\d+$/),
  text: z.string().min(1).max(25_000),
  malformed: z
    .object({
      omit: z.array(z.string()).optional(),
      set: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});

/**
 * Sandbox only: `POST /sandbox/tweets` stores a tweet by any user, dated now,
 * and may have it served broken (`malformed.omit` drops fields, e.g.
 * `created_at`; `malformed.set` overrides them, e.g. an `author_id` no user
 * has), so a test or a browser can see how a client copes with one item it
 * cannot read while the rest of the page is fine. Real X never sends such a
 * tweet on purpose; a network's bug or a change of contract might.
 */
export function mountXMalformedTweets<E extends Env>(app: Hono<E>, state: XState) {
  app.post('/sandbox/tweets', async (c) => {
    const body = bodySchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success)
      return c.json({ error: body.error.issues.map((i) => i.message).join('; ') }, 400);
    if (!state.users.has(body.data.author_id)) return c.json({ error: 'No such user' }, 404);
    const id = state.newId();
    const { text, author_id, malformed } = body.data;
    state.tweets.set(id, {
      id,
      text,
      written: text,
      display_text_range: [0, [...text].length],
      author_id,
      created_at: new Date().toISOString(),
      conversation_id: id,
      reply_settings: 'everyone',
      ...(malformed ? { malformed } : {}),
    });
    return c.json({ data: { id } }, 201);
  });
}
