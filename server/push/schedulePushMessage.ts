import { SOURCE_LABELS } from '@/domain/networks';
import { SCHEDULED_POSTS_PATH, type PushMessage } from '@/domain/push/pushContract';
import type { ScheduleTaskRecord } from '../schedule/scheduleStore';

/** How much of the post's text the notification quotes. */
const QUOTE_MAX = 80;

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_MAX ? `${flat.slice(0, QUOTE_MAX - 1)}…` : flat;
}

/**
 * reading.md §2.13, §4.7: what a person is told by push when their scheduled
 * post is settled: published on every network, or failed on some (naming
 * them and why). Opens the Scheduled tab, where each network's state and
 * reason are listed. A task still pending or deleted tells nothing.
 */
export function schedulePushMessage(task: ScheduleTaskRecord): PushMessage | undefined {
  const text = quote(task.displayInfo.content);
  const tag = `schedule-${task.taskUuid}`;
  if (task.status === 'Success') {
    const networks = task.relations.map((r) => SOURCE_LABELS[r.platform]).join(', ');
    return {
      kind: 'schedulePublished',
      title: 'Scheduled post published',
      body: text ? `“${text}” is on ${networks}.` : `Published on ${networks}.`,
      url: SCHEDULED_POSTS_PATH,
      tag,
    };
  }
  if (task.status === 'Failed') {
    const failed = task.relations.filter((r) => r.status === 'Failed');
    const why = failed
      .map((r) => `${SOURCE_LABELS[r.platform]}${r.reason ? `: ${r.reason}` : ''}`)
      .join('; ');
    return {
      kind: 'scheduleFailed',
      title: 'Scheduled post failed',
      body: `${text ? `“${text}” ` : ''}could not be published (${why || 'unknown reason'}).`.slice(
        0,
        400,
      ),
      url: SCHEDULED_POSTS_PATH,
      tag,
    };
  }
  return undefined;
}
