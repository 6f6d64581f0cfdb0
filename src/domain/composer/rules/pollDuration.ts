import type { Poll, PollDuration } from '../model/poll';
import { pollDurationSeconds } from '../model/poll';
import type { PollLimits } from './pollLimits';

/*
 * composer.md §5.5: the poll duration editor. Days run from 0 to the maximum;
 * hours 0 to 23; minutes 0 to 59, from the minimum when days and hours are 0.
 * At the maximum days, hours and minutes are locked to 0. When a choice
 * leaves the duration under the minimum (all fields 0), choosing days sets
 * 1 hour and choosing hours sets the minimum minutes.
 */

type DurationLimits = Pick<PollLimits, 'minMinutes' | 'maxDays'>;

const range = (from: number, to: number): number[] =>
  to < from ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);

const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(Math.trunc(value), min), max);

/** The days the editor offers: 0 to the maximum. */
export const pollDayChoices = (limits: DurationLimits): number[] => range(0, limits.maxDays);

/** The hours the editor offers: 0 to 23, or only 0 at the maximum days. */
export const pollHourChoices = (duration: PollDuration, limits: DurationLimits): number[] =>
  duration.days >= limits.maxDays ? [0] : range(0, 23);

/** The minutes the editor offers: from the minimum when days and hours are 0, to 59; only 0 at the maximum days. */
export function pollMinuteChoices(duration: PollDuration, limits: DurationLimits): number[] {
  if (duration.days >= limits.maxDays) return [0];
  return range(duration.days === 0 && duration.hours === 0 ? limits.minMinutes : 0, 59);
}

/**
 * Makes a duration fit the limits: days within 0 to the maximum (then hours
 * and minutes 0), hours 0 to 23, minutes 0 to 59, and not under the minimum
 * (minutes raised to it). For sources that changed, or a draft's poll.
 */
export function normalizePollDuration(
  duration: PollDuration,
  limits: DurationLimits,
): PollDuration {
  const days = clamp(duration.days, 0, limits.maxDays);
  if (days >= limits.maxDays) return { days, hours: 0, minutes: 0 };
  const hours = clamp(duration.hours, 0, 23);
  const minutes = clamp(duration.minutes, 0, 59);
  if (days === 0 && hours === 0 && minutes < limits.minMinutes) {
    return { days, hours, minutes: limits.minMinutes };
  }
  return { days, hours, minutes };
}

/** Choosing days; with nothing else left (0 days, 0 hours, under the minimum minutes) it sets 1 hour. */
export function choosePollDays(
  duration: PollDuration,
  days: number,
  limits: DurationLimits,
): PollDuration {
  const next = { ...duration, days: clamp(days, 0, limits.maxDays) };
  if (next.days === 0 && next.hours === 0 && next.minutes < limits.minMinutes) {
    return normalizePollDuration({ ...next, hours: 1 }, limits);
  }
  return normalizePollDuration(next, limits);
}

/** Choosing hours (ignored at the maximum days); with days 0 and hours 0 it sets the minimum minutes. */
export function choosePollHours(
  duration: PollDuration,
  hours: number,
  limits: DurationLimits,
): PollDuration {
  if (duration.days >= limits.maxDays) return normalizePollDuration(duration, limits);
  return normalizePollDuration({ ...duration, hours: clamp(hours, 0, 23) }, limits);
}

/** Choosing minutes (ignored at the maximum days; never under the minimum with days and hours 0). */
export function choosePollMinutes(
  duration: PollDuration,
  minutes: number,
  limits: DurationLimits,
): PollDuration {
  if (duration.days >= limits.maxDays) return normalizePollDuration(duration, limits);
  return normalizePollDuration({ ...duration, minutes: clamp(minutes, 0, 59) }, limits);
}

/** Sets a poll's duration and its durationSeconds together. */
export function withPollDuration(poll: Poll, duration: PollDuration): Poll {
  return { ...poll, duration, durationSeconds: pollDurationSeconds(duration) };
}
