import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { composerLauncher, useProfiles } from '@/features/compose';
import { draftSummary } from '@/features/drafts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { scheduleEditFailure } from '../runtime/scheduleEditsProjection';
import { listIsStale, scheduledRows } from '../runtime/scheduledRows';
import { openingForFailedTask, requestScheduleEdit } from '../runtime/scheduledRuntime';
import {
  formatScheduleDate,
  formatScheduleTime,
  scheduledItemSummary,
} from '../runtime/scheduledSummary';
import { dismissScheduleIntent } from '../runtime/scheduleIntents';
import { toasts } from '@/ui/toasts/toastStore';
import {
  openScheduleIntents,
  type ScheduleIntent,
} from '@/sync/schedule/scheduleIntentsProjection';
import { Modal } from '@/ui/Modal';
import type { ScheduledItemView } from './ScheduledItem';
import { ScheduledList } from './ScheduledList';
import { ScheduledTip } from './ScheduledTip';
import { forgetVerification, useEditScheduledTask } from '../hooks/useEditScheduledTask';
import { useScheduleHistory } from '../hooks/useScheduleHistory';
import { useOnline } from '@/ui/useOnline';
import { useScheduledState } from '../hooks/useScheduledState';
import './scheduled.css';

/**
 * composer.md §2.6, the Scheduled tab of `/draft`: the account's Pending and
 * Failed scheduled posts (an infinite list from the product server), with
 * the ones this device has not sent yet on top. A Pending one is edited
 * after the password (§4.9, §5.6); a Failed one reopens the composer with
 * its failed platforms only; each can be deleted. Edits are intents in the
 * log: the list shows them at once and refetches once the server has them.
 */
export function ScheduledTab() {
  const runtime = useRuntime();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const profiles = useProfiles();
  const { history, loadMore, reload } = useScheduleHistory(runtime);
  const online = useOnline();
  const { ready, edits, intents } = useScheduledState(runtime);
  const { edit, dialog } = useEditScheduledTask(runtime, history.session);
  const [deleting, setDeleting] = useState<{ taskUUID: string; text: string }>();

  // An edit or a new task the server has since the list was fetched: fetch it again.
  const createdSince = Object.values(intents.created).some((c) => c.createdAt > history.fetchedAt);
  const stale =
    history.fetchedAt > 0 && (listIsStale(edits.edits, history.fetchedAt) || createdSince);
  useEffect(() => {
    if (stale) reload();
  }, [stale, reload]);
  // Back online (the list may have failed offline, or be out of date): fetch it again.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) reload();
    wasOnline.current = online;
  }, [online, reload]);

  // composer.md §8: an edit the server refused says so once, when it happens.
  const failuresSeen = useRef<Set<string>>(undefined);
  useEffect(() => {
    if (!ready) return;
    const failed = Object.values(edits.edits).filter((e) => e.status === 'failed');
    if (failuresSeen.current) {
      for (const e of failed) {
        if (failuresSeen.current.has(e.intentId)) continue;
        toasts.show(scheduleEditFailure(e.kind, e.reason), 'error');
        if (e.reason?.startsWith('HTTP 403')) forgetVerification(queries);
      }
    }
    failuresSeen.current = new Set(failed.map((e) => e.intentId));
  }, [ready, edits, queries]);

  const summaries = useMemo(() => history.tasks.map(scheduledItemSummary), [history.tasks]);
  const rows = scheduledRows(summaries, edits.edits, history.fetchedAt);

  const openFailed = async (taskUUID: string) => {
    const row = rows.find((r) => r.taskUUID === taskUUID);
    const task = history.tasks.find((t) => t.task_uuid === taskUUID);
    if (!runtime || !row || !task) return;
    const found = await openingForFailedTask(runtime, { ...row, groupId: task.group_id }, profiles);
    if (!found.ok) return toasts.show(found.message, 'error');
    void navigate({ to: '/' });
    composerLauncher.open(found.opening);
  };

  const dismissIntent = (intent: ScheduleIntent) =>
    runtime ? dismissScheduleIntent(runtime, intent.id) : Promise.resolve();

  const queued: ScheduledItemView[] = openScheduleIntents(intents).map((intent) => {
    const summary = draftSummary(intent.draft);
    const failed = intent.status === 'failed';
    return {
      key: intent.id,
      label: failed ? 'Not scheduled' : 'Queued',
      tone: failed ? 'failed' : 'queued',
      text: summary.text,
      markers: summary.markers,
      platforms: intent.targets.map((target) => target.source),
      at: intent.scheduleTime,
      date: formatScheduleDate(intent.scheduleTime),
      time: formatScheduleTime(intent.scheduleTime),
      ...(failed
        ? {
            failure: intent.reason ?? 'Failed to create scheduled post.',
            action: 'Open' as const,
            onOpen: () => {
              void dismissIntent(intent);
              void navigate({ to: '/' });
              composerLauncher.open({ draft: intent.draft });
            },
            onDelete: () => void dismissIntent(intent),
          }
        : {
            note:
              intent.retrying || !online
                ? 'It will be scheduled when Polycast can be reached.'
                : 'Being scheduled…',
          }),
    };
  });

  const items: ScheduledItemView[] = [
    ...queued,
    ...rows.map((row) => ({
      key: row.taskUUID,
      label: row.label,
      tone: row.status === 'Failed' ? ('failed' as const) : ('pending' as const),
      text: row.text,
      markers: row.markers,
      platforms: row.platforms,
      at: row.at,
      date: row.date,
      time: row.time,
      ...(row.pendingNote ? { note: row.pendingNote } : {}),
      ...(row.failure
        ? { failure: row.failure }
        : row.reasons.length > 0
          ? { failure: row.reasons.map((r) => `${r.platform}: ${r.reason}`).join(' · ') }
          : {}),
      action: row.status === 'Failed' ? ('Open' as const) : ('Edit' as const),
      onOpen: () => {
        if (row.status === 'Failed') void openFailed(row.taskUUID);
        else
          void edit(row.taskUUID, row.at).then((problem) => {
            if (problem) toasts.show(problem, 'error');
          });
      },
      onDelete: () => setDeleting({ taskUUID: row.taskUUID, text: row.text }),
    })),
  ];

  if (history.session === null) {
    return <p className="empty-note">Sign in to Polycast to see your scheduled posts.</p>;
  }
  return (
    <>
      <ScheduledTip />
      <ScheduledList
        items={items}
        loading={history.loading || history.session === undefined}
        done={history.done}
        {...(history.error ? { error: history.error } : {})}
        onEnd={loadMore}
        onRetry={reload}
      />
      {dialog}
      {deleting && (
        <Modal title="Delete scheduled post?" onClose={() => setDeleting(undefined)}>
          <p>“{deleting.text.slice(0, 120) || '(no text)'}” will not be published.</p>
          <div className="modal-actions">
            <button type="button" onClick={() => setDeleting(undefined)}>
              Cancel
            </button>
            <button
              type="button"
              className="primary danger"
              onClick={() => {
                const { taskUUID } = deleting;
                setDeleting(undefined);
                if (runtime && history.session)
                  void requestScheduleEdit(runtime, {
                    kind: 'delete',
                    productAccountId: history.session.accountId,
                    taskUUID,
                  });
              }}
            >
              Delete
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
