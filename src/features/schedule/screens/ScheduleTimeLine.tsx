import { formatDraftTime } from '@/features/drafts';
import './schedule.css';

/**
 * composer.md §2.3, §4.9: the schedule time line, when a time is set: when
 * the post goes out, and Change (the modal in update mode) or Clear.
 */
export function ScheduleTimeLine(props: {
  time: number;
  disabled: boolean;
  onChange: () => void;
  onClear: () => void;
}) {
  return (
    <div className="schedule-line" role="group" aria-label="Scheduled time">
      <span>Scheduled for {formatDraftTime(props.time)}</span>
      <button
        type="button"
        className="link-button"
        disabled={props.disabled}
        onClick={props.onChange}
        aria-label="Change the scheduled time"
      >
        Change
      </button>
      <button
        type="button"
        className="link-button"
        disabled={props.disabled}
        onClick={props.onClear}
        aria-label="Clear the scheduled time"
      >
        Clear
      </button>
    </div>
  );
}
