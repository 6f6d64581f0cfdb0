import type { PostSource } from '@/domain/networks';
import { createBskyReadsFor } from '@/sources/bsky/bskyReads';
import { createFarcasterReads } from '@/sources/farcaster/farcasterReads';
import { createLensReads } from '@/sources/lens/lensReads';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { fetchWithTimeout } from '../http/timedFetch';
import type { NetworkEndpoints } from '../networkEndpoints';
import { bskyDelegationCredentials, delegationCredentials } from './delegationCredentials';
import type { LensSecret } from './delegationSecrets';
import type { DelegationStore } from './delegationStore';

/** Each call's limit when the reads make one without a signal of their own (a session refresh). */
const READ_CALL_TIMEOUT_MS = 30_000;

/** Readers kept for reuse (a Bluesky session, a Lens token), at most this many. */
const KEPT_READERS = 1000;

/**
 * The app's own reads (the same code), acting for a Polycast account with
 * what it delegated: the server can read a network as a person only where it
 * holds their delegation (Farcaster's hub reads need none, but are read only
 * for a delegated fid all the same). X is never read (reading.md §4.6).
 */
export function createDelegatedReads(options: {
  store: DelegationStore;
  networks: () => Pick<NetworkEndpoints, 'bsky' | 'farcaster' | 'lens'> | undefined;
}) {
  const kept = new Map<string, SourceReads>();

  function make(accountId: string, platform: PostSource, userId: string): SourceReads | undefined {
    const networks = options.networks();
    if (!networks) return undefined;
    switch (platform) {
      case 'Bsky':
        return createBskyReadsFor({
          service: networks.bsky.service,
          did: userId,
          store: bskyDelegationCredentials(options.store, accountId, userId, networks.bsky.service),
          fetch: fetchWithTimeout(READ_CALL_TIMEOUT_MS),
        });
      case 'Farcaster':
        return createFarcasterReads({ hubUrl: networks.farcaster.hub, fid: Number(userId) });
      case 'Lens':
        return createLensReads({
          api: networks.lens.api,
          account: userId,
          store: delegationCredentials<LensSecret>(options.store, accountId, platform, userId),
        });
      case 'Twitter':
        return undefined;
    }
  }

  return {
    /** The reads for one live delegation, or undefined when there is none (or no reads for it). */
    readsFor(accountId: string, platform: PostSource, userId: string): SourceReads | undefined {
      if (!options.store.isLive(accountId, platform, userId)) return undefined;
      const key = JSON.stringify([accountId, platform, userId]);
      const known = kept.get(key);
      if (known) return known;
      const reads = make(accountId, platform, userId);
      if (!reads) return undefined;
      if (kept.size >= KEPT_READERS) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, reads);
      return reads;
    },
    /** A delegation was made, replaced or revoked: its reader is dropped. */
    changed(accountId: string, platform: PostSource, userId: string): void {
      kept.delete(JSON.stringify([accountId, platform, userId]));
    },
  };
}

export type DelegatedReads = ReturnType<typeof createDelegatedReads>;
