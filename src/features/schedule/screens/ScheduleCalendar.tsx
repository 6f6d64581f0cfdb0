import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  addMonths,
  calendarGrid,
  dayLabel,
  monthLabel,
  monthNavigation,
  monthOf,
  WEEKDAYS,
} from '@/domain/schedule/scheduleCalendar';
import { addDays, dateKey, sameDate, type LocalDate } from '@/domain/schedule/scheduleTime';

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * composer.md §2.7: the date picker, a 6 x 7 grid of days (Sun to Sat) with
 * previous and next month buttons. Only allowed dates can be chosen; the
 * arrow keys move among them, the chosen day is the grid's one tab stop.
 */
export function ScheduleCalendar(props: {
  selected: LocalDate;
  allowed: readonly LocalDate[];
  now: number;
  disabled?: boolean;
  onSelect: (date: LocalDate) => void;
}) {
  const [shown, setShown] = useState(() => monthOf(props.selected));
  const grid = calendarGrid(shown, props.allowed, props.now);
  const nav = monthNavigation(shown, props.allowed);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusKey = useRef<string | undefined>(undefined);

  // The chosen day's month is shown when the date changes elsewhere (the date select).
  const selectedKey = dateKey(props.selected);
  const [lastSelected, setLastSelected] = useState(selectedKey);
  if (lastSelected !== selectedKey) {
    setLastSelected(selectedKey);
    if (
      !calendarGrid(shown, [], props.now)
        .flat()
        .some((cell) => cell.key === selectedKey)
    ) {
      setShown(monthOf(props.selected));
    }
  }
  const inView = grid.flat().some((cell) => cell.key === selectedKey);
  // The grid's one tab stop: the chosen day, or the first allowed day in view.
  const tabStop = inView ? selectedKey : grid.flat().find((cell) => cell.allowed)?.key;

  // Before the next key: the day moved to has the focus when the next arrow comes.
  useLayoutEffect(() => {
    if (!focusKey.current) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusKey.current}"]`)?.focus();
    focusKey.current = undefined;
  });

  const move = (event: KeyboardEvent, from: LocalDate) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const to = addDays(from, step);
    if (!props.allowed.some((date) => sameDate(date, to))) return;
    focusKey.current = dateKey(to);
    setShown(monthOf(to));
    props.onSelect(to);
  };

  return (
    <div className="schedule-calendar">
      <div className="schedule-calendar-header">
        <button
          type="button"
          className="link-button"
          aria-label="Previous month"
          disabled={props.disabled || !nav.previous}
          onClick={() => setShown((m) => addMonths(m, -1))}
        >
          ‹
        </button>
        <span aria-live="polite">{monthLabel(shown)}</span>
        <button
          type="button"
          className="link-button"
          aria-label="Next month"
          disabled={props.disabled || !nav.next}
          onClick={() => setShown((m) => addMonths(m, 1))}
        >
          ›
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-label={monthLabel(shown)}>
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" role="columnheader" abbr={day}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((cell) => {
                const chosen = cell.key === selectedKey;
                return (
                  <td key={cell.key} role="gridcell" aria-selected={chosen}>
                    <button
                      type="button"
                      data-day={cell.key}
                      className={[
                        'schedule-day',
                        cell.inMonth ? '' : 'other-month',
                        cell.today ? 'today' : '',
                        chosen ? 'chosen' : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      aria-label={dayLabel(cell.date)}
                      aria-current={cell.today ? 'date' : undefined}
                      aria-pressed={chosen}
                      disabled={props.disabled || !cell.allowed}
                      tabIndex={cell.key === tabStop ? 0 : -1}
                      onClick={() => props.onSelect(cell.date)}
                      onKeyDown={(event) => move(event, cell.date)}
                    >
                      {cell.date.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
