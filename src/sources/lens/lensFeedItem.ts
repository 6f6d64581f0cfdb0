import { z } from 'zod/mini';
import type { Post } from '@/domain/reading/post';
import { lensAccountSchema, lensProfileView } from './lensAccountView';
import { lensPostView, type LensParsed } from './lensPostView';

/** A `Repost` as ANY_POST_FIELDS and TIMELINE_ITEM_FIELDS ask for it (the reposted post apart). */
const repostSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
  author: lensAccountSchema,
});

const timelineItemSchema = z.object({
  primary: z.unknown(),
  reposts: z.optional(z.array(repostSchema)),
});

/** The post, marked as brought by a repost: who reposted it, and when. */
function reposted(post: LensParsed<Post>, repost: z.infer<typeof repostSchema>): LensParsed<Post> {
  return post.ok
    ? {
        ok: true,
        value: {
          ...post.value,
          repostedBy: lensProfileView(repost.author),
          repostedAt: repost.timestamp,
        },
      }
    : post;
}

/**
 * One `TimelineItem` as a Post: its primary post, and when reposts brought
 * it, the latest of them (the timeline orders items by it).
 */
export function lensTimelineItem(item: unknown): LensParsed<Post> {
  const parsed = timelineItemSchema.safeParse(item);
  if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error) };
  const post = lensPostView(parsed.data.primary);
  const [latest] = parsed.data.reposts ?? [];
  return latest ? reposted(post, latest) : post;
}

/** One `AnyPost` of a list as a Post: a post as it is, a repost as the post it points at. */
export function lensAnyPost(item: unknown): LensParsed<Post> {
  if ((item as { __typename?: unknown } | undefined)?.__typename !== 'Repost')
    return lensPostView(item);
  const parsed = repostSchema.safeParse(item);
  if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error) };
  return reposted(lensPostView((item as { repostOf?: unknown }).repostOf), parsed.data);
}
