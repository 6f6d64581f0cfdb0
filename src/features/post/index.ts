export { trackPathname } from './runtime/backgroundPathname';
export { MediaViewerScreen } from './screens/MediaViewerScreen';
export { PostCard } from './screens/PostCard';
