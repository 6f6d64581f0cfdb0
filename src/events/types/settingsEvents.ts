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
