import { useEffect, useState } from 'react';
import { describeJob } from '../../app/outbox/describeJob';
import { useSandboxNetworks } from '../../app/outbox/useSandboxNetworks';
import { viewHref } from '../../app/outbox/viewLink';
import { usePublishActions, usePublishJobs } from '../../app/outbox/usePublishJobs';
import { SOURCE_LABELS, type PostSource } from '../../app/sources';
import { ScreenFrame } from '../shell/ScreenFrame';

/** Re-renders every second, for the "next attempt in" counts. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Every post on its way, failed or recently published, network by network, with retry and discard. */
export function OutboxScreen() {
  const state = usePublishJobs();
  const actions = usePublishActions();
  const now = useNow();
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
          const open = jobs.some((j) => j.status !== 'succeeded' && j.status !== 'discarded');
          const title = intent.posts[0]?.text.slice(0, 80) ?? '';
          return (
            <li key={intent.id} className="outbox-intent">
              <h2>{title}</h2>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Network</th>
                    <th scope="col">Post</th>
                    <th scope="col">Status</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Last reason</th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.map((job) => (
                    <tr key={job.id}>
                      <td>{SOURCE_LABELS[job.source]}</td>
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
                            aria-label={`${describeJob(job, now)}: view on ${SOURCE_LABELS[job.source]}`}
                          >
                            {describeJob(job, now)}
                          </a>
                        ) : (
                          describeJob(job, now)
                        )}
                      </td>
                      <td>{job.totalAttempts}</td>
                      <td>{job.status === 'succeeded' ? '' : (job.lastError?.reason ?? '')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="modal-actions">
                {failed.length > 0 && (
                  <button
                    type="button"
                    onClick={() => void actions?.retry(intent.id, failed as PostSource[])}
                  >
                    Retry failed
                  </button>
                )}
                {open && (
                  <button type="button" onClick={() => void actions?.discard(intent.id)}>
                    Discard
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
