import type { PostSource } from '@/domain/networks';
import type { BskyStoredSession } from '@/sources/bsky/bskySession';
import type { LensCredentials } from '@/sources/lens/lensSession';
import type { SourceReads } from '@/sources/reading/sourceReads';
import { loadNetworkEndpoints } from './networkEndpoints';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { productSessionToken } from '@/runtime/productSession';

/** The account a timeline is read as: the network answers this viewer. */
export interface ReadingAccount {
  source: PostSource;
  accountId: string;
}

/**
 * Posts asked of each network per page. The All timeline reads up to four
 * networks at once, and a Farcaster page costs two hub calls per person
 * followed and one or more per cast (its author, mentions, quote): 15 fills
 * a screen and more comes as the person reads on. Lens's timeline takes no
 * page size.
 */
export const TIMELINE_PAGE_SIZE = 15;

/**
 * Each network's reading code, loaded when a timeline first needs it (the
 * first screen carries none of it).
 */
const readsModules = {
  bsky: () => import('@/sources/bsky/bskyReads'),
  x: () => import('@/sources/x/xReads'),
  farcaster: () => import('@/sources/farcaster/farcasterReads'),
  lens: () => import('@/sources/lens/lensReads'),
};

/**
 * The reads acting as a connected account on this device, made once per
 * account.
 */
export function createReadsResolver(runtime: AppRuntime) {
  const made = new Map<string, Promise<SourceReads>>();
  // Where the networks are: asked of the product server once, through the query cache.
  const endpointsOnce = () => loadNetworkEndpoints(runtime.apiBase);

  async function make(account: ReadingAccount): Promise<SourceReads> {
    const vault = await runtime.vault();
    switch (account.source) {
      case 'Bsky': {
        const [{ createBskyReadsFor }, network] = await Promise.all([
          readsModules.bsky(),
          endpointsOnce(),
        ]);
        return createBskyReadsFor(
          {
            service: network.bsky.service,
            did: account.accountId,
            store: vault.store<BskyStoredSession>('Bsky'),
          },
          { pageSize: TIMELINE_PAGE_SIZE },
        );
      }
      case 'Twitter': {
        const { createXReads } = await readsModules.x();
        // X is read through the product server, as the person's Polycast account.
        return createXReads(
          {
            apiBase: runtime.apiBase,
            session: () => productSessionToken(vault),
            accountId: account.accountId,
          },
          { pageSize: TIMELINE_PAGE_SIZE },
        );
      }
      case 'Farcaster': {
        const [{ createFarcasterReads }, network] = await Promise.all([
          readsModules.farcaster(),
          endpointsOnce(),
        ]);
        // A hub answers anyone: reading needs no key. Channels' headers, bookmarks and channel
        // blocks come through the server.
        return createFarcasterReads({
          hubUrl: network.farcaster.hub,
          fid: Number(account.accountId),
          pageSize: TIMELINE_PAGE_SIZE,
          apiBase: runtime.apiBase,
          // Bookmarks and channel blocks: the product server keeps them for Farcaster.
          session: () => productSessionToken(vault),
        });
      }
      case 'Lens': {
        const [{ createLensReads }, network] = await Promise.all([
          readsModules.lens(),
          endpointsOnce(),
        ]);
        return createLensReads({
          api: network.lens.api,
          account: account.accountId,
          store: vault.store<LensCredentials>('Lens'),
        });
      }
    }
  }

  return (account: ReadingAccount): Promise<SourceReads> => {
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

const resolvers = new WeakMap<AppRuntime, ReadsResolver>();

/** The page's reads resolver: one per runtime, so each account's session is resumed once. */
export function readsResolverFor(runtime: AppRuntime): ReadsResolver {
  let resolver = resolvers.get(runtime);
  if (!resolver) {
    resolver = createReadsResolver(runtime);
    resolvers.set(runtime, resolver);
  }
  return resolver;
}
