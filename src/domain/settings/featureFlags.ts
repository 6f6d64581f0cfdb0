import { z } from 'zod/mini';

/** Every feature flag, its label in Settings and its default. */
export const FEATURE_FLAGS = {
  schedulePost: { label: 'Schedule post', defaultOn: true },
  composeGif: { label: 'GIFs in the composer', defaultOn: true },
  poll: { label: 'Polls', defaultOn: true },
  solanaDevnet: { label: 'Solana devnet', defaultOn: false },
  sparks: { label: 'Sparks', defaultOn: true },
  tips: { label: 'Tips', defaultOn: true },
  anonymousPosting: { label: 'Anonymous posting', defaultOn: true },
  translation: { label: 'Translation', defaultOn: true },
} as const satisfies Record<string, { label: string; defaultOn: boolean }>;

export type FeatureFlagName = keyof typeof FEATURE_FLAGS;
export type FeatureFlags = Record<FeatureFlagName, boolean>;

export const FEATURE_FLAG_NAMES = Object.keys(FEATURE_FLAGS) as FeatureFlagName[];

export const featureFlagNameSchema = z.enum(
  FEATURE_FLAG_NAMES as [FeatureFlagName, ...FeatureFlagName[]],
);

/** The user's switches over the defaults; unknown names (old flags) are ignored. */
export function resolveFeatureFlags(overrides: Readonly<Record<string, boolean>>): FeatureFlags {
  const flags = {} as FeatureFlags;
  for (const name of FEATURE_FLAG_NAMES) {
    flags[name] = overrides[name] ?? FEATURE_FLAGS[name].defaultOn;
  }
  return flags;
}
