import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ChannelSource } from '@/domain/composer/rules/channelChoices';
import type { Channel } from '@/domain/reading/post';
import { valueOrThrow } from '@/domain/result';
import { readsResolverFor, useReadingAccount } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';

/**
 * A Farcaster channel's or a Lens club's header (reading.md §3.3): name,
 * picture, description, how many follow or belong to it. `null` when the
 * network knows no such channel. Read as the first account connected there.
 */
export function useChannel(source: ChannelSource, id: string) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  const query = useQuery({
    queryKey: ['channel', source, accountId ?? '', id],
    enabled: Boolean(runtime && accountId),
    queryFn: async ({ signal }): Promise<Channel | null> => {
      if (!runtime || !accountId) throw new Error('No account to read this channel as.');
      const reads = await readsResolverFor(runtime)({ source, accountId });
      if (!reads.channel) throw new Error(`${source} has no channels to read.`);
      return valueOrThrow(await reads.channel(id, signal));
    },
  });
  return { query, hasAccount: accountId !== undefined };
}

/** The channel's posts, newest first, a page at a time. */
export function useChannelPosts(source: ChannelSource, id: string) {
  const runtime = useRuntime();
  const accountId = useReadingAccount(source);
  return useInfiniteQuery({
    queryKey: ['channel-posts', source, accountId ?? '', id],
    enabled: Boolean(runtime && accountId),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      if (!runtime || !accountId) throw new Error('No account to read these posts as.');
      const reads = await readsResolverFor(runtime)({ source, accountId });
      if (!reads.channelPosts) throw new Error(`${source} has no channels to read.`);
      return valueOrThrow(await reads.channelPosts(id, pageParam, signal));
    },
    getNextPageParam: (last) => last.cursor,
  });
}
