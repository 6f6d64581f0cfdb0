import { SOURCE_SLUGS, type PostSource } from '../networks';
import { profilePath } from '../routes/appPaths';
import { PROFILE_CATEGORIES } from '../routes/routeParams';
import type { Post } from './post';

/** A person's categories on a network (docs/decisions.md "Profile categories"). */
export type ProfileCategory = (typeof PROFILE_CATEGORIES)[
  'farcaster' | 'lens' | 'twitter' | 'bsky'][number];

/** The categories of a network's profiles, in their order; the first is the feed. */
export function profileCategories(source: PostSource): readonly ProfileCategory[] {
  const slug = SOURCE_SLUGS[source] as 'farcaster' | 'lens' | 'twitter' | 'bsky';
  return PROFILE_CATEGORIES[slug];
}

/** A category's tab name: "Feed", "Replies". */
export const categoryName = (category: ProfileCategory) =>
  category.charAt(0).toUpperCase() + category.slice(1);

/**
 * Where a category is read: the feed at the profile's own address
 * (`/profile/{source}/{id}`), the others under it.
 */
export function profileCategoryPath(
  source: PostSource,
  id: string,
  category: ProfileCategory,
): string {
  const base = profilePath(source, id);
  return category === 'feed' ? base : `${base}/${category}`;
}

/** A reply: a post that answers another. */
export const isReply = (post: Post) => post.replyTo !== undefined;

/** A post of the person's own (not a repost) with a picture, GIF or video. */
export const hasPictureOrVideo = (post: Post) =>
  post.repostedBy === undefined && post.media.some((m) => m.kind !== 'audio');
