import type { PostPlatform } from '../http/postPlatforms';

/** composer.md §7.8: the posts that carry a red packet, and where people may claim it. */
export interface ClaimStrategy {
  rpid: string;
  publicKey: string;
  posts: { platform: PostPlatform; postId: string }[];
  platforms: { platformId: string; platformName: PostPlatform }[];
  postOn: { platform: PostPlatform; postId: string; handle: string }[];
}

/** Adds `more` to `list`, an entry with a known key replacing the older one in place. */
function unionBy<T>(list: readonly T[], more: readonly T[], key: (item: T) => string): T[] {
  const byKey = new Map(list.map((item) => [key(item), item]));
  for (const item of more) byKey.set(key(item), item);
  return [...byKey.values()];
}

/**
 * One update merged into what is stored: each network's post arrives on its
 * own (as it is published), so posts, platforms and postOn are unions
 * (duplicates within one update collapse too).
 */
export function mergeClaimStrategy(
  stored: ClaimStrategy | undefined,
  update: ClaimStrategy,
): ClaimStrategy {
  const base = stored ?? { ...update, posts: [], platforms: [], postOn: [] };
  return {
    rpid: base.rpid,
    publicKey: base.publicKey,
    posts: unionBy(base.posts, update.posts, (p) => `${p.platform}\n${p.postId}`),
    platforms: unionBy(
      base.platforms,
      update.platforms,
      (p) => `${p.platformName}\n${p.platformId}`,
    ),
    postOn: unionBy(base.postOn, update.postOn, (p) => `${p.platform}\n${p.postId}`),
  };
}
