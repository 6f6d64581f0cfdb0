import type { SourceResult } from '@/domain/result';
import {
  SCHEDULE_HISTORY_PAGE_SIZE,
  SCHEDULE_PATHS,
  scheduleHistoryAnswerSchema,
  type ScheduleTask,
} from '@/domain/schedule/scheduleContract';
import { call, type ProductApi } from './productApi';

export interface HistoryPage {
  tasks: ScheduleTask[];
  /** The next page's cursor; null on the last page. */
  cursor: string | null;
}

/**
 * composer.md §7.2: one page of the account's scheduled tasks that are
 * Pending or Failed, newest scheduled first; `cursor` null is the first page,
 * an answered null cursor the last.
 */
export async function fetchScheduleHistory(
  api: ProductApi,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SourceResult<HistoryPage>> {
  const answer = await call(api, 'POST', SCHEDULE_PATHS.history, {
    body: { cursor, size: SCHEDULE_HISTORY_PAGE_SIZE, status: 'Pending,Failed' },
    schema: scheduleHistoryAnswerSchema,
    read: true,
    ...(signal ? { signal } : {}),
  });
  return answer.ok
    ? { ok: true, value: { tasks: answer.value.data.posts, cursor: answer.value.data.cursor } }
    : answer;
}
