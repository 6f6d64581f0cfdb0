import {
  createScheduleBodySchema,
  type CreateScheduleBody,
} from '@/domain/schedule/scheduleContract';
import { SCHEDULED_POST_SCHEMAS } from '@/domain/schedule/schedulePayloads';
import {
  displayInfoOf,
  scheduledPostsFor,
  type ScheduledThread,
  type StoredForSchedule,
} from './buildScheduledPayloads';

export type CreateBodyResult =
  | { ok: true; body: CreateScheduleBody }
  /** Something is not stored yet: the preparation is not done. */
  | { ok: false; kind: 'incomplete'; source: string }
  /** The posts cannot make a valid task (the contract's words). */
  | { ok: false; kind: 'invalid'; message: string };

/**
 * composer.md §7.2: the create call's body for a schedule intent whose files
 * are stored: one entry per network (its account, its thread as a JSON list
 * in its own shape), what the Scheduled tab shows, the time as ISO, and the
 * intent's groupId. Checked against the shared contract before it is sent.
 */
export function buildCreateScheduleBody(
  intent: ScheduledThread & { groupId: string; scheduleTime: number },
  stored: StoredForSchedule,
): CreateBodyResult {
  const entries: CreateScheduleBody['posts'] = [];
  for (const target of intent.targets) {
    const posts = scheduledPostsFor(target.source, intent, stored);
    if (!posts) return { ok: false, kind: 'incomplete', source: target.source };
    for (const post of posts) {
      const checked = SCHEDULED_POST_SCHEMAS[target.source].safeParse(post);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        return {
          ok: false,
          kind: 'invalid',
          message:
            `${target.source}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
        };
      }
    }
    entries.push({
      platform: target.source,
      platformUserId: target.accountId,
      payload: JSON.stringify(posts),
    });
  }
  const body = {
    scheduleTime: new Date(intent.scheduleTime).toISOString(),
    posts: entries,
    display_info: displayInfoOf(intent.posts),
    ua_type: 'web' as const,
    groupId: intent.groupId,
  };
  const checked = createScheduleBodySchema.safeParse(body);
  if (!checked.success) {
    return { ok: false, kind: 'invalid', message: checked.error.issues[0]?.message ?? 'invalid' };
  }
  return { ok: true, body: checked.data };
}
