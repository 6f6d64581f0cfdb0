import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import {
  hasNewNotification,
  latestUnreadType,
  pollInterval,
  recordKey,
  startingPoint,
  type PolledNewest,
} from '@/domain/notifications/readRecord';
import { settingsProjection } from '@/events/projections/settingsProjection';
import { useAccounts } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import { pollTargets, type PollTarget } from '../runtime/pollTargets';
import type { NewestFound } from '../runtime/readNewest';
import { notificationStatusStore } from '../runtime/notificationStatusStore';
import { recordRead } from '../runtime/recordRead';

/** One poll's query: the newest notification of one type for one profile. */
export const newestNotificationKey = (target: PollTarget) =>
  ['notifications', 'newest', target.type, target.profileId] as const;

/** The record's stored reads (NOTIFICATION_READ_RECORD), from the log. */
export function useReadRecord() {
  return useProjection(useRuntime()?.settings, settingsProjection.initial).notificationReads;
}

/**
 * The polls' answers for every signed-in profile (reading.md §4.6): each
 * type asked again at §9's interval until something new is seen.
 */
function useNewestNotifications() {
  const runtime = useRuntime();
  const accounts = useAccounts();
  const record = useReadRecord();
  const targets = useMemo(() => pollTargets(accounts), [accounts]);
  const results = useQueries({
    queries: targets.map((target) => ({
      queryKey: newestNotificationKey(target),
      enabled: Boolean(runtime),
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<NewestFound> => {
        if (!runtime) throw new Error('Polycast is still opening.');
        // Loaded with the first poll: the reads and their schemas stay off the first screen.
        const { readNewest } = await import('../runtime/readNewest');
        return readNewest(runtime, target, signal);
      },
      refetchInterval: (query: { state: { data?: NewestFound } }) =>
        pollInterval(
          target.type,
          hasNewNotification(
            record[recordKey(target.type, target.profileId)],
            query.state.data?.newestId,
          ),
        ),
    })),
  });
  // The results array is new on every render: what they answered is kept while it is the same.
  const signature = JSON.stringify(
    results.map((result) => (result.isSuccess ? result.data : null)),
  );
  const answers = useMemo(() => JSON.parse(signature) as (NewestFound | null)[], [signature]);
  const polled = useMemo<PolledNewest[]>(
    () => targets.map((target, at) => ({ ...target, ...answers[at] })),
    [targets, answers],
  );
  return { runtime, targets, answers, record, polled };
}

/**
 * The shell's polling (reading.md §4.6): each signed-in profile's types
 * polled through the query cache, a profile's first answer written as where
 * its record starts (what was there before is not new), and what is unread
 * told to the sidebar and the indicator (notificationStatusStore).
 */
export function useNotificationPolling(): void {
  const { runtime, targets, answers, record, polled } = useNewestNotifications();
  const started = useRef(new Set<string>());
  useEffect(() => {
    const active = new Set(targets.map((t) => recordKey(t.type, t.profileId)));
    notificationStatusStore.set(latestUnreadType(record, polled, active));
  }, [targets, record, polled]);
  useEffect(() => {
    if (!runtime) return;
    targets.forEach((target, at) => {
      const key = recordKey(target.type, target.profileId);
      const answer = answers[at];
      // Not yet answered: nothing to start from.
      if (!answer) return;
      const start = startingPoint(record[key], answer.newestId);
      if (start === undefined || started.current.has(key)) return;
      started.current.add(key);
      void recordRead(runtime, { ...target, latestNotificationId: start, cause: 'firstSeen' });
    });
  }, [runtime, targets, record, answers]);
}
