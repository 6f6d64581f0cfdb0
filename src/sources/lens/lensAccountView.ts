import { z } from 'zod/mini';
import type { Profile } from '@/domain/reading/post';

/** A Lens `Account` as ACCOUNT_FIELDS asks for it (lensPostFields.ts). */
export const lensAccountSchema = z.object({
  address: z.string(),
  username: z.nullish(z.object({ localName: z.string() })),
  metadata: z.nullish(
    z.object({
      name: z.nullish(z.string()),
      picture: z.nullish(z.string()),
      coverPicture: z.nullish(z.string()),
      bio: z.nullish(z.string()),
    }),
  ),
  operations: z.nullish(
    z.object({
      isFollowedByMe: z.optional(z.boolean()),
      isFollowingMe: z.optional(z.boolean()),
      isMutedByMe: z.optional(z.boolean()),
      isBlockedByMe: z.optional(z.boolean()),
    }),
  ),
});
export type LensAccountAnswer = z.infer<typeof lensAccountSchema>;

/** `accountStats` as the profile reads it. */
export const lensAccountStatsSchema = z.object({
  feedStats: z.object({ posts: z.number(), comments: z.number(), quotes: z.number() }),
  graphFollowStats: z.object({ followers: z.number(), following: z.number() }),
});
export type LensAccountStats = z.infer<typeof lensAccountStatsSchema>;

/** The handle a Lens account goes by: its `lens/` username, or its address when it has none. */
export const lensHandle = (account: Pick<LensAccountAnswer, 'address' | 'username'>) =>
  account.username?.localName ?? account.address;

/**
 * A Lens account as a Profile: the username's local name, the metadata's
 * name, picture, cover picture and bio, how the signed-in account relates
 * to it (when signed in), and, given its `accountStats`, its counts (posts
 * counts what it wrote: root posts, comments and quotes).
 */
export function lensProfileView(account: LensAccountAnswer, stats?: LensAccountStats): Profile {
  const handle = lensHandle(account);
  const { metadata, operations } = account;
  return {
    source: 'Lens',
    id: account.address,
    handle,
    displayName: metadata?.name || handle,
    ...(metadata?.picture ? { avatarUrl: metadata.picture } : {}),
    ...(metadata?.coverPicture ? { bannerUrl: metadata.coverPicture } : {}),
    ...(metadata?.bio ? { bio: metadata.bio } : {}),
    ...(stats
      ? {
          followers: stats.graphFollowStats.followers,
          following: stats.graphFollowStats.following,
          posts: stats.feedStats.posts + stats.feedStats.comments + stats.feedStats.quotes,
        }
      : {}),
    ...(operations
      ? {
          viewer: {
            following: operations.isFollowedByMe ?? false,
            followedBy: operations.isFollowingMe ?? false,
            muted: operations.isMutedByMe ?? false,
            blocking: operations.isBlockedByMe ?? false,
          },
        }
      : {}),
  };
}
