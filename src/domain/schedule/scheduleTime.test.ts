import { describe, expect, it } from 'vitest';
import { SCHEDULED_TIME_PASSED } from '../messages/composer';
import { MAX_SCHEDULE_LEAD_MS } from './scheduleContract';
import {
  SCHEDULE_TOO_FAR_AHEAD,
  addDays,
  allowedScheduleDates,
  dateKey,
  defaultScheduleTime,
  isAllowedDate,
  scheduleSaveEnabled,
  scheduleTimeProblem,
  timeAt,
  timeParts,
} from './scheduleTime';

// Built from local parts, so the tests hold in any time zone.
const now = new Date(2026, 10, 23, 19, 37, 30).getTime();

describe('allowed dates (composer.md §2.7)', () => {
  it('are today through today + 7 days: 8 dates', () => {
    const dates = allowedScheduleDates(now).map(dateKey);
    expect(dates).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
  });

  it('roll over the end of a month and of a year', () => {
    const late = new Date(2026, 11, 28, 23, 59).getTime();
    const dates = allowedScheduleDates(late).map(dateKey);
    expect(dates[0]).toBe('2026-12-28');
    expect(dates[3]).toBe('2026-12-31');
    expect(dates[4]).toBe('2027-01-01');
    expect(dates).toHaveLength(8);
  });

  it('are local days, just before and after midnight', () => {
    expect(dateKey(allowedScheduleDates(new Date(2026, 10, 23, 0, 0).getTime())[0]!)).toBe(
      '2026-11-23',
    );
    expect(dateKey(allowedScheduleDates(new Date(2026, 10, 23, 23, 59).getTime())[7]!)).toBe(
      '2026-11-30',
    );
  });

  it('yesterday and today + 8 are not allowed', () => {
    const today = { year: 2026, month: 10, day: 23 };
    expect(isAllowedDate(today, now)).toBe(true);
    expect(isAllowedDate(addDays(today, 7), now)).toBe(true);
    expect(isAllowedDate(addDays(today, -1), now)).toBe(false);
    expect(isAllowedDate(addDays(today, 8), now)).toBe(false);
  });
});

describe('time parts', () => {
  it('a date, an hour and a minute make a local instant, and back', () => {
    const time = timeAt({ year: 2026, month: 10, day: 25 }, 9, 5);
    expect(new Date(time).getHours()).toBe(9);
    expect(timeParts(time)).toEqual({
      date: { year: 2026, month: 10, day: 25 },
      hour: 9,
      minute: 5,
    });
  });

  it('the default is an hour from now, to the minute', () => {
    expect(defaultScheduleTime(now)).toBe(new Date(2026, 10, 23, 20, 37).getTime());
  });
});

describe('schedule time validation (composer.md §5.6)', () => {
  it('a time before now, to the minute, has passed', () => {
    expect(scheduleTimeProblem(new Date(2026, 10, 23, 19, 36).getTime(), now)).toBe(
      SCHEDULED_TIME_PASSED,
    );
    expect(scheduleTimeProblem(new Date(2026, 10, 22, 19, 40).getTime(), now)).toBe(
      'The scheduled time has passed. Please reset',
    );
  });

  it('the current minute and later are fine', () => {
    expect(scheduleTimeProblem(new Date(2026, 10, 23, 19, 37).getTime(), now)).toBeUndefined();
    expect(scheduleTimeProblem(new Date(2026, 10, 23, 19, 38).getTime(), now)).toBeUndefined();
  });

  it('more than 7 days ahead is refused with its own words', () => {
    expect(scheduleTimeProblem(now + MAX_SCHEDULE_LEAD_MS, now)).toBeUndefined();
    expect(scheduleTimeProblem(now + MAX_SCHEDULE_LEAD_MS + 60_000, now)).toBe(
      SCHEDULE_TOO_FAR_AHEAD,
    );
    // The last date of the picker, late in the day, is past the 7 days.
    expect(scheduleTimeProblem(new Date(2026, 10, 30, 23, 0).getTime(), now)).toBe(
      'A post can be scheduled at most 7 days ahead.',
    );
  });
});

describe('saving (composer.md §2.7)', () => {
  const set = new Date(2026, 10, 24, 10, 0).getTime();
  it('update is disabled while the time is unchanged', () => {
    expect(scheduleSaveEnabled('update', set, set)).toBe(false);
    expect(scheduleSaveEnabled('update', set + 20_000, set)).toBe(false);
    expect(scheduleSaveEnabled('update', set + 60_000, set)).toBe(true);
  });

  it('create is never disabled for being unchanged', () => {
    expect(scheduleSaveEnabled('create', set, set)).toBe(true);
    expect(scheduleSaveEnabled('create', set, undefined)).toBe(true);
  });
});
