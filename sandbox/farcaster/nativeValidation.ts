import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { validations } from '@farcaster/core';
import { blake3 } from '@noble/hashes/blake3';

/** DER prefixes wrapping a raw 32-byte Ed25519 key as SPKI (public) and PKCS#8 (private). */
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The CPU-heavy steps of message validation on Node's own Ed25519, as real
 * hubs run them natively (`@farcaster/core` takes them as a parameter; its
 * default is pure JavaScript). Same answers, a fraction of the CPU: the
 * sandbox's hub shares two cores with everything else.
 */
export const nativeValidationMethods: validations.ValidationMethods = {
  ed25519_verify: async (signature, message, publicKey) => {
    if (publicKey.length !== 32) return false;
    try {
      const key = createPublicKey({
        key: Buffer.concat([SPKI_PREFIX, publicKey]),
        format: 'der',
        type: 'spki',
      });
      return verify(null, message, key, signature);
    } catch {
      return false;
    }
  },
  ed25519_signMessageHash: async (hash, signingKey) => {
    const key = createPrivateKey({
      key: Buffer.concat([PKCS8_PREFIX, signingKey.subarray(0, 32)]),
      format: 'der',
      type: 'pkcs8',
    });
    return new Uint8Array(sign(null, hash, key));
  },
  blake3_20: (message) => blake3(message, { dkLen: 20 }),
};
