import { z } from 'zod/mini';
import type { AppEvent } from '../appCatalog';
import type { Projection } from '../projection';
import { withRead, type ReadRecord } from '@/domain/notifications/readRecord';
import { themeSchema, type Theme } from '../types/settingsEvents';

export interface SettingsState {
  /** null until the user picks one: the system preference applies. */
  theme: Theme | null;
  /** The user's flag switches; defaults fill the rest (resolveFeatureFlags). */
  flagOverrides: Record<string, boolean>;
  /** Remembered choices by key (PREFERENCES), e.g. a dismissed tip. */
  preferences: Record<string, boolean>;
  /** NOTIFICATION_READ_RECORD (reading.md §3.13): the newest notification read, per type and profile. */
  notificationReads: ReadRecord;
}

export const settingsProjection: Projection<SettingsState, AppEvent> = {
  name: 'settings',
  version: 3,
  initial: { theme: null, flagOverrides: {}, preferences: {}, notificationReads: {} },
  stateSchema: z.object({
    theme: z.nullable(themeSchema),
    flagOverrides: z.record(z.string(), z.boolean()),
    preferences: z.record(z.string(), z.boolean()),
    notificationReads: z.record(z.string(), z.object({ latestNotificationId: z.string() })),
  }),
  apply(state, event) {
    switch (event.type) {
      case 'ThemeChanged':
        return state.theme === event.payload.theme
          ? state
          : { ...state, theme: event.payload.theme };
      case 'FeatureFlagSet':
        return {
          ...state,
          flagOverrides: { ...state.flagOverrides, [event.payload.flag]: event.payload.enabled },
        };
      case 'PreferenceSet':
        return state.preferences[event.payload.key] === event.payload.value
          ? state
          : {
              ...state,
              preferences: { ...state.preferences, [event.payload.key]: event.payload.value },
            };
      case 'NotificationsRead': {
        const notificationReads = withRead(state.notificationReads, event.payload);
        return notificationReads === state.notificationReads
          ? state
          : { ...state, notificationReads };
      }
      default:
        return state;
    }
  },
};
