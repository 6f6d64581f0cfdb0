import { Link } from '@tanstack/react-router';
import { outboxLinkLabel } from '../runtime/outboxLinkLabel';
import { usePublishJobs } from '../hooks/usePublishJobs';
import { outboxPostCounts } from '@/sync/publish/publishJobQueries';
import { OutboxIcon } from '@/ui/icons';

/**
 * The sidebar's way to the outbox while posts wait or have failed, with a
 * badge counting posts (one post to four networks is one).
 */
export function OutboxLink({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const counts = outboxPostCounts(usePublishJobs());
  if (counts.waiting === 0 && counts.failed === 0) return null;
  return (
    <Link
      to="/outbox"
      className="nav-link outbox-link"
      aria-label={outboxLinkLabel(counts)}
      onClick={onNavigate}
    >
      <OutboxIcon className="nav-icon" size={22} aria-hidden="true" />
      Outbox{' '}
      <span className="badge" aria-hidden="true">
        {counts.waiting || counts.failed}
      </span>
    </Link>
  );
}
