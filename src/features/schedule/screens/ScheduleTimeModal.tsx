import { useState } from 'react';
import {
  allowedScheduleDates,
  dateKey,
  defaultScheduleTime,
  scheduleSaveEnabled,
  scheduleTimeProblem,
  timeAt,
  timeParts,
  type LocalDate,
  type ScheduleAction,
} from '@/domain/schedule/scheduleTime';
import { shortDayLabel } from '@/domain/schedule/scheduleCalendar';
import { Modal } from '@/ui/Modal';
import { ScheduleCalendar } from './ScheduleCalendar';
import './schedule.css';

export interface ScheduleTimeModalProps {
  /** 'create': no time is set yet; 'update': `initialTime` is set, and Save stays off until it changes. */
  action: ScheduleAction;
  /** The time already set (epoch ms), if any: where the controls start. */
  initialTime?: number | null;
  /**
   * The chosen time (epoch ms), already checked against composer.md §5.6.
   * May return a promise: the modal waits (its buttons off), and shows the
   * error's message if it rejects (the modal stays open). The caller closes it.
   */
  onSave: (time: number) => void | Promise<void>;
  /** Offered only with `initialTime`: removes the set time (composer.md §2.7). The caller closes. */
  onClear?: () => void;
  onClose: () => void;
  /** The clock (tests, the bench); `Date.now` by default. */
  now?: () => number;
}

const HOURS = Array.from({ length: 24 }, (_, i) => i);
const MINUTES = Array.from({ length: 60 }, (_, i) => i);
const two = (n: number) => String(n).padStart(2, '0');

/**
 * The schedule time modal (composer.md §2.7): a date (today through today
 * + 7 days) from a select or the calendar, an hour (0-23) and a minute
 * (0-59). Save checks the time against §5.6 first: a time that has passed,
 * or more than 7 days ahead, is not saved and the modal says why.
 */
export function ScheduleTimeModal(props: ScheduleTimeModalProps) {
  const clock = props.now ?? Date.now;
  const [openedAt] = useState(clock);
  const [parts, setParts] = useState(() =>
    timeParts(props.initialTime ?? defaultScheduleTime(openedAt)),
  );
  const [problem, setProblem] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const allowed = allowedScheduleDates(openedAt);
  // A set time may be on a day no longer offered (it passed): it is shown, and refused on save.
  const dates = allowed.some((d) => dateKey(d) === dateKey(parts.date))
    ? allowed
    : [parts.date, ...allowed];
  const chosen = timeAt(parts.date, parts.hour, parts.minute);
  const canSave = !saving && scheduleSaveEnabled(props.action, chosen, props.initialTime);

  const change = (next: Partial<typeof parts>) => {
    setParts((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };

  const save = async () => {
    const now = clock();
    const refused = scheduleTimeProblem(chosen, now);
    if (refused) return setProblem(refused);
    setSaving(true);
    try {
      await props.onSave(chosen);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  const title = props.action === 'update' ? 'Change the scheduled time' : 'Schedule post';
  return (
    <Modal title={title} onClose={props.onClose} className="schedule-modal">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) void save();
        }}
      >
        <div className="schedule-fields">
          <label>
            Date
            <select
              value={dateKey(parts.date)}
              disabled={saving}
              onChange={(event) => {
                const date = dates.find((d) => dateKey(d) === event.target.value);
                if (date) change({ date });
              }}
            >
              {dates.map((date) => (
                <option key={dateKey(date)} value={dateKey(date)}>
                  {shortDayLabel(date)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Hour
            <select
              value={parts.hour}
              disabled={saving}
              onChange={(event) => change({ hour: Number(event.target.value) })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {two(hour)}
                </option>
              ))}
            </select>
          </label>
          <label>
            Minute
            <select
              value={parts.minute}
              disabled={saving}
              onChange={(event) => change({ minute: Number(event.target.value) })}
            >
              {MINUTES.map((minute) => (
                <option key={minute} value={minute}>
                  {two(minute)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <ScheduleCalendar
          selected={parts.date}
          allowed={allowed}
          now={openedAt}
          disabled={saving}
          onSelect={(date: LocalDate) => change({ date })}
        />
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <div className="modal-actions">
          {props.onClear && props.initialTime != null && (
            <button type="button" disabled={saving} onClick={props.onClear}>
              Clear
            </button>
          )}
          <button type="button" onClick={props.onClose}>
            Cancel
          </button>
          <button type="submit" className="primary" disabled={!canSave}>
            {props.action === 'update' ? 'Update' : 'Set time'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
