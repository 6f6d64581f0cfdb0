import { useMemo } from 'react';
import type { Theme } from '@/events/types/settingsEvents';
import { SETTINGS_AGGREGATE } from '@/events/types/settingsEvents';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import {
  resolveFeatureFlags,
  type FeatureFlagName,
  type FeatureFlags,
} from '@/domain/settings/featureFlags';
import { settingsProjection, type SettingsState } from '@/events/projections/settingsProjection';

export function useSettings(): SettingsState {
  return useProjection(useRuntime()?.settings, settingsProjection.initial);
}

export function useFeatureFlags(): FeatureFlags {
  const { flagOverrides } = useSettings();
  return useMemo(() => resolveFeatureFlags(flagOverrides), [flagOverrides]);
}

/** The intents Settings can express; each is an event in the log. */
export function useSettingsActions() {
  const runtime = useRuntime();
  return useMemo(
    () => ({
      ready: runtime !== undefined,
      // Each resolves once the settings projection shows the change.
      setTheme: async (theme: Theme) => {
        if (!runtime) return;
        await runtime.log.append({
          type: 'ThemeChanged',
          aggregateId: SETTINGS_AGGREGATE,
          payload: { theme },
        });
        await runtime.settings.catchUp();
      },
      setFlag: async (flag: FeatureFlagName, enabled: boolean) => {
        if (!runtime) return;
        await runtime.log.append({
          type: 'FeatureFlagSet',
          aggregateId: SETTINGS_AGGREGATE,
          payload: { flag, enabled },
        });
        await runtime.settings.catchUp();
      },
    }),
    [runtime],
  );
}
