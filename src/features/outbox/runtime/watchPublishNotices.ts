import type { Subscription } from '@/events/stream';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { publishJobsProjection } from '@/sync/publish/publishJobsProjection';
import { toasts } from '@/ui/toasts/toastStore';
import { feedRefresh } from '@/features/feed';
import { anonymousNotSentNotice } from './anonymousNoticeFor';
import { publishNoticeFor, withdrawnNoticeFor } from './publishNoticeFor';
import { sandboxNetworks } from './sandboxNetworks';

/**
 * composer.md §4.6: the notices of publish outcomes for the events after
 * `head`, from the log. Which notice an event causes is `publishNoticeFor`'s
 * to say (told which posts waited while the device was offline). A post that
 * landed refreshes its network's feeds on screen; an anonymous post the
 * product server refused says so.
 */
export function watchPublishNotices(
  runtime: AppRuntime,
  head: number,
  waitedOffline: (intentId: string) => boolean,
): Subscription {
  const saidOnce = new Set<string>();
  return runtime.log.live(head).subscribe((event) => {
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
      for (const notice of publishNoticeFor(event, state, { sandbox, waitedOffline })) {
        if (notice.once !== undefined) {
          if (saidOnce.has(notice.once)) continue;
          saidOnce.add(notice.once);
        }
        toasts.show(notice.message, notice.tone, notice);
      }
    });
  });
}
