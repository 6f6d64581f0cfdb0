import { useEffect } from 'react';
import type { Subscription } from '@/events/stream';
import { waitingIntentIds } from '@/sync/publish/publishJobQueries';
import { useRuntime } from '@/runtime/RuntimeProvider';

/**
 * composer.md §4.6: the notices of publish outcomes, from the log (so a post
 * sent before a reload still reports; runtime/watchPublishNotices.ts says
 * which). The log's head is taken at once and the wording loads after the
 * first screen: every event after that head is announced, none missed.
 */
export function usePublishNotices() {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    let subscription: Subscription | undefined;
    let closed = false;
    // Posts on their way while the device was offline: their going out is announced (issue 18).
    const waitedOffline = new Set<string>();
    const noteOffline = () => {
      if (navigator.onLine) return;
      for (const id of waitingIntentIds(runtime.publishJobs.getState())) waitedOffline.add(id);
    };
    const jobStates = runtime.publishJobs.state$.subscribe(noteOffline);
    window.addEventListener('offline', noteOffline);
    void Promise.all([runtime.log.head(), import('../runtime/watchPublishNotices')]).then(
      ([head, { watchPublishNotices }]) => {
        if (closed) return;
        subscription = watchPublishNotices(runtime, head, (id) => waitedOffline.has(id));
      },
    );
    return () => {
      closed = true;
      subscription?.unsubscribe();
      jobStates.unsubscribe();
      window.removeEventListener('offline', noteOffline);
    };
  }, [runtime]);
}
