/** What the Farcaster adapter needs, as one chunk. */
export { createFarcasterSource } from '@/sources/farcaster/createFarcasterSource';
export { groveMediaHost } from '@/sources/storage/groveStorage';
export { FarcasterNetwork } from '@farcaster/core';
export { productVideoConvert } from '@/sources/product/videoConvertClient';
