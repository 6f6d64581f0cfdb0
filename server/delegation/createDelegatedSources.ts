import { FarcasterNetwork } from '@farcaster/core';
import type { PublishTarget } from '@/events/types/publishEvents';
import type { PostSource } from '@/domain/networks';
import { createBskySource } from '@/sources/bsky/createBskySource';
import { createFarcasterSource } from '@/sources/farcaster/createFarcasterSource';
import { createLensSource } from '@/sources/lens/createLensSource';
import { productVideoConvert } from '@/sources/product/videoConvertClient';
import type { Source } from '@/sources/source';
import { groveMediaHost } from '@/sources/storage/groveStorage';
import { createXSource } from '@/sources/x/createXSource';
import type { NetworkEndpoints } from '../networkEndpoints';
import type { XAccountStore } from '../x/xAccountStore';
import type { DelegatedSources } from '../schedule/delegatedSources';
import { bskyDelegationCredentials, delegationCredentials } from './delegationCredentials';
import type { DelegationStore } from './delegationStore';
import type { FarcasterSecret, LensSecret } from './delegationSecrets';
import { NativeEd25519Signer } from './nativeEd25519Signer';
import { retryOnNewSession } from './retryOnNewSession';
import { fetchWithTimeout } from '../http/timedFetch';

/** Adapters kept for reuse (a Bluesky agent's session, a Lens refresh in flight), at most this many. */
const KEPT_ADAPTERS = 1000;

/**
 * The Bluesky agent's own limit on each call: the schedule dispatcher's
 * default per-call limit, so it only matters for calls the adapter makes
 * without the dispatcher's signal (resuming or refreshing the session).
 */
const AGENT_CALL_TIMEOUT_MS = 30_000;

const FARCASTER_NETWORKS = {
  mainnet: FarcasterNetwork.MAINNET,
  testnet: FarcasterNetwork.TESTNET,
  devnet: FarcasterNetwork.DEVNET,
} as const;

export interface DelegatedSourcesOptions {
  store: DelegationStore;
  networks: () => NetworkEndpoints | undefined;
  /** The product server's own URL (X goes through its `/api/x`); known once it listens. */
  productUrl: () => string | undefined;
  /**
   * The X sign-ins the server holds: an X delegation is usable only while the
   * account's X sign-in is there (disconnecting X deletes it).
   */
  xAccounts?: Pick<XAccountStore, 'get'>;
  /**
   * The product server's own routes answering in process, as the account
   * (X's calls and the video converter): no socket, no session token.
   */
  productFetch?: (url: string, init: RequestInit, actingAccountId: string) => Promise<Response>;
}

/** `DelegatedSources`, plus what the delegation routes tell it. */
export interface ServerDelegations extends DelegatedSources {
  /** A delegation was made, replaced or revoked: an adapter made for it is dropped. */
  changed(accountId: string, platform: PostSource, platformUserId: string): void;
}

/**
 * The adapters the app uses (the same code), acting for a Polycast account
 * with what it delegated: credentials from the sealed store, refreshed
 * sessions sealed back.
 */
export function createDelegatedSources(options: DelegatedSourcesOptions): ServerDelegations {
  const { store } = options;
  const made = new Map<string, Source>();
  const keyOf = (accountId: string, platform: PostSource, platformUserId: string) =>
    JSON.stringify([accountId, platform, platformUserId]);

  function make(accountId: string, target: PublishTarget): Source | undefined {
    const networks = options.networks();
    const productUrl = options.productUrl();
    const { productFetch } = options;
    const { source, accountId: userId } = target;
    switch (source) {
      case 'Twitter': {
        if (!productUrl || !productFetch) return undefined;
        return createXSource({
          apiBase: productUrl,
          accountId: userId,
          fetch: (url, init) => productFetch(url, init, accountId),
        });
      }
      case 'Bsky':
        if (!networks) return undefined;
        return retryOnNewSession(
          createBskySource({
            service: networks.bsky.service,
            did: userId,
            store: bskyDelegationCredentials(store, accountId, userId, networks.bsky.service),
            video: networks.bsky.video,
            gifProviderHosts: [networks.gifs, networks.giphy].flatMap((provider) =>
              provider ? [new URL(provider.search).host] : [],
            ),
            // Calls without a signal of their own (the session's refresh) get a time limit too.
            fetch: fetchWithTimeout(AGENT_CALL_TIMEOUT_MS),
          }),
          () => store.isLive(accountId, source, userId),
        );
      case 'Farcaster':
        if (!networks) return undefined;
        return createFarcasterSource({
          hubUrl: networks.farcaster.hub,
          fid: Number(userId),
          network: FARCASTER_NETWORKS[networks.farcaster.network],
          store: delegationCredentials<FarcasterSecret>(store, accountId, source, userId),
          media: groveMediaHost(networks.lens.storage),
          makeSigner: (key) => new NativeEd25519Signer(key),
          ...(productUrl && productFetch
            ? {
                convert: productVideoConvert({
                  apiBase: productUrl,
                  fetch: (url, init) => productFetch(url, init, accountId),
                }),
              }
            : {}),
        });
      case 'Lens':
        if (!networks) return undefined;
        return createLensSource({
          api: networks.lens.api,
          storage: networks.lens.storage,
          account: userId,
          store: delegationCredentials<LensSecret>(store, accountId, source, userId),
        });
    }
  }

  function has(accountId: string, target: PublishTarget): boolean {
    if (!store.isLive(accountId, target.source, target.accountId)) return false;
    if (target.source !== 'Twitter' || !options.xAccounts) return true;
    return options.xAccounts.get(accountId, target.accountId) !== undefined;
  }

  return {
    has,
    async sourceFor(accountId, target) {
      if (!has(accountId, target)) return undefined;
      const key = keyOf(accountId, target.source, target.accountId);
      const kept = made.get(key);
      if (kept) return kept;
      const source = make(accountId, target);
      if (!source) return undefined;
      if (made.size >= KEPT_ADAPTERS) made.delete(made.keys().next().value ?? '');
      made.set(key, source);
      return source;
    },
    changed(accountId, platform, platformUserId) {
      made.delete(keyOf(accountId, platform, platformUserId));
    },
  };
}
