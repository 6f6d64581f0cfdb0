const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const monthDay = /* @__PURE__ */ new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const monthDayYear = /* @__PURE__ */ new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const dateAndTime = /* @__PURE__ */ new Intl.DateTimeFormat('en', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** A moment in full, as the app writes it ('Nov 26, 2026, 9:08 AM'): a post's time, when a timeline was read. */
export function fullDateTime(at: Date): string {
  return dateAndTime.format(at);
}

/**
 * How old a post is, as the networks' own apps say it beside the author
 * (reading.md §2.2 leaves the format open; docs/decisions-reading.md):
 * 'now' under a minute (and for a time a little ahead of this clock),
 * then '5m', '3h', '6d', then the day ('Nov 20'), with the year once it is
 * not this year's ('Nov 20, 2025'). The full date and time is the link's
 * name and title.
 */
export function postAge(createdAt: Date, now: Date): string {
  const age = now.getTime() - createdAt.getTime();
  if (Number.isNaN(age)) return '';
  if (age < MINUTE) return 'now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)}m`;
  if (age < DAY) return `${Math.floor(age / HOUR)}h`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)}d`;
  return createdAt.getFullYear() === now.getFullYear()
    ? monthDay.format(createdAt)
    : monthDayYear.format(createdAt);
}

/**
 * The age link's name: the full date and time, led by the age as shown
 * when the date does not already say it ('3h ago, Nov 26, 2026, 9:08 AM'),
 * so what a screen reader says starts with what is seen (WCAG 2.5.3).
 */
export function postAgeName(age: string, full: string): string {
  if (age === '' || full.startsWith(age)) return full;
  return age === 'now' ? `now, ${full}` : `${age} ago, ${full}`;
}
