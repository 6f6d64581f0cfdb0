import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** DER prefixes wrapping a raw 32-byte Ed25519 key as PKCS#8 (private) and SPKI (public). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Node's key for a raw Ed25519 private key (Farcaster keeps its first 32 bytes: the seed). */
export const ed25519PrivateKey = (raw: Uint8Array): KeyObject =>
  createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, raw.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  });

/** Node's key for a raw 32-byte Ed25519 public key; throws on another length. */
export function ed25519PublicKey(raw: Uint8Array): KeyObject {
  if (raw.length !== 32) throw new Error('An Ed25519 public key is 32 bytes');
  return createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

/** The raw 32-byte public key of a private key. */
export const rawEd25519PublicKey = (privateKey: KeyObject): Uint8Array =>
  new Uint8Array(
    createPublicKey(privateKey)
      .export({ format: 'der', type: 'spki' })
      .subarray(SPKI_PREFIX.length),
  );
