import { describe, expect, it } from 'vitest';
import { newPoll } from '../model/poll';
import {
  choosePollDays,
  choosePollHours,
  choosePollMinutes,
  normalizePollDuration,
  pollDayChoices,
  pollHourChoices,
  pollMinuteChoices,
  withPollDuration,
} from './pollDuration';

const limits = { minMinutes: 5, maxDays: 7 };
const d = (days: number, hours: number, minutes: number) => ({ days, hours, minutes });

describe('poll duration editor (composer.md §5.5)', () => {
  it('offers days 0 to the maximum, hours 0 to 23, minutes 0 to 59', () => {
    expect(pollDayChoices(limits)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(pollHourChoices(d(1, 0, 0), limits)).toHaveLength(24);
    expect(pollHourChoices(d(1, 0, 0), limits).at(-1)).toBe(23);
    expect(pollMinuteChoices(d(1, 0, 0), limits)[0]).toBe(0);
    expect(pollMinuteChoices(d(0, 1, 0), limits)[0]).toBe(0);
    expect(pollMinuteChoices(d(1, 0, 0), limits).at(-1)).toBe(59);
  });

  it('starts the minutes at the minimum when days and hours are 0', () => {
    expect(pollMinuteChoices(d(0, 0, 5), limits)).toEqual([...Array(55).keys()].map((i) => i + 5));
  });

  it('locks hours and minutes to 0 at the maximum days', () => {
    expect(pollHourChoices(d(7, 0, 0), limits)).toEqual([0]);
    expect(pollMinuteChoices(d(7, 0, 0), limits)).toEqual([0]);
    expect(choosePollDays(d(2, 5, 30), 7, limits)).toEqual(d(7, 0, 0));
    expect(choosePollHours(d(7, 0, 0), 5, limits)).toEqual(d(7, 0, 0));
    expect(choosePollMinutes(d(7, 0, 0), 30, limits)).toEqual(d(7, 0, 0));
  });

  it('with all fields 0, choosing days sets 1 hour', () => {
    expect(choosePollDays(d(1, 0, 0), 0, limits)).toEqual(d(0, 1, 0));
    expect(choosePollDays(d(7, 0, 0), 0, limits)).toEqual(d(0, 1, 0));
    expect(choosePollDays(d(1, 0, 30), 0, limits)).toEqual(d(0, 0, 30));
  });

  it('with all fields 0, choosing hours sets the minimum minutes', () => {
    expect(choosePollHours(d(0, 3, 0), 0, limits)).toEqual(d(0, 0, 5));
    expect(choosePollHours(d(0, 3, 2), 0, limits)).toEqual(d(0, 0, 5));
    expect(choosePollHours(d(0, 3, 20), 0, limits)).toEqual(d(0, 0, 20));
    expect(choosePollHours(d(1, 3, 0), 0, limits)).toEqual(d(1, 0, 0));
  });

  it('never lets minutes under the minimum with days and hours 0', () => {
    expect(choosePollMinutes(d(0, 0, 10), 1, limits)).toEqual(d(0, 0, 5));
    expect(choosePollMinutes(d(0, 1, 10), 1, limits)).toEqual(d(0, 1, 1));
  });

  it('clamps out-of-range choices', () => {
    expect(choosePollDays(d(1, 0, 0), 30, limits)).toEqual(d(7, 0, 0));
    expect(choosePollHours(d(1, 0, 0), 24, limits)).toEqual(d(1, 23, 0));
    expect(choosePollMinutes(d(1, 0, 0), 75, limits)).toEqual(d(1, 0, 59));
    expect(normalizePollDuration(d(9, 4, 4), { minMinutes: 5, maxDays: 6 })).toEqual(d(6, 0, 0));
    expect(normalizePollDuration(d(0, 0, 0), limits)).toEqual(d(0, 0, 5));
  });

  it('keeps durationSeconds = (days × 24 × 60 + hours × 60 + minutes) × 60', () => {
    const poll = withPollDuration(
      newPoll(() => 'x'),
      d(1, 2, 3),
    );
    expect(poll.duration).toEqual(d(1, 2, 3));
    expect(poll.durationSeconds).toBe((1440 + 120 + 3) * 60);
  });
});
