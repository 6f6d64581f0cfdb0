/** A publish event as the chaos lab reads it out of the log. */
export interface AuditedEvent {
  seq: number;
  type: string;
  payload: Record<string, unknown>;
}

const ANSWERS = new Set(['PublishSucceeded', 'PublishFailed', 'PublishOutcomeUnknown']);

export interface LogAudit {
  attempts: number;
  /** Attempts answered by their network (published, refused, or the answer lost). */
  answered: number;
  /** Attempts cut short by a killed executor, each settled by reconciling. */
  cutShort: number;
  /** Attempts neither answered nor cut short by a kill: what the log cannot explain. */
  unexplained: string[];
  /** Jobs without exactly one PublishSucceeded. */
  notPublishedOnce: string[];
  reconciledFound: number;
  notLanded: number;
  /** Files uploaded more than once to the same network for the same post. */
  uploadedTwice: string[];
  mediaUploads: number;
}

/**
 * Checks that the log explains every attempt: each is followed, for its
 * job, by the network's answer, or was made by an executor the test killed
 * and is then settled by reconciling (found, or PublishNotLanded) before
 * anything is sent again. Each job is published once; each file uploaded
 * once per network.
 */
export function auditLog(events: readonly AuditedEvent[], killed: ReadonlySet<string>): LogAudit {
  const byJob = new Map<string, AuditedEvent[]>();
  for (const event of events) {
    const jobId = event.payload.jobId;
    if (typeof jobId !== 'string') continue;
    const list = byJob.get(jobId) ?? [];
    list.push(event);
    byJob.set(jobId, list);
  }
  const audit: LogAudit = {
    attempts: 0,
    answered: 0,
    cutShort: 0,
    unexplained: [],
    notPublishedOnce: [],
    reconciledFound: 0,
    notLanded: 0,
    uploadedTwice: [],
    mediaUploads: 0,
  };
  const uploads = new Map<string, number>();
  for (const [jobId, list] of byJob) {
    let published = 0;
    list.forEach((event, index) => {
      if (event.type === 'PublishSucceeded') {
        published += 1;
        if (event.payload.reconciled === true) audit.reconciledFound += 1;
      }
      if (event.type === 'PublishNotLanded') audit.notLanded += 1;
      if (event.type === 'MediaUploaded') {
        audit.mediaUploads += 1;
        const key = `${jobId.split(':').slice(0, 2).join(':')}:${String(event.payload.mediaId)}`;
        uploads.set(key, (uploads.get(key) ?? 0) + 1);
      }
      if (event.type !== 'PublishAttempted') return;
      audit.attempts += 1;
      const next = list.slice(index + 1).find((e) => e.type !== 'MediaUploadCheckpointed');
      if (next && ANSWERS.has(next.type) && next.payload.reconciled !== true) {
        audit.answered += 1;
        return;
      }
      const executor = String(event.payload.executor);
      const settled =
        next?.type === 'PublishNotLanded' ||
        (next?.type === 'PublishSucceeded' && next.payload.reconciled === true) ||
        // Reconciling itself failed (a fault): it is tried again before any new attempt.
        (next?.type === 'PublishFailed' &&
          list
            .slice(index + 1)
            .find((e) => e.type !== 'PublishFailed' && e.type !== 'MediaUploadCheckpointed')
            ?.type !== 'PublishAttempted');
      if (killed.has(executor) && settled) audit.cutShort += 1;
      else audit.unexplained.push(`${jobId} attempt by ${executor}: next ${next?.type ?? 'none'}`);
    });
    if (published !== 1) audit.notPublishedOnce.push(`${jobId}: ${published}`);
  }
  for (const [key, count] of uploads) if (count > 1) audit.uploadedTwice.push(`${key}: ${count}`);
  return audit;
}
