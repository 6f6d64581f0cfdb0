import {
  FarcasterNetwork,
  Message,
  NobleEd25519Signer,
  makeCastAdd,
  validations,
} from '@farcaster/core';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nativeValidationMethods } from './nativeValidation';

const signingKey = new Uint8Array(randomBytes(32));
const signer = new NobleEd25519Signer(signingKey);

async function cast(text: string) {
  const made = await makeCastAdd(
    { text, embeds: [], embedsDeprecated: [], mentions: [], mentionsPositions: [], type: 0 },
    { fid: 7, network: FarcasterNetwork.DEVNET },
    signer,
  );
  return made._unsafeUnwrap();
}

describe("the hub's native validation methods", () => {
  it('accept a message signed by its signer, as the pure-JavaScript defaults do', async () => {
    const message = await cast('gm');
    expect((await validations.validateMessage(message)).isOk()).toBe(true);
    expect((await validations.validateMessage(message, nativeValidationMethods)).isOk()).toBe(true);
  });

  it('refuse a signature made by another key, and one made for another message', async () => {
    const message = await cast('gm');
    const other = new NobleEd25519Signer(new Uint8Array(randomBytes(32)));
    const forged = Message.create({
      ...message,
      signature: (await other.signMessageHash(message.hash))._unsafeUnwrap(),
    });
    const forgedResult = await validations.validateMessage(forged, nativeValidationMethods);
    expect(forgedResult._unsafeUnwrapErr().message).toMatch(/signature/i);

    // Another message's signature on this one.
    const replayed = Message.create({ ...(await cast('gn')), signature: message.signature });
    const replayedResult = await validations.validateMessage(replayed, nativeValidationMethods);
    expect(replayedResult._unsafeUnwrapErr().message).toMatch(/signature/i);
    // A public key of the wrong length is refused, not thrown on.
    expect(
      await nativeValidationMethods.ed25519_verify(
        message.signature,
        message.hash,
        new Uint8Array(31),
      ),
    ).toBe(false);
  });

  it('sign as the pure-JavaScript signer does (Ed25519 is deterministic)', async () => {
    const message = await cast('gm');
    const native = await nativeValidationMethods.ed25519_signMessageHash(message.hash, signingKey);
    expect(Buffer.from(native).toString('hex')).toBe(
      Buffer.from(message.signature).toString('hex'),
    );
  });
});
