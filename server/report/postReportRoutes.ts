import { Hono } from 'hono';
import { z } from 'zod';
import { parseJsonBody } from '../http/parseJsonBody';
import { POST_PLATFORMS } from '../http/postPlatforms';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
import type { PostReportStore } from './postReportStore';

/** 2100-01-01 in unix seconds: a later post time is a unit mistake (milliseconds). */
const LATEST_POST_TIME = 4_102_444_800;

/** composer.md §7.3: the body of `POST /api/logpush`. */
export const postReportSchema = z.object({
  ua_type: z.literal('web'),
  relation_id: z.string().min(1).max(512),
  post_time: z.number().int().positive().max(LATEST_POST_TIME, 'must be unix seconds'),
  post_id: z.string().min(1).max(512),
  platform_id: z.string().min(1).max(128),
  platform: z.enum(POST_PLATFORMS),
});

/**
 * `POST /api/logpush` (composer.md §7.3): the device reports a post it
 * published, with its Polycast session. Answers `{code: 0}` when stored, or
 * already stored before.
 */
export function createPostReportRoutes(accounts: ProductAccountStore, reports: PostReportStore) {
  const app = new Hono<SessionEnv>();
  app.use('/*', requireProductSession(accounts));
  app.post('/', async (c) => {
    const body = await parseJsonBody(c, postReportSchema);
    if (!body.ok) return c.json({ error: body.message }, 400);
    const report = body.value;
    reports.record(c.get('accountId'), {
      platform: report.platform,
      postId: report.post_id,
      platformId: report.platform_id,
      relationId: report.relation_id,
      postTime: report.post_time,
      uaType: report.ua_type,
    });
    return c.json({ code: 0 });
  });
  return app;
}
