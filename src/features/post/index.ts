export { trackPathname } from './runtime/backgroundPathname';
export { PostCard } from './screens/PostCard';
