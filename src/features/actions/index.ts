export { useChannelMuted } from './hooks/useChannelMuted';
export { useDeletedPosts } from './hooks/useDeletedPosts';
export { useProfile } from './hooks/useProfile';
export { useToggle } from './hooks/useToggle';
export { useToggleNotices } from './hooks/useToggleNotices';
export { requestToggle } from './runtime/requestToggle';
export { PostMenu } from './screens/PostMenu';
export { PostToggles } from './screens/PostToggles';
