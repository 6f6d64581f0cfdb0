import { sign, verify } from 'node:crypto';
import type { validations } from '@farcaster/core';
import { blake3 } from '@noble/hashes/blake3';
import { ed25519PrivateKey, ed25519PublicKey } from '../../server/delegation/rawEd25519Keys';

/**
 * The CPU-heavy steps of message validation on Node's own Ed25519, as real
 * hubs run them natively (`@farcaster/core` takes them as a parameter; its
 * default is pure JavaScript). Same answers, a fraction of the CPU: the
 * sandbox's hub shares two cores with everything else.
 */
export const nativeValidationMethods: validations.ValidationMethods = {
  ed25519_verify: async (signature, message, publicKey) => {
    try {
      return verify(null, message, ed25519PublicKey(publicKey), signature);
    } catch {
      return false;
    }
  },
  ed25519_signMessageHash: async (hash, signingKey) =>
    new Uint8Array(sign(null, hash, ed25519PrivateKey(signingKey))),
  blake3_20: (message) => blake3(message, { dkLen: 20 }),
};
