import type { RateRule } from './rateLimiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How much one address or one account may ask of the routes that cost the
 * server (or a shared account of the product's) real work. Chosen so a
 * person never meets them and a script soon does; docs/security.md says why
 * each one exists.
 */
export interface RateLimitPolicies {
  /** New Polycast accounts from one address. */
  signUpPerAddress: RateRule;
  /** Proof challenges (linking a profile) from one address. */
  proofChallengePerAddress: RateRule;
  /** Password sets and verifications: each runs scrypt on the thread pool DNS lookups share. */
  passwordPerAccount: RateRule;
  passwordPerAddress: RateRule;
  /** Mention and channel searches: each fans out to the networks. */
  searchPerAddress: RateRule;
  /** X user search, made with the product's own X account. */
  xSearchPerAccount: RateRule;
  /** X sign-ins begun from one address. */
  xSignInPerAddress: RateRule;
  /** Video convert jobs: each reads a stored video. */
  videoConvertPerAccount: RateRule;
  /** Red packet claim keys made. */
  redPacketKeysPerAccount: RateRule;
  /** Wallet reads (tip recipients, prices, address detection): each may ask networks and chains. */
  walletReadsPerAddress: RateRule;
  /** Tip reports: one per tip sent, so a person never comes near it. */
  tipReportsPerAccount: RateRule;
}

export const RATE_LIMITS: RateLimitPolicies = {
  signUpPerAddress: { limit: 10, windowMs: HOUR },
  proofChallengePerAddress: { limit: 60, windowMs: 10 * MINUTE },
  passwordPerAccount: { limit: 10, windowMs: 10 * MINUTE },
  passwordPerAddress: { limit: 30, windowMs: 10 * MINUTE },
  searchPerAddress: { limit: 120, windowMs: MINUTE },
  xSearchPerAccount: { limit: 30, windowMs: MINUTE },
  xSignInPerAddress: { limit: 30, windowMs: 10 * MINUTE },
  videoConvertPerAccount: { limit: 30, windowMs: HOUR },
  redPacketKeysPerAccount: { limit: 60, windowMs: HOUR },
  walletReadsPerAddress: { limit: 300, windowMs: MINUTE },
  tipReportsPerAccount: { limit: 120, windowMs: HOUR },
};

/**
 * The sandbox's: every test and the demo run from one loopback address and
 * create hundreds of accounts, so each limit is a thousand times higher
 * there (the limits themselves are tested against a server with the real ones).
 */
export const SANDBOX_RATE_LIMITS: RateLimitPolicies = scaled(RATE_LIMITS, 1000);

function scaled(policies: RateLimitPolicies, factor: number): RateLimitPolicies {
  const result = { ...policies };
  for (const name of Object.keys(policies) as (keyof RateLimitPolicies)[]) {
    result[name] = { ...policies[name], limit: policies[name].limit * factor };
  }
  return result;
}
