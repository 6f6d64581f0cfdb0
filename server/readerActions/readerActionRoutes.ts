import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  KEPT_PAGE_MAX,
  KEPT_STATE_MAX_TARGETS,
  KEPT_SWITCH_KINDS,
  type KeptSwitchKind,
} from '@/domain/actions/keptSwitches';
import { parseJsonBody } from '../http/parseJsonBody';
import type { ProductAccountStore } from '../account/productAccountStore';
import {
  accountLinks,
  requireProductSession,
  type SessionEnv,
} from '../account/requireProductSession';
import type { ReaderActionStore, ReaderProfile } from './readerActionStore';

/** A cast as the app names it: its author's fid and its hash. */
const castId = z.string().regex(/^\d{1,20}:0x[0-9a-f]{40}$/, 'not a cast id (fid:0xhash)');
const fid = z.string().regex(/^[1-9]\d{0,19}$/, 'not a fid');
/** Farcaster channel ids: lower-case letters, digits and dashes. */
const channelId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'not a channel id');

/** What each kept switch is on, on Farcaster. */
const TARGETS: Record<KeptSwitchKind, z.ZodType<string>> = {
  bookmark: castId,
  mute: fid,
  blockChannel: channelId,
};

const kindSchema = z.enum(KEPT_SWITCH_KINDS);
const pageQuery = z.object({
  cursor: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(KEPT_PAGE_MAX).default(20),
});
const reportSchema = z.object({ post: castId });

/**
 * The reader's switches and reports that Farcaster keeps no record of
 * (issue 21, reading.md §2.11, §4.1 to §4.3), under
 * `/api/reader-actions/farcaster/{fid}`, as a profile linked to the
 * session's Polycast account (403 otherwise):
 * - `POST /switches/{kind}` `{target, on}`: a bookmark (of a cast), a mute
 *   (of a fid) or a channel block, put in that state; idempotent by state,
 *   answers `{on}`.
 * - `GET /switches/{kind}?target=…&target=…`: `{on: [targets on]}`.
 * - `GET /switches/{kind}/list?cursor=&limit=`: `{items: [{target, at}],
 *   cursor?}`, the latest switched on first.
 * - `POST /reports` `{post}`: the cast reported, kept once however often
 *   it is sent; answers `{reported: true}`.
 */
export function createReaderActionRoutes(accounts: ProductAccountStore, store: ReaderActionStore) {
  const app = new Hono<SessionEnv>();
  app.use('/*', requireProductSession(accounts));

  /** The fid in the path, when it is one the session's account links; else the answer to send. */
  function profileOf(c: Context<SessionEnv>): ReaderProfile | Response {
    const id = fid.safeParse(c.req.param('fid'));
    if (!id.success) return c.json({ error: 'fid: not a fid' }, 400);
    const profile = { source: 'Farcaster', profileId: id.data };
    if (!accountLinks(accounts, c.get('accountId'), profile))
      return c.json({ error: 'Act as a Farcaster profile linked to your account.' }, 403);
    return profile;
  }

  function kindOf(c: Context<SessionEnv>): KeptSwitchKind | undefined {
    return kindSchema.safeParse(c.req.param('kind')).data;
  }

  const unknownKind = (c: Context) =>
    c.json({ error: `kind: one of ${KEPT_SWITCH_KINDS.join(', ')}` }, 404);

  app.post('/farcaster/:fid/switches/:kind', async (c) => {
    const kind = kindOf(c);
    if (!kind) return unknownKind(c);
    const profile = profileOf(c);
    if (profile instanceof Response) return profile;
    const body = await parseJsonBody(
      c,
      z.object({ target: TARGETS[kind], on: z.boolean() }).strict(),
    );
    if (!body.ok) return c.json({ error: body.message }, 400);
    store.set(profile, kind, body.value.target, body.value.on);
    return c.json({ on: body.value.on });
  });

  app.get('/farcaster/:fid/switches/:kind/list', (c) => {
    const kind = kindOf(c);
    if (!kind) return unknownKind(c);
    const profile = profileOf(c);
    if (profile instanceof Response) return profile;
    const query = pageQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: 'cursor or limit: not valid' }, 400);
    const page = store.list(profile, kind, query.data.limit, query.data.cursor);
    return c.json(
      { items: page.items, ...(page.cursor ? { cursor: String(page.cursor) } : {}) },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.get('/farcaster/:fid/switches/:kind', (c) => {
    const kind = kindOf(c);
    if (!kind) return unknownKind(c);
    const profile = profileOf(c);
    if (profile instanceof Response) return profile;
    const targets = z
      .array(TARGETS[kind])
      .max(KEPT_STATE_MAX_TARGETS)
      .safeParse(c.req.queries('target') ?? []);
    if (!targets.success)
      return c.json({ error: `target: up to ${KEPT_STATE_MAX_TARGETS}, each valid` }, 400);
    return c.json({ on: store.onAmong(profile, kind, [...new Set(targets.data)]) }, 200, {
      'Cache-Control': 'no-store',
    });
  });

  app.post('/farcaster/:fid/reports', async (c) => {
    const profile = profileOf(c);
    if (profile instanceof Response) return profile;
    const body = await parseJsonBody(c, reportSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    store.report(profile, body.value.post, c.get('accountId'));
    return c.json({ reported: true });
  });

  return app;
}
