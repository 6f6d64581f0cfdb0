export { feedRefresh } from './runtime/feedRefresh';
export { TimelinePost } from './screens/TimelinePost';
