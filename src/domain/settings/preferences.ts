/** Remembered choices that are not feature flags, with their defaults. */
export const PREFERENCES = {
  /** composer.md §2.6: the Scheduled tab's tip shows until it is dismissed. */
  SHOW_SCHEDULE_POST_TIP: true,
} as const satisfies Record<string, boolean>;

export type PreferenceKey = keyof typeof PREFERENCES;
