import { expect, type APIRequestContext, type Locator } from '@playwright/test';

// Written out here, not imported from the app: the tests read what a person reads.
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
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
];
const two = (n: number) => String(n).padStart(2, '0');

/** A day button's name in the calendar, in UTC: 'Tuesday, November 24, 2026'. */
export const dayName = (at: Date) =>
  `${DAY_NAMES[at.getUTCDay()]}, ${MONTH_NAMES[at.getUTCMonth()]} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;

const hour12 = (h: number) => (h % 12 === 0 ? 12 : h % 12);

/** The Scheduled tab's date, in UTC: 'ddd, MMM DD, YYYY'. */
export const dateOf = (at: Date) =>
  `${DAY_NAMES[at.getUTCDay()]?.slice(0, 3)}, ${MONTH_NAMES[at.getUTCMonth()]?.slice(0, 3)} ${two(at.getUTCDate())}, ${at.getUTCFullYear()}`;

/** The composer's line, in UTC: 'Scheduled for ddd, MMM DD, YYYY at h:mm A'. */
export const lineOf = (at: Date) => {
  const h = at.getUTCHours();
  return `Scheduled for ${dateOf(at)} at ${hour12(h)}:${two(at.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
};

/** The Scheduled tab's time, in UTC: 'hh:mm A'. */
export const timeOf = (at: Date) => {
  const h = at.getUTCHours();
  return `${two(hour12(h))}:${two(at.getUTCMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
};

/** `days` after today (UTC) at hour:minute. */
export function daysFromNow(days: number, hour: number, minute: number): Date {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + days);
  at.setUTCHours(hour, minute, 0, 0);
  return at;
}

/** Picks a date in the schedule modal's calendar, an hour and a minute, and saves. */
export async function setScheduleTime(modal: Locator, at: Date, save = 'Set time') {
  await modal
    .getByRole('grid')
    .getByRole('button', { name: dayName(at), exact: true })
    .click();
  await modal.getByLabel('Hour').selectOption(String(at.getUTCHours()));
  await modal.getByLabel('Minute').selectOption(String(at.getUTCMinutes()));
  await modal.getByRole('button', { name: save, exact: true }).click();
}

/** Moves the app server's schedule clock forward (sandbox mode); answers its time. */
export async function advanceServerClock(
  request: APIRequestContext,
  advanceMs: number,
): Promise<number> {
  const answer = await request.post('/api/sandbox/clock', { data: { advanceMs } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { now: number }).now;
}
