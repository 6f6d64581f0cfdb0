export { usePublishNotices } from './hooks/usePublishNotices';
export { usePublishOutbox } from './hooks/usePublishOutbox';
export { publishActions } from './runtime/publishActions';
export type { PublishNotice } from './runtime/publishNoticeFor';
export { publishRequestProblem } from './runtime/publishRequestProblem';
export { createSourceResolver } from './runtime/sourceForTarget';
export { OutboxLink } from './screens/OutboxLink';
