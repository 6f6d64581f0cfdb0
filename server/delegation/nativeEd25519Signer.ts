import { sign, type KeyObject } from 'node:crypto';
import { Ed25519Signer, HubError, type HubAsyncResult } from '@farcaster/core';
import { err, ok } from 'neverthrow';
import { ed25519PrivateKey, rawEd25519PublicKey } from './rawEd25519Keys';

/**
 * A Farcaster signer on Node's own Ed25519 (the server signs scheduled casts
 * by the thousand; the pure-JavaScript signer the browser uses costs several
 * times the CPU). Same keys, same signatures: Ed25519 is deterministic.
 * Its answers are neverthrow's Results because @farcaster/core's Signer
 * contract is written in them; the product's own code uses src/domain/result.ts.
 */
export class NativeEd25519Signer extends Ed25519Signer {
  readonly #key: KeyObject;
  readonly #publicKey: Uint8Array;

  constructor(privateKey: Uint8Array) {
    super();
    this.#key = ed25519PrivateKey(privateKey);
    this.#publicKey = rawEd25519PublicKey(this.#key);
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
