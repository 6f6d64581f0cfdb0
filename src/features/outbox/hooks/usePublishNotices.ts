import { useEffect } from 'react';
import { waitingIntentIds } from '@/sync/publish/publishJobQueries';
import { publishJobsProjection } from '@/sync/publish/publishJobsProjection';
import { toasts } from '@/ui/toasts/toastStore';
import { feedRefresh } from '@/features/feed';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { anonymousNotSentNotice } from '../runtime/anonymousNoticeFor';
import { publishNoticeFor, withdrawnNoticeFor } from '../runtime/publishNoticeFor';
import { sandboxNetworks } from '../runtime/sandboxNetworks';

/**
 * composer.md §4.6: the notices of publish outcomes, from the log (so a post
 * sent before a reload still reports). Which notice an event causes is
 * `publishNoticeFor`'s to say (it is told which posts were on their way
 * while the device was offline). A post that landed refreshes its network's
 * feeds on screen. An anonymous post the product server refused says so.
 */
export function usePublishNotices() {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    let subscription: { unsubscribe(): void } | undefined;
    let closed = false;
    // Posts on their way while the device was offline: their going out is announced (issue 18).
    const waitedOffline = new Set<string>();
    const noteOffline = () => {
      if (navigator.onLine) return;
      for (const id of waitingIntentIds(runtime.publishJobs.getState())) waitedOffline.add(id);
    };
    const jobStates = runtime.publishJobs.state$.subscribe(noteOffline);
    window.addEventListener('offline', noteOffline);
    void runtime.log.head().then((head) => {
      if (closed) return;
      subscription = runtime.log.live(head).subscribe((event) => {
        const withdrawn = withdrawnNoticeFor(event);
        if (withdrawn) toasts.withdraw(withdrawn.key, withdrawn.subject);
        if (event.type === 'ServerCallFailed' && !event.payload.retryable) {
          // An anonymous post the server refused: its draft is back (once the drafts fold it in).
          void runtime.drafts.catchUp().then((drafts) => {
            const notice = anonymousNotSentNotice(event, drafts);
            if (notice) toasts.show(notice.message, notice.tone, notice);
          });
          return;
        }
        if (event.type !== 'PublishSucceeded' && event.type !== 'PublishFailed') return;
        // The jobs projection may not have folded this event in yet.
        const jobs = runtime.publishJobs;
        const state =
          jobs.getPosition() >= event.seq
            ? jobs.getState()
            : publishJobsProjection.apply(jobs.getState(), event);
        const job = state.jobs[event.payload.jobId];
        if (event.type === 'PublishSucceeded' && job) feedRefresh.published(job.source);
        // Where its View link goes depends on whose networks these are (asked once).
        void sandboxNetworks(runtime.apiBase).then((sandbox) => {
          const waited = (id: string) => waitedOffline.has(id);
          for (const notice of publishNoticeFor(event, state, { sandbox, waitedOffline: waited })) {
            toasts.show(notice.message, notice.tone, notice);
          }
        });
      });
    });
    return () => {
      closed = true;
      subscription?.unsubscribe();
      jobStates.unsubscribe();
      window.removeEventListener('offline', noteOffline);
    };
  }, [runtime]);
}
