import { z } from 'zod/mini';
import { POST_SOURCES } from '../networks';

/** Public facts about an account only: credentials never enter the log. */
export const connectedAccountSchema = z.object({
  source: z.enum(POST_SOURCES),
  /** The network's own id: Farcaster fid, Bluesky DID, Lens account address, X user id. */
  accountId: z.string().check(z.minLength(1), z.maxLength(128)),
  handle: z.string().check(z.minLength(1), z.maxLength(128)),
  displayName: z.string().check(z.maxLength(128)),
  /** How it was connected: a real sign-in, or the sandbox's demo person. */
  via: z.enum(['signIn', 'demo']),
  /** The profile picture, where the network has one. */
  avatarUrl: z.optional(z.url().check(z.maxLength(2048))),
  /**
   * Its standing there, when higher than normal (composer.md §5.2, §6): a
   * verified X account, a Farcaster Pro one. Absent: normal.
   */
  tier: z.optional(z.enum(['pro', 'verified'])),
});
export type ConnectedAccount = z.infer<typeof connectedAccountSchema>;
