import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarGrid,
  dayLabel,
  monthLabel,
  monthNavigation,
  shortDayLabel,
} from './scheduleCalendar';
import { allowedScheduleDates } from './scheduleTime';

const now = new Date(2026, 10, 23, 19, 37).getTime(); // Monday, November 23, 2026
const allowed = allowedScheduleDates(now);

describe('calendar grid (composer.md §2.7)', () => {
  const grid = calendarGrid({ year: 2026, month: 10 }, allowed, now);
  const cells = grid.flat();

  it('is 6 weeks of 7 days, Sunday first', () => {
    expect(grid).toHaveLength(6);
    for (const week of grid) expect(week).toHaveLength(7);
    for (const week of grid)
      expect(new Date(week[0]!.date.year, week[0]!.date.month, week[0]!.date.day).getDay()).toBe(0);
  });

  it('leads with the previous month and trails with the next', () => {
    // November 1, 2026 is a Sunday: no leading days; 30 days then 12 of December.
    expect(cells[0]).toMatchObject({ key: '2026-11-01', inMonth: true });
    expect(cells[29]).toMatchObject({ key: '2026-11-30', inMonth: true });
    expect(cells[30]).toMatchObject({ key: '2026-12-01', inMonth: false });
    expect(cells[41]).toMatchObject({ key: '2026-12-12', inMonth: false });
    const december = calendarGrid({ year: 2026, month: 11 }, allowed, now).flat();
    // December 1, 2026 is a Tuesday: Nov 29 and 30 lead.
    expect(december[0]).toMatchObject({ key: '2026-11-29', inMonth: false, allowed: true });
    expect(december[1]).toMatchObject({ key: '2026-11-30', inMonth: false, allowed: true });
    expect(december[2]).toMatchObject({ key: '2026-12-01', inMonth: true, allowed: false });
  });

  it('only the 8 allowed dates can be clicked; today is marked', () => {
    expect(cells.filter((c) => c.allowed).map((c) => c.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(cells.filter((c) => c.today).map((c) => c.key)).toEqual(['2026-11-23']);
  });

  it('spreads the allowed dates over two months near a month end', () => {
    const late = new Date(2026, 11, 28, 9, 0).getTime();
    const dates = allowedScheduleDates(late);
    const dec = calendarGrid({ year: 2026, month: 11 }, dates, late).flat();
    const jan = calendarGrid({ year: 2027, month: 0 }, dates, late).flat();
    expect(dec.filter((c) => c.allowed && c.inMonth)).toHaveLength(4);
    expect(jan.filter((c) => c.allowed && c.inMonth)).toHaveLength(4);
  });
});

describe('previous and next month', () => {
  it('lead only to months with an allowed date', () => {
    expect(monthNavigation({ year: 2026, month: 10 }, allowed)).toEqual({
      previous: false,
      next: false,
    });
    const late = allowedScheduleDates(new Date(2026, 11, 28, 9, 0).getTime());
    expect(monthNavigation({ year: 2026, month: 11 }, late)).toEqual({
      previous: false,
      next: true,
    });
    expect(monthNavigation({ year: 2027, month: 0 }, late)).toEqual({
      previous: true,
      next: false,
    });
  });

  it('months roll over years', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
  });
});

describe('labels', () => {
  it('name the grid and the days', () => {
    expect(monthLabel({ year: 2026, month: 10 })).toBe('November 2026');
    expect(dayLabel({ year: 2026, month: 10, day: 24 })).toBe('Tuesday, November 24, 2026');
    expect(shortDayLabel({ year: 2026, month: 10, day: 24 })).toBe('Tue, Nov 24');
  });
});
