import {
  SCHEDULE_HISTORY_PAGE_SIZE,
  SCHEDULE_PATHS,
  scheduleErrorAnswerSchema,
  scheduleHistoryAnswerSchema,
  type ScheduleTask,
} from '@/domain/schedule/scheduleContract';

export interface ProductCallOptions {
  apiBase: string;
  token: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

export type HistoryPage =
  { ok: true; tasks: ScheduleTask[]; cursor: string | null } | { ok: false; message: string };

/**
 * composer.md §7.2: one page of the account's scheduled tasks that are
 * Pending or Failed, newest scheduled first; `cursor` null is the first page,
 * an answered null cursor the last. Never rejects (except when aborted).
 */
export async function fetchScheduleHistory(
  cursor: string | null,
  options: ProductCallOptions,
): Promise<HistoryPage> {
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(`${options.apiBase}${SCHEDULE_PATHS.history}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.token}` },
      body: JSON.stringify({ cursor, size: SCHEDULE_HISTORY_PAGE_SIZE, status: 'Pending,Failed' }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, message: 'Polycast could not be reached. Check your connection.' };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = scheduleErrorAnswerSchema.safeParse(body);
    return {
      ok: false,
      message: refusal.success ? refusal.data.message : `Polycast answered ${response.status}.`,
    };
  }
  const page = scheduleHistoryAnswerSchema.safeParse(body);
  if (!page.success) return { ok: false, message: 'Polycast answered in an unknown shape.' };
  return { ok: true, tasks: page.data.data.posts, cursor: page.data.data.cursor };
}
