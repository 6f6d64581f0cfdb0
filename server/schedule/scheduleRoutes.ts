import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { z } from 'zod/mini';
import { SOURCE_LABELS } from '@/domain/networks';
import { ulid } from '@/domain/ulid';
import {
  SCHEDULE_HISTORY_PAGE_SIZE,
  SCHEDULE_STATUSES,
  createScheduleBodySchema,
  deleteScheduleBodySchema,
  scheduleHistoryBodySchema,
  updateScheduleBodySchema,
  type ScheduleStatus,
  type ScheduleTask,
} from '@/domain/schedule/scheduleContract';
import { SCHEDULE_PATHS } from '@/domain/schedule/schedulePaths';
import { scheduleTimeProblem } from '@/domain/schedule/scheduleTime';
import type { ProductAccountStore } from '../account/productAccountStore';
import { requireProductSession, type SessionEnv } from '../account/requireProductSession';
import type { DelegatedSources } from './delegatedSources';
import { parseScheduleEntries, type ParsedScheduleEntry } from './parseScheduleEntries';
import type { ChangeOutcome, ScheduleStore, ScheduleTaskRecord } from './scheduleStore';

export interface ScheduleRoutesOptions {
  accounts: ProductAccountStore;
  store: ScheduleStore;
  /** Whether the account let the server post on a platform (issue 7, delegation). */
  delegations: Pick<DelegatedSources, 'has'>;
  /** The schedule's clock (the sandbox can move it). */
  now: () => number;
  /** The product storage's origin, where scheduled media must be; undefined when unknown. */
  storageOrigin: () => string | undefined;
  /** composer.md §4.9: whether this session verified the account's password recently. */
  passwordCheck?: (token: string) => boolean;
}

export const PASSWORD_NEEDED = 'Verify your password to edit scheduled posts.';
export const TASK_NOT_FOUND = 'Scheduled post not found.';
export const TASK_STARTED = 'This post is being published now and can no longer change.';
export const TASK_SETTLED = 'Only a Pending scheduled post can change its time.';
export const delegationMissing = (network: string) =>
  `Allow Polycast to post on ${network} for you first.`;

/** `{code, message}` with the HTTP status as the code. */
const refuse = (c: Context, status: 400 | 403 | 404 | 409, message: string) =>
  c.json({ code: status, message }, status);

async function bodyOf<T>(
  c: Context,
  schema: z.ZodMiniType<T>,
): Promise<{ ok: true; value: T } | { ok: false; message: string }> {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) return { ok: false, message: 'body: not JSON' };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.map(String).join('.') || 'body';
  return { ok: false, message: `${where}: ${issue?.message ?? 'not valid'}` };
}

/** The first post's text on a platform, where its shape carries one (Lens keeps it in metadata). */
function contentOf(entry: ParsedScheduleEntry, fallback: string): string {
  const first = entry.posts[0];
  return first && 'text' in first ? first.text : fallback;
}

/** A task as the history answers it (composer.md §3.8). */
function taskView(task: ScheduleTaskRecord): ScheduleTask {
  return {
    task_uuid: task.taskUuid,
    group_id: task.groupId,
    schedule_at: new Date(task.scheduleAt).toISOString(),
    status: task.status === 'Deleted' ? 'Failed' : task.status,
    display_info: task.displayInfo,
    relation: task.relations.map((relation) => ({
      platform: relation.platform,
      platform_user_id: relation.platformUserId,
      status: relation.status,
      content: relation.content,
      updated_at: new Date(relation.updatedAt).toISOString(),
      media_type: relation.mediaTypes,
      reason: relation.reason,
      post_ids: relation.postIds,
    })),
  };
}

function changeRefusal(c: Context, outcome: Exclude<ChangeOutcome, 'changed'>) {
  if (outcome === 'not_found') return refuse(c, 404, TASK_NOT_FOUND);
  return refuse(c, 409, outcome === 'started' ? TASK_STARTED : TASK_SETTLED);
}

