import type { Profile, ProfileViewer } from '@/domain/reading/post';
import type { XUser } from './xSchemas';

/**
 * X's `profile_image_url` is the 48-pixel picture (`…_normal.jpg`); the same
 * address with `_400x400` is the size x.com shows on a profile, sharp enough
 * for every place an avatar is drawn.
 */
const largerAvatar = (url: string) => url.replace(/_normal(\.\w+)$/, '_400x400$1');

/** `connection_status` as the reading model's viewer flags; nothing when X did not say. */
function viewerOf(status: readonly string[] | undefined): ProfileViewer | undefined {
  if (!status) return undefined;
  return {
    following: status.includes('following'),
    followedBy: status.includes('followed_by'),
    muted: status.includes('muting'),
    blocking: status.includes('blocking'),
  };
}

/** An X user as a Profile: counts, banner and viewer flags where X gave them. */
export function xProfile(user: XUser): Profile {
  const metrics = user.public_metrics;
  const viewer = viewerOf(user.connection_status);
  return {
    source: 'Twitter',
    id: user.id,
    handle: user.username,
    displayName: user.name || user.username,
    ...(user.profile_image_url ? { avatarUrl: largerAvatar(user.profile_image_url) } : {}),
    ...(user.profile_banner_url ? { bannerUrl: user.profile_banner_url } : {}),
    ...(user.description ? { bio: user.description } : {}),
    ...(metrics?.followers_count === undefined ? {} : { followers: metrics.followers_count }),
    ...(metrics?.following_count === undefined ? {} : { following: metrics.following_count }),
    ...(metrics?.tweet_count === undefined ? {} : { posts: metrics.tweet_count }),
    ...(viewer ? { viewer } : {}),
  };
}
