import { z } from 'zod';

/** The networks whose endpoints can misbehave on demand. */
export const FAULT_NETWORKS = [
  'bsky',
  'farcaster',
  'x',
  'lens',
  'evm',
  'solana',
  'product',
] as const;
export type FaultNetwork = (typeof FAULT_NETWORKS)[number];

export const faultConfigSchema = z.object({
  /** Share of requests answered with `errorStatus` instead of reaching the service. */
  errorRate: z.number().min(0).max(1).default(0),
  errorStatus: z
    .union([z.literal(400), z.literal(500), z.literal(503), z.literal(429)])
    .default(503),
  /** Share of the errors answered 429 Too Many Requests instead (with Retry-After). */
  rateLimitedShare: z.number().min(0).max(1).default(0),
  /** Sent with 429 (and 503) answers. */
  retryAfterSeconds: z.number().int().min(0).max(3600).default(1),
  /** Added before each request is forwarded. */
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  /** Share of requests that reach the service, whose reply is then cut off. */
  dropAfterCommitRate: z.number().min(0).max(1).default(0),
  /**
   * Share of requests answered `200 {}` without reaching the service: a
   * gateway that says yes and nothing else (no id, no job), which a client
   * must not take for a success.
   */
  emptyAnswerRate: z.number().min(0).max(1).default(0),
  /** Every new connection is reset at once. */
  refuseConnections: z.boolean().default(false),
  /**
   * Only requests whose path starts with one of these are touched (all when
   * empty): to fail one call, such as Bluesky's `createRecord`, and not the
   * session calls around it.
   */
  paths: z.array(z.string().startsWith('/')).max(20).default([]),
  /** Seeds the draws above, so a failing run can be replayed. */
  seed: z.number().int().default(1),
});
export type FaultConfig = z.infer<typeof faultConfigSchema>;

export const NO_FAULTS: FaultConfig = faultConfigSchema.parse({});

export type FaultDecision =
  | { kind: 'pass'; latencyMs: number }
  | { kind: 'error'; latencyMs: number; status: number; retryAfterSeconds?: number }
  | { kind: 'dropAfterCommit'; latencyMs: number }
  | { kind: 'emptyAnswer'; latencyMs: number };

/** What to do with one request, from the config and the next two random draws. */
export function decideFault(config: FaultConfig, random: () => number): FaultDecision {
  const latencyMs = config.latencyMs;
  if (random() < config.errorRate) {
    const status = random() < config.rateLimitedShare ? 429 : config.errorStatus;
    const withRetryAfter = status === 429 || status === 503;
    return {
      kind: 'error',
      latencyMs,
      status,
      ...(withRetryAfter ? { retryAfterSeconds: config.retryAfterSeconds } : {}),
    };
  }
  if (random() < config.dropAfterCommitRate) return { kind: 'dropAfterCommit', latencyMs };
  // Drawn only when asked for, so the draws above replay as before.
  if (config.emptyAnswerRate > 0 && random() < config.emptyAnswerRate)
    return { kind: 'emptyAnswer', latencyMs };
  return { kind: 'pass', latencyMs };
}
