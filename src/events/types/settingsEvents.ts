import { z } from 'zod/mini';
import { defineEvent } from '../defineEvent';

export const SETTINGS_AGGREGATE = 'settings';

export const themeSchema = z.enum(['light', 'dark']);
export type Theme = z.infer<typeof themeSchema>;

/** The user picked a theme. The server is told through the outbox. */
export const ThemeChanged = defineEvent({
  type: 'ThemeChanged',
  payload: z.object({ theme: themeSchema }),
});

/** The user switched a feature flag in Settings. */
export const FeatureFlagSet = defineEvent({
  type: 'FeatureFlagSet',
  payload: z.object({
    flag: z.string().check(z.minLength(1), z.maxLength(64)),
    enabled: z.boolean(),
  }),
});

/**
 * A remembered choice that is not a feature flag: a tip dismissed
 * (SHOW_SCHEDULE_POST_TIP, composer.md §2.6), and the like.
 */
export const PreferenceSet = defineEvent({
  type: 'PreferenceSet',
  payload: z.object({
    key: z.string().check(z.minLength(1), z.maxLength(64)),
    value: z.boolean(),
  }),
});

/**
 * The reader saw a type's notifications up to `latestNotificationId` for
 * one profile (the NOTIFICATION_READ_RECORD preference, reading.md §3.13):
 * `opened` when they opened its tab, `firstSeen` when the first poll of a
 * profile set where the record starts (what was there before is not new).
 */
export const NotificationsRead = defineEvent({
  type: 'NotificationsRead',
  payload: z.object({
    type: z.enum(['Tips', 'Schedule', 'Farcaster', 'Bsky', 'Lens']),
    profileId: z.string().check(z.minLength(1), z.maxLength(200)),
    latestNotificationId: z.string().check(z.minLength(1), z.maxLength(300)),
    cause: z.enum(['opened', 'firstSeen']),
  }),
});
