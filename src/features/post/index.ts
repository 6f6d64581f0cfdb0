export { trackPathname } from './runtime/backgroundPathname';
export { PostCard } from './screens/PostCard';
export { PersonRow } from './screens/PersonRow';
export { ChannelRow } from './screens/ChannelRow';
