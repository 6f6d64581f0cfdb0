import { useMemo } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import {
  FEATURE_FLAG_NAMES,
  FEATURE_FLAGS,
  type FeatureFlagName,
} from '@/domain/settings/featureFlags';
import type { Theme } from '@/events/types/settingsEvents';
import { useChoiceShownAtOnce } from '../hooks/useChoiceShownAtOnce';
import { useFeatureFlags, useSettings, useSettingsActions } from '../hooks/useSettings';
import { systemTheme } from '../runtime/applyTheme';
import { toasts } from '@/ui/toasts/toastStore';
import { serverCallsProjection } from '@/sync/serverCallsProjection';
import { ScreenFrame } from '@/ui/ScreenFrame';
import { AccountsSection } from '@/features/accounts';
import { ScheduledPostingSection } from '@/features/schedule';
import { PushSettingsSection } from '@/features/push';
import { WalletsSection } from '@/features/wallet';

function reportFailure(error: unknown) {
  toasts.show(
    `Could not save the setting: ${error instanceof Error ? error.message : String(error)}`,
    'error',
  );
}

function ThemeSyncStatus() {
  const runtime = useRuntime();
  const { calls } = useProjection(runtime?.serverCalls, serverCallsProjection.initial);
  const theme = useMemo(
    () => Object.values(calls).find((call) => call.supersedeKey === 'theme'),
    [calls],
  );
  if (!theme) return null;
  const text =
    theme.status === 'failed'
      ? `The server refused the theme (${theme.lastFailure?.reason ?? 'unknown'}).`
      : 'Saved on this device; it will reach the server when you are online.';
  return (
    <p className="muted" role="status">
      {text}
    </p>
  );
}

export function SettingsScreen() {
  const settings = useSettings();
  const actions = useSettingsActions();
  // Controls show the choice at once; the log confirms it a moment later.
  const [theme, showTheme] = useChoiceShownAtOnce(settings.theme ?? systemTheme());
  const [flags, showFlags] = useChoiceShownAtOnce(useFeatureFlags());
  const chooseTheme = (option: Theme) =>
    void showTheme(option, () => actions.setTheme(option).catch(reportFailure));
  const switchFlag = (name: FeatureFlagName, enabled: boolean) =>
    void showFlags({ ...flags, [name]: enabled }, () =>
      actions.setFlag(name, enabled).catch(reportFailure),
    );

  return (
    <ScreenFrame title="Settings">
      <AccountsSection />
      <WalletsSection />
      <ScheduledPostingSection />
      <PushSettingsSection />
      <fieldset className="settings-group" disabled={!actions.ready}>
        <legend>Theme</legend>
        {(['light', 'dark'] as const).map((option) => (
          <label key={option} className="radio">
            <input
              type="radio"
              name="theme"
              value={option}
              checked={theme === option}
              onChange={() => chooseTheme(option)}
            />
            {option === 'light' ? 'Light' : 'Dark'}
          </label>
        ))}
        <ThemeSyncStatus />
      </fieldset>

      <fieldset className="settings-group" disabled={!actions.ready}>
        <legend>Features</legend>
        {FEATURE_FLAG_NAMES.map((name) => (
          <label key={name} className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={flags[name]}
              onChange={(event) => switchFlag(name, event.target.checked)}
            />
            {FEATURE_FLAGS[name].label}
          </label>
        ))}
      </fieldset>
    </ScreenFrame>
  );
}
