// The push feature: its screens load after the first screen (the shell's lazy PushPrompt,
// the Settings screen's section).
export { PushSettingsSection } from './screens/PushSettingsSection';
