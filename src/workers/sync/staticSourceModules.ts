import * as x from '@/sources/x/createXSource';
import * as bsky from '@/sources/bsky/createBskySource';
import * as lens from '@/sources/lens/createLensSource';
import * as farcaster from '@/features/outbox/runtime/farcasterModules';
import type { SourceModules } from '@/features/outbox/runtime/sourceModules';

/** Every adapter, loaded up front: a service worker cannot `import()`. */
export const staticSourceModules: SourceModules = {
  x: async () => x,
  bsky: async () => bsky,
  farcaster: async () => farcaster,
  lens: async () => lens,
};
