import type { PostSource } from '@/domain/networks';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { fetchNetworkEndpoints, type NetworkEndpoints } from '@/features/accounts';
import type { AppRuntime } from '@/runtime/openAppRuntime';

/** The account a timeline is read as: the network answers this viewer. */
export interface ReadingAccount {
  source: PostSource;
  accountId: string;
}

/**
 * Each network's reading code, loaded when a timeline first needs it (the
 * first screen carries none of it).
 */
const readsModules = {
  bsky: () => import('@/sources/bsky/bskyReads'),
};

/**
 * The reads acting as a connected account on this device, made once per
 * account. Undefined for a network this device cannot read yet.
 */
export function createReadsResolver(runtime: AppRuntime) {
  const made = new Map<string, Promise<SourceReads | undefined>>();
  let endpoints: Promise<NetworkEndpoints> | undefined;
  const endpointsOnce = () => {
    endpoints ??= fetchNetworkEndpoints(runtime.apiBase).catch((error: unknown) => {
      endpoints = undefined;
      throw error;
    });
    return endpoints;
  };

  async function make(account: ReadingAccount): Promise<SourceReads | undefined> {
    const vault = await runtime.vault();
    switch (account.source) {
      case 'Bsky': {
        const [{ createBskyReadsFor }, network] = await Promise.all([
          readsModules.bsky(),
          endpointsOnce(),
        ]);
        return createBskyReadsFor({
          service: network.bsky.service,
          did: account.accountId,
          store: vault.store<BskyStoredSession>('Bsky'),
        });
      }
      default:
        return undefined;
    }
  }

  return (account: ReadingAccount): Promise<SourceReads | undefined> => {
    const key = `${account.source}:${account.accountId}`;
    let reads = made.get(key);
    if (!reads) {
      reads = make(account);
      made.set(key, reads);
      reads.catch(() => made.delete(key));
    }
    return reads;
  };
}

export type ReadsResolver = ReturnType<typeof createReadsResolver>;
