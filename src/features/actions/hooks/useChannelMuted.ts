import { useQuery } from '@tanstack/react-query';
import type { Post } from '@/domain/reading/post';
import { valueOrThrow } from '@/domain/result';
import { readsResolverFor, useReadingAccount } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useToggle } from './useToggle';

/**
 * Whether the reader blocked (muted) the Farcaster channel a post is in
 * (reading.md §4.2): the channels the product server lists for the
 * reader's fid (read once, shared by every post), with the reader's own
 * presses in the log over them, so a cast hides as soon as its channel is
 * blocked and shows again as soon as it is unblocked.
 */
export function useChannelMuted(post: Pick<Post, 'source' | 'channel'>): boolean {
  const runtime = useRuntime();
  const channelId = post.source === 'Farcaster' ? post.channel?.id : undefined;
  const accountId = useReadingAccount('Farcaster');
  const blocked = useQuery({
    queryKey: ['blocked-channels', accountId ?? ''],
    enabled: Boolean(runtime && accountId && channelId),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<string[]> => {
      if (!runtime || !accountId) return [];
      const reads = await readsResolverFor(runtime)({ source: 'Farcaster', accountId });
      return reads.blockedChannels ? valueOrThrow(await reads.blockedChannels(signal)) : [];
    },
  });
  const { shown } = useToggle(
    { source: 'Farcaster', kind: 'blockChannel', target: channelId ?? '', accountId },
    { on: channelId !== undefined && (blocked.data?.includes(channelId) ?? false) },
    blocked.dataUpdatedAt || undefined,
  );
  return channelId !== undefined && shown.on;
}
