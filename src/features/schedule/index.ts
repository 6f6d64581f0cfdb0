export { ensureScheduleDelegation } from './runtime/ensureScheduleDelegation';
export { scheduleMediaIds } from './runtime/orphanedScheduleMedia';
export { scheduleAction } from './runtime/scheduleAction';
export { dismissScheduleIntent, scheduleIntentsOf } from './runtime/scheduleIntents';
export { startScheduleOutbox } from './runtime/startScheduleOutbox';
export { ScheduleTimeLine } from './screens/ScheduleTimeLine';
export { ScheduleTimeModal } from './screens/ScheduleTimeModal';
export { ScheduledPostingSection } from './screens/ScheduledPostingSection';
export { ScheduledTab } from './screens/ScheduledTab';
