import type { RelatedProfile, SearchIdentity } from '../model/mention';
import type { PostSource } from '../model/sourceFields';

/** A search result with the server's ranking, where it gave one (1 is an exact handle). */
export type RankedIdentity = SearchIdentity & { score?: number };

/**
 * A handle without what its network adds: Bluesky's domain (`ada.test`,
 * `ada.bsky.social`), Lens's `lens/` namespace, an ENS `.eth`; lower case,
 * with '-' and '.' read as '_' (`satoshi-fan` on Farcaster is
 * `satoshi_fan` on X).
 */
export function handleStem(platform: PostSource, handle: string): string {
  let stem = handle.trim().toLowerCase().replace(/^@/, '');
  if (platform === 'Lens') stem = stem.replace(/^lens\//, '');
  if (platform === 'Bsky') stem = stem.split('.')[0] ?? stem;
  stem = stem.replace(/\.eth$/, '');
  return stem.replace(/[-.]/g, '_');
}

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** Who a result looks like: the same display name and the same handle stem. */
const personKey = (result: Pick<SearchIdentity, 'platform' | 'handle' | 'name'>) => {
  const name = nameKey(result.name);
  return name ? `${handleStem(result.platform, result.handle)}|${name}` : undefined;
};

const asRelated = (p: SearchIdentity | RelatedProfile): RelatedProfile => ({
  platform: p.platform,
  platform_id: p.platform_id,
  handle: p.handle,
  name: p.name,
  ...(p.avatar ? { avatar: p.avatar } : {}),
});

const platformsOf = (result: SearchIdentity) =>
  new Set([result.platform, ...(result.related_profiles ?? []).map((r) => r.platform)]);

/**
 * composer.md §2.4, §3.5, §7.7: one suggestion per person. The identity
 * search links profiles one wallet holds; the Bluesky and X searches link
 * nothing, so a result with the same display name and the same handle stem
 * as an earlier one (Ada, `ada` on Farcaster and `ada.test` on Bluesky)
 * joins it as a related profile, one profile per network. Anything else
 * stays its own suggestion (Ada's `ada_onchain` on X is not assumed to be
 * her: the mention edit dialog can add it). Suggestions come best first (the
 * best score of their profiles), ties in the order given.
 */
export function suggestionsByPerson(results: readonly RankedIdentity[]): RankedIdentity[] {
  const groups: RankedIdentity[] = [];
  const byKey = new Map<string, number>();
  for (const result of results) {
    const key = personKey(result);
    const index = key === undefined ? undefined : byKey.get(key);
    const group = index === undefined ? undefined : groups[index];
    const clash =
      group && [...platformsOf(result)].some((platform) => platformsOf(group).has(platform));
    if (group && index !== undefined && !clash) {
      groups[index] = {
        ...group,
        related_profiles: [
          ...(group.related_profiles ?? []),
          asRelated(result),
          ...(result.related_profiles ?? []),
        ],
        score: Math.max(group.score ?? 0, result.score ?? 0),
      };
      continue;
    }
    if (key !== undefined && index === undefined) byKey.set(key, groups.length);
    groups.push(result);
  }
  return groups
    .map((group, order) => ({ group, order }))
    .sort((a, b) => (b.group.score ?? 0) - (a.group.score ?? 0) || a.order - b.order)
    .map(({ group }) => group);
}
