/**
 * The parts of `@farcaster/core` the app loads on demand, by name. A dynamic
 * `import('@farcaster/core')` hands the bundler the package's whole namespace,
 * so it must keep every export, test factories and all of `@faker-js/faker`
 * with them (about 2.5 MB); importing this module instead keeps only these.
 */
export {
  bytesToHexString,
  FarcasterNetwork,
  hexStringToBytes,
  NobleEd25519Signer,
} from '@farcaster/core';
