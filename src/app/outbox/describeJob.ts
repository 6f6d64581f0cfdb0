import type { PublishJob } from '../../sync/publish/publishJobsProjection';

/** How a job stands, in words for the outbox screen. */
export function describeJob(job: PublishJob, now: number): string {
  switch (job.status) {
    case 'succeeded':
      return 'Published';
    case 'failed':
      return 'Failed';
    case 'discarded':
      return 'Discarded';
    case 'attempting':
    case 'unknown':
      return 'Checking whether it landed';
    case 'waiting':
      if (job.retryAt > now) {
        const seconds = Math.ceil((job.retryAt - now) / 1000);
        return seconds < 60
          ? `Next attempt in ${seconds} s`
          : `Next attempt at ${new Date(job.retryAt).toLocaleTimeString()}`;
      }
      return job.attempts > 0 ? 'Retrying' : 'Waiting to send';
  }
}
