export { feedRefresh } from './runtime/feedRefresh';
export { TimelinePost } from './screens/TimelinePost';
export { hasPlace as hasReadingPlace } from './runtime/readingPlace';
