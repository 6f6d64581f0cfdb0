import { SCHEDULED_TIME_PASSED } from '../messages/composer';
import { MAX_SCHEDULE_LEAD_MS } from './scheduleContract';

/**
 * composer.md §2.7, §5.6, §9: the schedule time's rules, in the device's
 * own time zone. Pure: every function is given `now` (epoch ms).
 */

/** A day of the local calendar; `month` counts from 0 (January) like `Date`. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** composer.md §2.7, §9: the picker offers today through today + 7 days. */
export const SCHEDULE_PICKER_DAYS = 8;
const MINUTE_MS = 60_000;

/**
 * composer.md §5.6, §8: the localized error for a time more than 7 days
 * ahead, worded here (kept out of composerMessages.ts, which is on the first screen).
 */
export const SCHEDULE_TOO_FAR_AHEAD = 'A post can be scheduled at most 7 days ahead.';

/** The local day an instant falls on. */
export function localDateOf(epochMs: number): LocalDate {
  const at = new Date(epochMs);
  return { year: at.getFullYear(), month: at.getMonth(), day: at.getDate() };
}

/** 'YYYY-MM-DD': a stable key (and `<select>` value) for a day. */
export function dateKey(date: LocalDate): string {
  const mm = String(date.month + 1).padStart(2, '0');
  const dd = String(date.day).padStart(2, '0');
  return `${date.year}-${mm}-${dd}`;
}

export const sameDate = (a: LocalDate, b: LocalDate) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** `days` after `date` on the calendar (months and years roll over; DST does not matter). */
export function addDays(date: LocalDate, days: number): LocalDate {
  return localDateOf(new Date(date.year, date.month, date.day + days, 12).getTime());
}

/** composer.md §2.7: today through today + 7 days, 8 dates. */
export function allowedScheduleDates(now: number): LocalDate[] {
  const today = localDateOf(now);
  return Array.from({ length: SCHEDULE_PICKER_DAYS }, (_, i) => addDays(today, i));
}

export const isAllowedDate = (date: LocalDate, now: number) =>
  allowedScheduleDates(now).some((allowed) => sameDate(allowed, date));

/** The instant of a local date at hour:minute (0 seconds). */
export function timeAt(date: LocalDate, hour: number, minute: number): number {
  return new Date(date.year, date.month, date.day, hour, minute, 0, 0).getTime();
}

/** What the modal's controls show for an instant: its local date, hour (0-23) and minute (0-59). */
export function timeParts(epochMs: number): { date: LocalDate; hour: number; minute: number } {
  const at = new Date(epochMs);
  return { date: localDateOf(epochMs), hour: at.getHours(), minute: at.getMinutes() };
}

/** The same instant to the minute (the picker has no seconds). */
export const sameMinute = (a: number, b: number) =>
  Math.floor(a / MINUTE_MS) === Math.floor(b / MINUTE_MS);

/**
 * The time the modal starts on when none is set: an hour from now, to the
 * minute (docs/decisions-schedule.md).
 */
export function defaultScheduleTime(now: number): number {
  return Math.floor((now + 60 * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
}

/**
 * composer.md §5.6: why a time cannot be set, if it cannot. Before now (to
 * the minute: the current minute is still allowed) it has passed; more than
 * 7 days after now it is too far ahead.
 */
export function scheduleTimeProblem(time: number, now: number): string | undefined {
  if (Math.floor(time / MINUTE_MS) < Math.floor(now / MINUTE_MS)) return SCHEDULED_TIME_PASSED;
  if (time - now > MAX_SCHEDULE_LEAD_MS) return SCHEDULE_TOO_FAR_AHEAD;
  return undefined;
}

export type ScheduleAction = 'create' | 'update';

/**
 * composer.md §2.7, §5.6: whether Save can be pressed. In update mode it
 * cannot while the time is the one already set (to the minute).
 */
export function scheduleSaveEnabled(
  action: ScheduleAction,
  chosen: number,
  initial: number | null | undefined,
): boolean {
  return !(action === 'update' && initial != null && sameMinute(chosen, initial));
}
