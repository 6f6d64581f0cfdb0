import type * as BskyModule from '@/sources/bsky/createBskySource';
import type * as LensModule from '@/sources/lens/createLensSource';
import type * as XModule from '@/sources/x/createXSource';
import type * as FarcasterModule from './farcasterModules';

/**
 * The network adapters' code, loaded when a job first needs it. A page or
 * the sync worker loads each on demand; the service worker, which cannot
 * `import()`, is given the same modules already loaded.
 */
export interface SourceModules {
  x(): Promise<typeof XModule>;
  bsky(): Promise<typeof BskyModule>;
  farcaster(): Promise<typeof FarcasterModule>;
  lens(): Promise<typeof LensModule>;
}

export const lazySourceModules: SourceModules = {
  x: () => import('@/sources/x/createXSource'),
  bsky: () => import('@/sources/bsky/createBskySource'),
  farcaster: () => import('./farcasterModules'),
  lens: () => import('@/sources/lens/createLensSource'),
};
