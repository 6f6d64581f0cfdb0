import { useQuery } from '@tanstack/react-query';
import type { Post } from '@/domain/reading/post';
import { valueOrThrow } from '@/domain/result';
import { readsResolverFor, useReadingAccount } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useToggle } from './useToggle';

/**
 * Whether the reader muted a Farcaster post's author (reading.md §2.2,
 * §4.2). Hubs keep no mutes and casts come without a word on them, so the
 * people the product server lists for the reader's fid (read once, shared
 * by every post) decide, with the reader's own presses in the log over
 * them: a cast hides as soon as its author is muted and shows again as soon
 * as they are unmuted. Other networks say it in the post itself
 * (`Profile.viewer.muted`).
 */
export function useAuthorMuted(post: Pick<Post, 'source' | 'author'>): boolean {
  const runtime = useRuntime();
  const authorId = post.source === 'Farcaster' ? post.author.id : undefined;
  const accountId = useReadingAccount('Farcaster');
  const mine = authorId !== undefined && authorId === accountId;
  const muted = useQuery({
    queryKey: ['muted-people', 'Farcaster', accountId ?? ''],
    enabled: Boolean(runtime && accountId && authorId && !mine),
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<string[]> => {
      if (!runtime || !accountId) return [];
      const reads = await readsResolverFor(runtime)({ source: 'Farcaster', accountId });
      return reads.mutedPeople ? valueOrThrow(await reads.mutedPeople(signal)) : [];
    },
  });
  const { shown } = useToggle(
    { source: 'Farcaster', kind: 'mute', target: authorId ?? '', accountId },
    { on: authorId !== undefined && (muted.data?.includes(authorId) ?? false) },
    muted.dataUpdatedAt || undefined,
  );
  return authorId !== undefined && !mine && shown.on;
}
