import * as x from '@/sources/x/createXSource';
import * as bsky from '@/sources/bsky/createBskySource';
import * as lens from '@/sources/lens/createLensSource';
import * as farcaster from '@/app/outbox/farcasterModules';
import type { SourceModules } from '@/app/outbox/sourceModules';

/** Every adapter, loaded up front: a service worker cannot `import()`. */
export const staticSourceModules: SourceModules = {
  x: async () => x,
  bsky: async () => bsky,
  farcaster: async () => farcaster,
  lens: async () => lens,
};
