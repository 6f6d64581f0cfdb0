import type { Post } from '@/domain/reading/post';
import { useKeptSwitchOn } from './useKeptSwitchOn';

/**
 * Whether the reader blocked (muted) the Farcaster channel a post is in
 * (reading.md §4.2): the channels the product server lists for the
 * reader's fid, with the reader's presses over them (useKeptSwitchOn).
 */
export function useChannelMuted(post: Pick<Post, 'source' | 'channel'>): boolean {
  return useKeptSwitchOn(
    'blockChannel',
    post.source === 'Farcaster' ? post.channel?.id : undefined,
  );
}
