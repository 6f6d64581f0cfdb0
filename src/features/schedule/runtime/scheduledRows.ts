import type { ScheduleEdit } from './scheduleEditsProjection';
import { scheduleEditFailure } from './scheduleEditsProjection';
import {
  formatScheduleDate,
  formatScheduleTime,
  type ScheduledItemSummary,
} from './scheduledSummary';

/** A task as the Scheduled tab shows it: the server's, with this device's edit over it. */
export interface ScheduledRow extends ScheduledItemSummary {
  /** An edit not yet done: 'Saving the new time…', or why it waits. */
  pendingNote?: string;
  /** The last edit was refused (composer.md §8's words, then the server's). */
  failure?: string;
}

const waitingNote = (edit: ScheduleEdit) =>
  edit.retrying
    ? edit.kind === 'update'
      ? 'The new time will be sent when Polycast can be reached.'
      : 'It will be deleted when Polycast can be reached.'
    : edit.kind === 'update'
      ? 'Saving the new time…'
      : 'Deleting…';

/**
 * composer.md §4.9: the list shows a change at once. A queued delete hides
 * the task, a queued update shows its new time; a done edit holds until the
 * list is fetched again (`fetchedAt`), then the server's answer is the
 * truth; a refused edit leaves the task as the server has it, saying why.
 */
export function scheduledRows(
  tasks: readonly ScheduledItemSummary[],
  edits: Readonly<Record<string, ScheduleEdit>>,
  fetchedAt: number,
): ScheduledRow[] {
  const rows: ScheduledRow[] = [];
  for (const task of tasks) {
    const edit = edits[task.taskUUID];
    if (!edit) {
      rows.push(task);
      continue;
    }
    if (edit.status === 'failed') {
      rows.push({ ...task, failure: scheduleEditFailure(edit.kind, edit.reason) });
      continue;
    }
    const stale = edit.status === 'queued' || (edit.doneAt ?? 0) > fetchedAt;
    if (!stale) {
      rows.push(task);
      continue;
    }
    if (edit.kind === 'delete') continue;
    const at = edit.publishTime ?? task.at;
    rows.push({
      ...task,
      at,
      date: formatScheduleDate(at),
      time: formatScheduleTime(at),
      ...(edit.status === 'queued' ? { pendingNote: waitingNote(edit) } : {}),
    });
  }
  return rows;
}

/** An edit the server did after the list was fetched: time to fetch it again. */
export const listIsStale = (edits: Readonly<Record<string, ScheduleEdit>>, fetchedAt: number) =>
  Object.values(edits).some((edit) => edit.status === 'done' && (edit.doneAt ?? 0) > fetchedAt);
