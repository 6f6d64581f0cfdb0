import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POLL_DAYS,
  DEFAULT_POLL_OPTION_COUNT,
  newPoll,
  pollDurationSeconds,
  pollSchema,
  twitterPollPayload,
} from './poll';

const ids = () => {
  let n = 0;
  return () => `id${++n}`;
};

describe('poll (composer.md §3.4)', () => {
  it('starts with the default options, days, Single and strategies None', () => {
    const poll = newPoll(ids());
    expect(poll.options).toHaveLength(DEFAULT_POLL_OPTION_COUNT);
    expect(poll).toMatchObject({
      id: 'id1',
      duration: { days: DEFAULT_POLL_DAYS, hours: 0, minutes: 0 },
      durationSeconds: 86_400,
      type: 'Single',
      strategies: 'None',
    });
    expect(poll.options.map((o) => o.label)).toEqual(['', '']);
    expect(pollSchema.parse(poll)).toEqual(poll);
  });

  it('durationSeconds = (days × 24 × 60 + hours × 60 + minutes) × 60 (composer.md §5.5)', () => {
    expect(pollDurationSeconds({ days: 2, hours: 3, minutes: 4 })).toBe((2 * 1440 + 180 + 4) * 60);
    expect(pollDurationSeconds({ days: 0, hours: 0, minutes: 0 })).toBe(0);
  });

  it('refuses hours over 23 and minutes over 59', () => {
    const poll = newPoll(ids());
    expect(
      pollSchema.safeParse({ ...poll, duration: { days: 0, hours: 24, minutes: 0 } }).success,
    ).toBe(false);
    expect(
      pollSchema.safeParse({ ...poll, duration: { days: 0, hours: 0, minutes: 60 } }).success,
    ).toBe(false);
  });

  it('sends multiple_count to Twitter only for a Multiple poll', () => {
    const poll = { ...newPoll(ids()), source: 'Twitter' as const, multiple_count: 2 };
    expect(twitterPollPayload(poll)).not.toHaveProperty('multiple_count');
    expect(twitterPollPayload({ ...poll, type: 'Multiple' })).toEqual({
      id: poll.id,
      options: poll.options,
      durationSeconds: poll.durationSeconds,
      source: 'Twitter',
      type: 'Multiple',
      strategies: 'None',
      multiple_count: 2,
    });
  });
});
