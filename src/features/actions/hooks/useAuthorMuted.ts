import type { Post } from '@/domain/reading/post';
import { useReadingAccount } from '@/features/accounts';
import { useKeptSwitchOn } from './useKeptSwitchOn';

/**
 * Whether the reader muted a Farcaster post's author (reading.md §2.2,
 * §4.2). Hubs keep no mutes and casts say nothing of them, so the people
 * the product server lists for the reader's fid decide, with the reader's
 * presses over them (useKeptSwitchOn); never the reader themself. Other
 * networks say it in the post itself (`Profile.viewer.muted`).
 */
export function useAuthorMuted(post: Pick<Post, 'source' | 'author'>): boolean {
  const reader = useReadingAccount('Farcaster');
  const author = post.source === 'Farcaster' ? post.author.id : undefined;
  return useKeptSwitchOn('mute', author === reader ? undefined : author);
}
