import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { ScheduleMarker } from '../runtime/scheduledSummary';
import { DeleteIcon } from '@/ui/DeleteIcon';

export interface ScheduledItemView {
  key: string;
  /** 'Pending', 'Failed on X', 'Queued'… */
  label: string;
  tone: 'pending' | 'failed' | 'queued';
  text: string;
  markers: readonly ScheduleMarker[];
  platforms: readonly PostSource[];
  at: number;
  date: string;
  time: string;
  /** A change on its way, or why a queued one waits. */
  note?: string;
  /** Why the last change was refused, or why it failed. */
  failure?: string;
  /** What clicking it does, for its accessible name ('Edit', 'Open'); none: not clickable. */
  action?: 'Edit' | 'Open';
  onOpen?: () => void;
  onDelete?: () => void;
}

/**
 * composer.md §2.6: one scheduled post: its status, up to 5 lines of its
 * text, media markers, platforms, the date ('ddd, MMM DD, YYYY') and time
 * ('hh:mm A'), and a delete icon.
 */
export function ScheduledItem({ item }: { item: ScheduledItemView }) {
  const body = (
    <>
      <span className={`scheduled-status scheduled-status-${item.tone}`}>{item.label}</span>
      <span className="draft-text" dir="auto">
        {item.text || '(no text)'}
      </span>
      {item.markers.length > 0 && (
        <span className="draft-markers">{item.markers.map((m) => `[${m}]`).join(' ')}</span>
      )}
      <span className="draft-meta">
        <span className="scheduled-platforms">
          {item.platforms.map((platform) => (
            <span key={platform} className="platform-badge" title={SOURCE_LABELS[platform]}>
              {SOURCE_LABELS[platform]}
            </span>
          ))}
        </span>
        <time dateTime={new Date(item.at).toISOString()}>
          <span className="scheduled-date">{item.date}</span>{' '}
          <span className="scheduled-time">{item.time}</span>
        </time>
      </span>
      {item.note && <span className="draft-meta scheduled-note">{item.note}</span>}
    </>
  );
  return (
    <li className="draft-item scheduled-item">
      <div className="scheduled-body">
        {item.onOpen ? (
          // Named by what it shows, after a word on what clicking does (for a screen reader).
          <button type="button" className="draft-open" onClick={item.onOpen}>
            <span className="visually-hidden">{item.action ?? 'Open'} scheduled post: </span>
            {body}
          </button>
        ) : (
          <div className="draft-open">{body}</div>
        )}
        {item.failure && (
          <p className="form-error scheduled-failure" role="alert">
            {item.failure}
          </p>
        )}
      </div>
      {item.onDelete && (
        <button type="button" className="icon-button danger" onClick={item.onDelete}>
          <DeleteIcon label={`Delete scheduled post: ${item.text.slice(0, 40) || item.label}`} />
        </button>
      )}
    </li>
  );
}
