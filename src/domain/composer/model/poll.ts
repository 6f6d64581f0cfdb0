import { z } from 'zod/mini';
import { keyedBySource, postSourceSchema } from './sourceFields';

/** composer.md §3.4: how many options a new poll starts with (chosen: the minimum, 2). */
export const DEFAULT_POLL_OPTION_COUNT = 2;
/** composer.md §3.4: a new poll runs this many days (chosen: 1). */
export const DEFAULT_POLL_DAYS = 1;
/** composer.md §3.4: the strategies of a new poll. */
export const DEFAULT_POLL_STRATEGIES = 'None';

export const POLL_TYPES = ['Single', 'Multiple'] as const;
export type PollType = (typeof POLL_TYPES)[number];

export const pollOptionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string(),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

export const pollDurationSchema = z.object({
  days: z.int().check(z.nonnegative()),
  hours: z.int().check(z.gte(0), z.lte(23)),
  minutes: z.int().check(z.gte(0), z.lte(59)),
});
export type PollDuration = z.infer<typeof pollDurationSchema>;

/**
 * composer.md §3.4: a poll as created. `durationSeconds` always equals
 * `pollDurationSeconds(duration)` (the duration editor keeps both,
 * rules/pollDuration.ts). `multiple_count` is only meaningful for Multiple.
 * `pollIds` gets the id of the poll on each source once created; `source`
 * is the source the poll was created for.
 */
export const pollSchema = z.object({
  id: z.string().check(z.minLength(1)),
  options: z.array(pollOptionSchema),
  duration: pollDurationSchema,
  durationSeconds: z.int().check(z.nonnegative()),
  type: z.enum(POLL_TYPES),
  multiple_count: z.optional(z.int().check(z.positive())),
  strategies: z._default(z.string(), DEFAULT_POLL_STRATEGIES),
  pollIds: z.optional(keyedBySource(z.string())),
  source: z.optional(postSourceSchema),
});
export type Poll = z.infer<typeof pollSchema>;

/** composer.md §5.5: durationSeconds = (days × 24 × 60 + hours × 60 + minutes) × 60. */
export const pollDurationSeconds = (d: PollDuration): number =>
  (d.days * 24 * 60 + d.hours * 60 + d.minutes) * 60;

/**
 * A new poll: the default number of empty options, the default days, Single,
 * strategies None. `newId` makes the poll's and options' ids (for example
 * `() => crypto.randomUUID()`).
 */
export function newPoll(newId: () => string): Poll {
  const duration = { days: DEFAULT_POLL_DAYS, hours: 0, minutes: 0 };
  return {
    id: newId(),
    options: Array.from({ length: DEFAULT_POLL_OPTION_COUNT }, () => ({ id: newId(), label: '' })),
    duration,
    durationSeconds: pollDurationSeconds(duration),
    type: 'Single',
    strategies: DEFAULT_POLL_STRATEGIES,
  };
}

/** composer.md §3.4: the payload that creates a poll on Twitter. */
export interface TwitterPollPayload {
  id: string;
  options: PollOption[];
  durationSeconds: number;
  source: Poll['source'];
  type: PollType;
  strategies: string;
  multiple_count?: number;
}

/** composer.md §3.4, §5.5: the Twitter payload; multiple_count is sent only for Multiple. */
export function twitterPollPayload(poll: Poll): TwitterPollPayload {
  return {
    id: poll.id,
    options: poll.options,
    durationSeconds: poll.durationSeconds,
    source: poll.source,
    type: poll.type,
    strategies: poll.strategies,
    ...(poll.type === 'Multiple' && poll.multiple_count !== undefined
      ? { multiple_count: poll.multiple_count }
      : {}),
  };
}
