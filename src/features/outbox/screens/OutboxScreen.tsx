import { describeJob } from '../runtime/describeJob';
import { outboxRowActions } from '../runtime/outboxRowActions';
import { useSandboxNetworks } from '../hooks/useSandboxNetworks';
import { viewHref } from '../runtime/viewLink';
import { usePublishActions, usePublishJobs } from '../hooks/usePublishJobs';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { PublishJob } from '@/sync/publish/publishJobsProjection';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { useNow } from '@/ui/useNow';
import './outbox.css';

const isOpen = (job: PublishJob) => job.status !== 'succeeded' && job.status !== 'discarded';

/**
 * Every post on its way, failed or recently published, network by network:
 * how many times each was tried, when it tries next, and per network "Retry
 * now" and "Discard" for what has not gone out (what went out stays).
 */
export function OutboxScreen() {
  const state = usePublishJobs();
  const actions = usePublishActions();
  const now = useNow(1000);
  const sandbox = useSandboxNetworks();
  const intents = Object.values(state.intents).sort((a, b) => b.createdAt - a.createdAt);

  return (
    <ScreenFrame title="Outbox">
      {intents.length === 0 && <p className="muted">Nothing has been sent from this device yet.</p>}
      <ul className="outbox-list">
        {intents.map((intent) => {
          const jobs = Object.values(state.jobs)
            .filter((job) => job.intentId === intent.id)
            .sort((a, b) => a.source.localeCompare(b.source) || a.index - b.index);
          const failed = [
            ...new Set(jobs.filter((j) => j.status === 'failed').map((j) => j.source)),
          ];
          const openNetworks = new Set(jobs.filter(isOpen).map((j) => j.source));
          const anyPublished = jobs.some((j) => j.status === 'succeeded');
          // The whole text stays the heading's (its name and title); the line ends with an ellipsis.
          const title = intent.posts[0]?.text.trim() || '(no text)';
          return (
            <li key={intent.id} className="outbox-intent">
              <h2 className="outbox-heading" title={title}>
                {title}
              </h2>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Network</th>
                    <th scope="col">Post</th>
                    <th scope="col">Status</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Last reason</th>
                    <th scope="col">Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.map((job) => {
                    const network = SOURCE_LABELS[job.source];
                    const can = outboxRowActions(state, job, now);
                    const retry = () => void actions?.retry(intent.id, [job.source]);
                    return (
                      <tr key={job.id}>
                        <td>{network}</td>
                        <td>
                          {job.index + 1} / {intent.posts.length}
                        </td>
                        <td>
                          {job.url && job.postId ? (
                            <a
                              href={viewHref(
                                { source: job.source, postId: job.postId, url: job.url },
                                sandbox,
                              )}
                              target="_blank"
                              rel="noreferrer"
                              aria-label={`${describeJob(job, now)}: view on ${network}`}
                            >
                              {describeJob(job, now)}
                            </a>
                          ) : (
                            describeJob(job, now)
                          )}
                        </td>
                        <td>{job.tries}</td>
                        <td>{job.status === 'succeeded' ? '' : (job.lastError?.reason ?? '')}</td>
                        <td>
                          <div className="outbox-row-actions">
                            {can.retryNow && (
                              <button type="button" onClick={retry}>
                                Retry {network} now
                              </button>
                            )}
                            {can.retry && (
                              <button type="button" onClick={retry}>
                                Retry {network}
                              </button>
                            )}
                            {can.discard && (
                              <button
                                type="button"
                                className="danger"
                                onClick={() => void actions?.discard(intent.id, [job.source])}
                              >
                                Discard {network}
                              </button>
                            )}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <div className="modal-actions">
                {failed.length > 1 && (
                  <button
                    type="button"
                    onClick={() => void actions?.retry(intent.id, failed as PostSource[])}
                  >
                    Retry failed
                  </button>
                )}
                {openNetworks.size > 1 && (
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void actions?.discard(intent.id)}
                  >
                    {anyPublished ? 'Discard the rest' : 'Discard post'}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </ScreenFrame>
  );
}
