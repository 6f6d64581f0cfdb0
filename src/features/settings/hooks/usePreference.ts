import { useMemo } from 'react';
import { SETTINGS_AGGREGATE } from '@/events/types/settingsEvents';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { PREFERENCES, type PreferenceKey } from '@/domain/settings/preferences';
import { useSettings } from './useSettings';

/** A remembered choice (PREFERENCES), or its default. Not on the first screen. */
export function usePreference(key: PreferenceKey): boolean {
  return useSettings().preferences[key] ?? PREFERENCES[key];
}

/** Remembers a choice: an event in the log, like every setting. */
export function useSetPreference() {
  const runtime = useRuntime();
  return useMemo(
    () => async (key: PreferenceKey, value: boolean) => {
      if (!runtime) return;
      await runtime.log.append({
        type: 'PreferenceSet',
        aggregateId: SETTINGS_AGGREGATE,
        payload: { key, value },
      });
      await runtime.settings.catchUp();
    },
    [runtime],
  );
}
