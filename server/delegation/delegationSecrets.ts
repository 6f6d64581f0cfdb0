import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import type { FarcasterCredentials } from '@/sources/farcaster/createFarcasterSource';
import type { LensCredentials } from '@/sources/lens/lensSession';

/** What the server keeps (sealed) for each kind of delegation. */
export interface FarcasterSecret extends FarcasterCredentials {
  signerPublicKey: string;
}

export interface BskySecret {
  /** The app password made for Polycast: a new session when the last one is refused. */
  appPassword: string;
  /** The server's own session made with it, when there is one. */
  session?: BskyStoredSession;
}

export type LensSecret = LensCredentials;

/**
 * X: nothing of its own. The account's X sign-in (its tokens in x_accounts)
 * posts; the delegation is only the consent.
 */
export type XSecret = Record<string, never>;
