import type { Profile } from '../model/profile';
import type { PostSource } from '../model/sourceFields';

/**
 * composer.md §5.2, §6: the user's standing on a source. Farcaster Pro and a
 * verified X account get the higher limits of `CAPABILITIES` (the `pro`
 * length, `maxPro` images); 'normal' is everyone else.
 */
export type SourceTier = 'normal' | 'pro' | 'verified';

/** The tier on each source the user posts from; a missing source counts as 'normal'. */
export type SourceTiers = Partial<Record<PostSource, SourceTier>>;

/** Whether the higher limits apply on this source. */
export const hasHigherLimits = (tiers: SourceTiers, source: PostSource): boolean =>
  (tiers[source] ?? 'normal') !== 'normal';

/**
 * The tiers of the accounts that post: on each network the first of its
 * profiles in the list (the chosen one), at its standing there.
 */
export function tiersOf(profiles: readonly Pick<Profile, 'source' | 'tier'>[]): SourceTiers {
  const tiers: SourceTiers = {};
  for (const profile of profiles) {
    if (profile.source in tiers) continue;
    tiers[profile.source] = profile.tier ?? 'normal';
  }
  return tiers;
}
