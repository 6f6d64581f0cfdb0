import type { PublishTarget } from '@/events/types/publishEvents';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import type { FarcasterCredentials } from '@/sources/farcaster/createFarcasterSource';
import type { LensCredentials } from '@/sources/lens/lensSession';
import type { Source } from '@/sources/source';
import { fetchNetworkEndpoints, type NetworkEndpoints } from '@/features/accounts';
import { productSessionToken } from '@/runtime/productSession';
import type { OutboxRuntime } from './outboxRuntime';
import { lazySourceModules, type SourceModules } from './sourceModules';

/**
 * The adapter acting for a connected account on this device, made once per
 * account (each network's code loads only when it is first needed).
 * Undefined for an account not connected here: the job asks for a login.
 */
export function createSourceResolver(
  runtime: OutboxRuntime,
  modules: SourceModules = lazySourceModules,
) {
  const made = new Map<string, Promise<Source>>();
  let endpoints: Promise<NetworkEndpoints> | undefined;
  const endpointsOnce = () => {
    endpoints ??= fetchNetworkEndpoints(runtime.apiBase).catch((error: unknown) => {
      endpoints = undefined;
      throw error;
    });
    return endpoints;
  };

  async function make(target: PublishTarget): Promise<Source> {
    const vault = await runtime.vault();
    // Read at each call: the device may sign in to (or out of) Polycast meanwhile.
    const session = () => productSessionToken(vault);
    switch (target.source) {
      case 'Twitter': {
        const { createXSource } = await modules.x();
        return createXSource({ apiBase: runtime.apiBase, session, accountId: target.accountId });
      }
      case 'Bsky': {
        const [{ createBskySource }, network] = await Promise.all([
          modules.bsky(),
          endpointsOnce(),
        ]);
        return createBskySource({
          service: network.bsky.service,
          did: target.accountId,
          store: vault.store<BskyStoredSession>('Bsky'),
          video: network.bsky.video,
          // GIFs from the server's providers play in a GIF card as Tenor's and Giphy's do.
          gifProviderHosts: [network.gifs, network.giphy].flatMap((provider) =>
            provider ? [new URL(provider.search).host] : [],
          ),
        });
      }
      case 'Farcaster': {
        const [
          { createFarcasterSource, groveMediaHost, productVideoConvert, FarcasterNetwork },
          network,
        ] = await Promise.all([modules.farcaster(), endpointsOnce()]);
        return createFarcasterSource({
          hubUrl: network.farcaster.hub,
          fid: Number(target.accountId),
          network: {
            mainnet: FarcasterNetwork.MAINNET,
            testnet: FarcasterNetwork.TESTNET,
            devnet: FarcasterNetwork.DEVNET,
          }[network.farcaster.network],
          store: vault.store<FarcasterCredentials>('Farcaster'),
          media: groveMediaHost(network.lens.storage),
          convert: productVideoConvert({ apiBase: runtime.apiBase, session }),
          product: { apiBase: runtime.apiBase, session },
        });
      }
      case 'Lens': {
        const [{ createLensSource }, network] = await Promise.all([
          modules.lens(),
          endpointsOnce(),
        ]);
        return createLensSource({
          api: network.lens.api,
          storage: network.lens.storage,
          account: target.accountId,
          store: vault.store<LensCredentials>('Lens'),
        });
      }
    }
  }

  return async (target: PublishTarget): Promise<Source | undefined> => {
    const connected = runtime.accounts
      .getState()
      .accounts.some((a) => a.source === target.source && a.accountId === target.accountId);
    if (!connected) return undefined;
    const key = `${target.source}:${target.accountId}`;
    let source = made.get(key);
    if (!source) {
      source = make(target);
      made.set(key, source);
      source.catch(() => made.delete(key));
    }
    return source;
  };
}
