export { usePreference, useSetPreference } from './hooks/usePreference';
export { useFeatureFlags } from './hooks/useSettings';
export { useThemeSync } from './hooks/useThemeSync';
export { useChoiceShownAtOnce } from './hooks/useChoiceShownAtOnce';
