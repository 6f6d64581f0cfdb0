import { Link } from '@tanstack/react-router';
import { usePublishJobs } from '../../app/outbox/usePublishJobs';
import { openJobCount } from '../../sync/publish/publishJobQueries';

/** The sidebar's way to the outbox, with a badge while posts wait or have failed. */
export function OutboxLink({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const state = usePublishJobs();
  const waiting = openJobCount(state);
  const failed = Object.values(state.jobs).filter((job) => job.status === 'failed').length;
  if (waiting === 0 && failed === 0) return null;
  const label = waiting > 0 ? `${waiting} waiting` : `${failed} failed`;
  return (
    <Link to="/outbox" className="nav-link outbox-link" onClick={onNavigate}>
      Outbox{' '}
      <span className="badge" aria-label={label}>
        {waiting || failed}
      </span>
    </Link>
  );
}
