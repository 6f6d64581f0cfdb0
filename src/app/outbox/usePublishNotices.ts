import { useEffect } from 'react';
import { intentOutcome } from '../../sync/publish/publishJobQueries';
import { SOURCE_LABELS } from '../sources';
import { toasts } from '../toasts/toastStore';
import { useRuntime } from '../runtime/RuntimeProvider';

/**
 * composer.md §4.6: a toast per network as each post lands or stops, from
 * the log (so a post sent before a reload still reports).
 */
export function usePublishNotices() {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    let subscription: { unsubscribe(): void } | undefined;
    let closed = false;
    void runtime.log.head().then((head) => {
      if (closed) return;
      subscription = runtime.log.live(head).subscribe((event) => {
        if (event.type !== 'PublishSucceeded' && event.type !== 'PublishFailed') return;
        const job = runtime.publishJobs.getState().jobs[event.payload.jobId];
        const network = job ? SOURCE_LABELS[job.source] : 'a network';
        if (event.type === 'PublishSucceeded' && job?.index === 0) {
          toasts.show(`Posted on ${network}.`, 'success');
        } else if (event.type === 'PublishFailed' && !event.payload.retryable) {
          toasts.show(`Failed to post on ${network}: ${event.payload.reason}`, 'error');
        }
        if (!job) return;
        const outcome = intentOutcome(runtime.publishJobs.getState(), job.intentId);
        if (outcome.kind === 'failed') toasts.show('Post failed to publish.', 'error');
        if (outcome.kind === 'partial' && event.type === 'PublishFailed') {
          const names = outcome.failed.map((source) => SOURCE_LABELS[source]).join(', ');
          toasts.show(`Failed to post on: ${names}`, 'error');
        }
      });
    });
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
  }, [runtime]);
}
