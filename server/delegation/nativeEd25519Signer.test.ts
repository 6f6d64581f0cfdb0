import { randomBytes } from 'node:crypto';
import { NobleEd25519Signer } from '@farcaster/core';
import { describe, expect, it } from 'vitest';
import { NativeEd25519Signer } from './nativeEd25519Signer';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('the native Ed25519 signer', () => {
  it('has the key and makes the signatures the pure-JavaScript signer does', async () => {
    const privateKey = new Uint8Array(randomBytes(32));
    const native = new NativeEd25519Signer(privateKey);
    const pure = new NobleEd25519Signer(privateKey);
    expect(hex((await native.getSignerKey())._unsafeUnwrap())).toBe(
      hex((await pure.getSignerKey())._unsafeUnwrap()),
    );
    const hash = new Uint8Array(randomBytes(20));
    expect(hex((await native.signMessageHash(hash))._unsafeUnwrap())).toBe(
      hex((await pure.signMessageHash(hash))._unsafeUnwrap()),
    );
  });
});
