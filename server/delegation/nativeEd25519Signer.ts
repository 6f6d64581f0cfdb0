import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { Ed25519Signer, HubError, type HubAsyncResult } from '@farcaster/core';
import { err, ok } from 'neverthrow';

/** DER prefix wrapping a raw 32-byte Ed25519 private key as PKCS#8. */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
/** Length of the DER prefix before the raw 32-byte key in an Ed25519 SPKI. */
const SPKI_PREFIX_LENGTH = 12;

/**
 * A Farcaster signer on Node's own Ed25519 (the server signs scheduled casts
 * by the thousand; the pure-JavaScript signer the browser uses costs several
 * times the CPU). Same keys, same signatures: Ed25519 is deterministic.
 */
export class NativeEd25519Signer extends Ed25519Signer {
  readonly #key: KeyObject;
  readonly #publicKey: Uint8Array;

  constructor(privateKey: Uint8Array) {
    super();
    this.#key = createPrivateKey({
      key: Buffer.concat([PKCS8_PREFIX, privateKey.subarray(0, 32)]),
      format: 'der',
      type: 'pkcs8',
    });
    const spki = createPublicKey(this.#key).export({ format: 'der', type: 'spki' });
    this.#publicKey = new Uint8Array(spki.subarray(SPKI_PREFIX_LENGTH));
  }

  override async getSignerKey(): HubAsyncResult<Uint8Array> {
    return ok(this.#publicKey);
  }

  override async signMessageHash(hash: Uint8Array): HubAsyncResult<Uint8Array> {
    try {
      return ok(new Uint8Array(sign(null, hash, this.#key)));
    } catch (error) {
      return err(new HubError('bad_request.invalid_param', `could not sign: ${String(error)}`));
    }
  }
}
