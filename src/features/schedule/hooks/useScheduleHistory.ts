import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductSession } from '@/runtime/productSession';
import { loadProductSession } from '../runtime/scheduledRuntime';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { ScheduleTask } from '@/domain/schedule/scheduleContract';
import { fetchScheduleHistory } from '@/sources/product/scheduleHistoryApi';

export interface ScheduleHistory {
  /** undefined while the vault opens; null without a Polycast session. */
  session: ProductSession | null | undefined;
  tasks: ScheduleTask[];
  loading: boolean;
  /** Every page is here. */
  done: boolean;
  error?: string;
  /** When the list now shown was asked for (epoch ms). */
  fetchedAt: number;
}

const withoutDuplicates = (tasks: ScheduleTask[]) => {
  const seen = new Set<string>();
  return tasks.filter((task) => !seen.has(task.task_uuid) && seen.add(task.task_uuid));
};

/**
 * composer.md §2.6, §7.2: the account's Pending and Failed tasks, a page of
 * 20 at a time (`loadMore` when the list's end is in view), and `reload`
 * from the first page (after an edit landed). An answer to an older reload
 * is dropped.
 */
export function useScheduleHistory(runtime: AppRuntime | undefined) {
  const [history, setHistory] = useState<ScheduleHistory>({
    session: undefined,
    tasks: [],
    loading: false,
    done: false,
    fetchedAt: 0,
  });
  const [cursor, setCursor] = useState<string | null>(null);
  const generation = useRef(0);
  const busy = useRef(false);

  const load = useCallback(
    async (session: ProductSession | null | undefined, from: string | null, replace: boolean) => {
      if (!runtime || !session) return;
      if (!replace && busy.current) return;
      const mine = replace ? ++generation.current : generation.current;
      busy.current = true;
      const askedAt = Date.now();
      setHistory((h) => ({ ...h, loading: true, error: undefined }));
      const page = await fetchScheduleHistory(from, {
        apiBase: runtime.apiBase,
        token: session.token,
      });
      if (mine !== generation.current) return;
      busy.current = false;
      if (!page.ok) {
        setHistory((h) => ({ ...h, loading: false, error: page.message }));
        return;
      }
      setCursor(page.cursor);
      setHistory((h) => ({
        ...h,
        loading: false,
        tasks: withoutDuplicates(replace ? page.tasks : [...h.tasks, ...page.tasks]),
        done: page.cursor === null,
        fetchedAt: replace ? askedAt : h.fetchedAt,
      }));
    },
    [runtime],
  );

  // The session from the vault, then the first page.
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    void loadProductSession(runtime)
      .catch(() => undefined)
      .then((session) => {
        if (!live) return;
        setHistory((h) => ({ ...h, session: session ?? null }));
        void load(session, null, true);
      });
    return () => {
      live = false;
    };
  }, [runtime, load]);

  return {
    history,
    loadMore: useCallback(() => {
      if (!history.done && !history.loading && !history.error)
        void load(history.session, cursor, false);
    }, [history.session, history.done, history.loading, history.error, cursor, load]),
    reload: useCallback(() => void load(history.session, null, true), [history.session, load]),
  };
}
