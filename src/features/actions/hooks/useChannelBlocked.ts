import { useQuery } from '@tanstack/react-query';
import type { PostSource } from '@/domain/networks';
import { valueOrThrow } from '@/domain/result';
import { readsResolverFor, useReadingAccount } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';

/**
 * Whether the reader blocked (muted) a channel, as the network's reads
 * say (Farcaster's: the product server keeps them). Not read while
 * `enabled` is false (a menu reads it once opened), nor where the network
 * has no channel blocks.
 */
export function useChannelBlocked(
  source: PostSource,
  channelId: string | undefined,
  options: { enabled: boolean },
) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  return useQuery({
    queryKey: ['channel-blocked', source, accountId ?? '', channelId ?? ''],
    enabled: Boolean(runtime && accountId && channelId) && options.enabled,
    queryFn: async ({ signal }): Promise<boolean> => {
      if (!runtime || !accountId || !channelId) return false;
      const reads = await readsResolverFor(runtime)({ source, accountId });
      if (!reads.channelBlocked) return false;
      return valueOrThrow(await reads.channelBlocked(channelId, signal));
    },
  });
}
