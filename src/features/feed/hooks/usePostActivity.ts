import { useQuery } from '@tanstack/react-query';
import type { RefObject } from 'react';
import type { Post, PostActivity } from '@/domain/reading/post';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useInView } from '@/ui/useInView';
import { readsResolverFor } from '@/features/accounts';
import { useReadingAccount } from '@/features/accounts';

/** How long counts read for a post on screen stand before they are read again, when it shows again. */
export const POST_ACTIVITY_FRESH_MS = 60_000;

/**
 * A post's counts and the viewer's part in them: those it came with, or,
 * where its network sends none (Farcaster), read once the post is on
 * screen, as the account that read the timeline. Undefined until known.
 */
export function usePostActivity(
  post: Post,
  card: RefObject<Element | null>,
): PostActivity | undefined {
  const runtime = useRuntime();
  const accountId = useReadingAccount(post.source);
  const asked = post.counts === undefined && accountId !== undefined;
  const onScreen = useInView(card, { enabled: asked });
  const read = useQuery({
    queryKey: ['post-activity', post.source, accountId, post.id],
    enabled: asked && onScreen && Boolean(runtime),
    staleTime: POST_ACTIVITY_FRESH_MS,
    queryFn: async ({ signal }) => {
      if (!runtime || !accountId) throw new Error('No account to read this post as.');
      const reads = await readsResolverFor(runtime)({ source: post.source, accountId });
      if (!reads.postActivity) throw new Error(`${post.source} posts come with their counts.`);
      const answer = await reads.postActivity(post.id, signal);
      if (!answer.ok) throw new Error(answer.error.message);
      return answer.value;
    },
  });
  if (post.counts) return { counts: post.counts, ...(post.viewer ? { viewer: post.viewer } : {}) };
  return read.data;
}
