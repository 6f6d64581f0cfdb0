import { SOURCE_SLUGS, type PostSource } from '../networks';
import { defaultPostDetailTab } from './postDetailTabs';

/** The app's own pages for what a post links to (reading.md §2.1, composer.md §2.1). */

/** A post's page: `/post/{source}/{id}/{its first tab}`. */
export function postPagePath(source: PostSource, postId: string): string {
  const slug = SOURCE_SLUGS[source];
  return `/post/${slug}/${encodeURIComponent(postId)}/${defaultPostDetailTab(slug)}`;
}

/** A person's profile on one network: `/profile/{source}/{id or handle}`. */
export function profilePath(source: PostSource, idOrHandle: string): string {
  return `/profile/${SOURCE_SLUGS[source]}/${encodeURIComponent(idOrHandle)}`;
}

/** A wallet's profile: `/profile/{address}?source=Wallet`. */
export function walletProfilePath(address: string): string {
  return `/profile/${encodeURIComponent(address)}?source=Wallet`;
}

/** A Farcaster channel: `/club/farcaster/{channelId}`. */
export function channelPath(channelId: string): string {
  return `/club/farcaster/${encodeURIComponent(channelId)}`;
}

/**
 * A channel's or club's page: a Farcaster channel's (`channelPath`), or a
 * Lens group's, `/club/lens/{group address}`.
 */
export function clubPath(source: 'Farcaster' | 'Lens', id: string): string {
  return source === 'Farcaster' ? channelPath(id) : `/club/lens/${encodeURIComponent(id)}`;
}

/** A hashtag: the network's posts found for it, in Explore. */
export function hashtagPath(source: PostSource, tag: string): string {
  return `/explore/posts/${SOURCE_SLUGS[source]}?q=${encodeURIComponent(`#${tag}`)}`;
}