/** composer.md §7.2: create, update, delete and list scheduled posts, with the user's session. */
export function mountScheduleRoutes(api: Hono, options: ScheduleRoutesOptions) {
  const routes = new Hono<SessionEnv>();
  const session = requireProductSession(options.accounts);

  routes.post(SCHEDULE_PATHS.create, session, async (c) => {
    const body = await bodyOf(c, createScheduleBodySchema);
    if (!body.ok) return refuse(c, 400, body.message);
    const request = body.value;
    const accountId = c.get('accountId');
    const now = options.now();
    // Sent again (a retry whose answer was lost): the task already stored, whatever its time now.
    const known = options.store.byGroup(accountId, request.groupId);
    if (known) return c.json({ code: 0, data: { taskId: known.taskUuid } });
    const scheduleAt = Date.parse(request.scheduleTime);
    const problem = scheduleTimeProblem(scheduleAt, now);
    if (problem) return refuse(c, 400, problem);
    const entries = parseScheduleEntries(request.posts, { storageOrigin: options.storageOrigin() });
    if (!entries.ok) return refuse(c, 400, entries.message);
    const missing = entries.value.find(
      (entry) =>
        !options.delegations.has(accountId, {
          source: entry.platform,
          accountId: entry.platformUserId,
        }),
    );
    if (missing) return refuse(c, 400, delegationMissing(SOURCE_LABELS[missing.platform]));
    const stored = options.store.create({
      taskUuid: randomUUID(),
      accountId,
      groupId: request.groupId,
      intentId: ulid(),
      scheduleAt,
      displayInfo: request.display_info,
      uaType: request.ua_type,
      createdAt: now,
      relations: entries.value.map((entry) => ({
        platform: entry.platform,
        platformUserId: entry.platformUserId,
        posts: entry.posts,
        content: contentOf(entry, request.display_info.content),
        mediaTypes: request.display_info.media_type,
      })),
    });
    return c.json({ code: 0, data: { taskId: stored.task.taskUuid } }, stored.created ? 201 : 200);
  });

  routes.post(SCHEDULE_PATHS.update, session, async (c) => {
    const body = await bodyOf(c, updateScheduleBodySchema);
    if (!body.ok) return refuse(c, 400, body.message);
    if (options.passwordCheck && !options.passwordCheck(c.get('token')))
      return refuse(c, 403, PASSWORD_NEEDED);
    const { taskUUID, publishTime } = body.value;
    const now = options.now();
    const at = Date.parse(publishTime);
    const current = options.store.get(c.get('accountId'), taskUUID);
    // The same time again (a retried call) changes nothing and is not refused.
    if (current?.status === 'Pending' && current.scheduleAt === at)
      return c.json({ code: 0, data: { taskUUID, publishTime } });
    const problem = scheduleTimeProblem(at, now);
    if (problem) return refuse(c, 400, problem);
    const outcome = options.store.reschedule(c.get('accountId'), taskUUID, at, now);
    if (outcome !== 'changed') return changeRefusal(c, outcome);
    return c.json({ code: 0, data: { taskUUID, publishTime } });
  });

  routes.post(SCHEDULE_PATHS.remove, session, async (c) => {
    const body = await bodyOf(c, deleteScheduleBodySchema);
    if (!body.ok) return refuse(c, 400, body.message);
    const { taskUUID } = body.value;
    const outcome = options.store.remove(c.get('accountId'), taskUUID, options.now());
    if (outcome !== 'changed') return changeRefusal(c, outcome);
    return c.json({ code: 0, data: { taskUUID } });
  });

  routes.post(SCHEDULE_PATHS.history, session, async (c) => {
    const body = await bodyOf(c, scheduleHistoryBodySchema);
    if (!body.ok) return refuse(c, 400, body.message);
    const words = (body.value.status ?? 'Pending,Failed').split(',').map((s) => s.trim());
    const unknown = words.find((word) => !SCHEDULE_STATUSES.some((status) => status === word));
    if (unknown !== undefined)
      return refuse(c, 400, `status: '${unknown}' is not one of ${SCHEDULE_STATUSES.join(', ')}`);
    const page = options.store.history(c.get('accountId'), {
      statuses: words as ScheduleStatus[],
      cursor: body.value.cursor ?? null,
      size: body.value.size ?? SCHEDULE_HISTORY_PAGE_SIZE,
    });
    return c.json({ code: 0, data: { posts: page.tasks.map(taskView), cursor: page.cursor } });
  });

  api.route('/', routes);
}
