import type { Mention, MentionProfile, SearchIdentity } from '../model/mention';

/** composer.md §7.7, §9: how many results each mention search asks for, and how many are shown. */
export const MENTION_SEARCH_SIZES = { identity: 50, Bsky: 10, Twitter: 30 } as const;
export const MAX_MENTION_RESULTS = 90;

const key = (p: { platform: string; platform_id: string }) => `${p.platform}:${p.platform_id}`;

/**
 * composer.md §7.7: the mention menu's results: the identity search first
 * (it links profiles across sources), then the Bsky and Twitter searches;
 * each list cut to its size, a profile already listed (or among an earlier
 * result's related profiles) left out, at most 90 in all.
 */
export function mergeMentionResults(results: {
  identity?: readonly SearchIdentity[];
  bsky?: readonly SearchIdentity[];
  twitter?: readonly SearchIdentity[];
}): SearchIdentity[] {
  const seen = new Set<string>();
  const merged: SearchIdentity[] = [];
  const lists: [readonly SearchIdentity[] | undefined, number][] = [
    [results.identity, MENTION_SEARCH_SIZES.identity],
    [results.bsky, MENTION_SEARCH_SIZES.Bsky],
    [results.twitter, MENTION_SEARCH_SIZES.Twitter],
  ];
  for (const [list, size] of lists) {
    for (const result of (list ?? []).slice(0, size)) {
      if (seen.has(key(result))) continue;
      seen.add(key(result));
      for (const related of result.related_profiles ?? []) seen.add(key(related));
      merged.push(result);
      if (merged.length === MAX_MENTION_RESULTS) return merged;
    }
  }
  return merged;
}

/**
 * A mention from a chosen result: '@' and its handle, with a profile on its
 * source (a hit) and one on each related profile's source.
 */
export function mentionFromResult(result: SearchIdentity): Mention {
  const profiles: MentionProfile[] = [
    {
      platform: result.platform,
      platform_id: result.platform_id,
      handle: result.handle,
      name: result.name,
      hit: true,
      score: 1,
      related_profiles: result.related_profiles ?? [],
    },
  ];
  for (const related of result.related_profiles ?? []) {
    if (profiles.some((p) => p.platform === related.platform)) continue;
    profiles.push({
      platform: related.platform,
      platform_id: related.platform_id,
      handle: related.handle,
      name: related.name,
      hit: false,
      score: 0,
    });
  }
  return { text: `@${result.handle}`, profiles };
}
