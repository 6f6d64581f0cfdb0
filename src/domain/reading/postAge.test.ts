import { describe, expect, it } from 'vitest';
import { fullDateTime, postAge, postAgeName } from './postAge';

const now = new Date(2026, 10, 26, 14, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const minutes = (n: number) => n * 60_000;
const hours = (n: number) => minutes(60 * n);
const days = (n: number) => hours(24 * n);

describe('postAge', () => {
  it("says 'now' under a minute, and for a time a little ahead of this clock", () => {
    expect(postAge(ago(0), now)).toBe('now');
    expect(postAge(ago(59_999), now)).toBe('now');
    expect(postAge(ago(-30_000), now)).toBe('now');
  });

  it('counts whole minutes, then hours, then days, rounding down', () => {
    expect(postAge(ago(minutes(1)), now)).toBe('1m');
    expect(postAge(ago(minutes(59) + 59_000), now)).toBe('59m');
    expect(postAge(ago(hours(1)), now)).toBe('1h');
    expect(postAge(ago(hours(23) + minutes(59)), now)).toBe('23h');
    expect(postAge(ago(days(1)), now)).toBe('1d');
    expect(postAge(ago(days(6) + hours(23)), now)).toBe('6d');
  });

  it('gives the day from a week on, and the year once it is not this one', () => {
    expect(postAge(ago(days(7)), now)).toBe('Nov 19');
    expect(postAge(new Date(2026, 0, 2, 9, 0), now)).toBe('Jan 2');
    expect(postAge(new Date(2025, 11, 31, 23, 0), now)).toBe('Dec 31, 2025');
  });

  it('says nothing for a time that is not one', () => {
    expect(postAge(new Date('not a date'), now)).toBe('');
  });
});

describe('postAgeName', () => {
  const full = 'Nov 26, 2026, 9:08 AM';
  it('leads with the age shown when the date does not already say it', () => {
    expect(postAgeName('3h', full)).toBe('3h ago, Nov 26, 2026, 9:08 AM');
    expect(postAgeName('now', full)).toBe('now, Nov 26, 2026, 9:08 AM');
  });
  it('is the full date alone when it begins with what is shown', () => {
    expect(postAgeName('Nov 26', full)).toBe(full);
    expect(postAgeName('', full)).toBe(full);
  });
});

describe('fullDateTime', () => {
  it('writes the date and the time to the minute', () => {
    expect(fullDateTime(new Date(2026, 10, 26, 9, 8))).toMatch(/^Nov 26, 2026, 9:08\s?AM$/);
  });
});
