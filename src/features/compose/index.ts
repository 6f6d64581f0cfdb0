export { useAnonymousFollowUps } from './hooks/useAnonymousFollowUps';
export { useProfiles } from './hooks/useComposer';
export { ScheduleRefused } from './machines/composerMachine';
export type { ScheduleRequest } from './machines/composerMachine';
export { composerLauncher } from './runtime/composerLauncher';
export type { ComposerOpening } from './runtime/composerOpening';
export { composeAddressForShare } from './runtime/shareTarget';
export { ComposerHost } from './screens/ComposerHost';
