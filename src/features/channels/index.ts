// The screen is loaded by its route (src/app/router/routeTree.tsx), not through here.
export { useChannel, useChannelPosts } from './hooks/useChannel';
