import type { PublishJob } from '@/sync/publish/publishJobsProjection';

const defaultTime = (at: number) =>
  new Date(at).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

/** How long until `at`, roughly, for a person: "in 13 s", "in 4 min". */
function untilAt(at: number, now: number): string {
  const seconds = Math.ceil((at - now) / 1000);
  return seconds < 60 ? `in ${seconds} s` : `in ${Math.round(seconds / 60)} min`;
}

/**
 * How a job stands, in words for the outbox screen. A job waiting out its
 * backoff says at what time it tries next, and how long that is from now
 * (the backoff can reach 5 min, a network's Retry-After longer).
 */
export function describeJob(
  job: PublishJob,
  now: number,
  timeOf: (at: number) => string = defaultTime,
): string {
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
        return `Next attempt at ${timeOf(job.retryAt)} (${untilAt(job.retryAt, now)})`;
      }
      return job.tries > 0 ? 'Retrying' : 'Waiting to send';
  }
}
