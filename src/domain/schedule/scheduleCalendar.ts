import { dateKey, localDateOf, sameDate, type LocalDate } from './scheduleTime';

/** A month of the local calendar; `month` counts from 0. */
export interface CalendarMonth {
  year: number;
  month: number;
}

export interface CalendarCell {
  date: LocalDate;
  key: string;
  /** A leading or trailing day of the previous or next month. */
  inMonth: boolean;
  /** One of the allowed dates: the only cells that can be clicked. */
  allowed: boolean;
  today: boolean;
}

/** composer.md §2.7: six weeks of seven days. */
export const CALENDAR_WEEKS = 6;
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const monthOf = (date: LocalDate): CalendarMonth => ({ year: date.year, month: date.month });

export function addMonths(shown: CalendarMonth, months: number): CalendarMonth {
  const first = new Date(shown.year, shown.month + months, 1, 12);
  return { year: first.getFullYear(), month: first.getMonth() };
}

const monthIndex = (m: CalendarMonth) => m.year * 12 + m.month;

/**
 * composer.md §2.7: the 6 x 7 grid of a month, weeks Sunday to Saturday,
 * starting on the Sunday on or before the 1st (the previous month's last
 * days lead, the next month's first days trail). Only allowed dates can be
 * clicked, whichever month they belong to.
 */
export function calendarGrid(
  shown: CalendarMonth,
  allowed: readonly LocalDate[],
  now: number,
): CalendarCell[][] {
  const first = new Date(shown.year, shown.month, 1, 12);
  const today = localDateOf(now);
  const allowedKeys = new Set(allowed.map(dateKey));
  return Array.from({ length: CALENDAR_WEEKS }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const at = new Date(shown.year, shown.month, 1 - first.getDay() + week * 7 + weekday, 12);
      const date = localDateOf(at.getTime());
      const key = dateKey(date);
      return {
        date,
        key,
        inMonth: date.month === shown.month,
        allowed: allowedKeys.has(key),
        today: sameDate(date, today),
      };
    }),
  );
}

/**
 * composer.md §2.7: the previous and next month buttons work only toward a
 * month that holds an allowed date.
 */
export function monthNavigation(
  shown: CalendarMonth,
  allowed: readonly LocalDate[],
): { previous: boolean; next: boolean } {
  const months = allowed.map((date) => monthIndex(monthOf(date)));
  const here = monthIndex(shown);
  return { previous: months.some((m) => m < here), next: months.some((m) => m > here) };
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** 'November 2026': the grid's name. */
export const monthLabel = (shown: CalendarMonth) => `${MONTH_NAMES[shown.month]} ${shown.year}`;

/** 'Tuesday, November 24, 2026': a day button's accessible name. */
export function dayLabel(date: LocalDate): string {
  const weekday = new Date(date.year, date.month, date.day, 12).getDay();
  return `${DAY_NAMES[weekday]}, ${MONTH_NAMES[date.month]} ${date.day}, ${date.year}`;
}

/** 'Tue, Nov 24': a date option in the date select. */
export function shortDayLabel(date: LocalDate): string {
  const weekday = new Date(date.year, date.month, date.day, 12).getDay();
  return `${WEEKDAYS[weekday]}, ${MONTH_NAMES[date.month]?.slice(0, 3) ?? ''} ${date.day}`;
}
