import { createHash } from 'node:crypto';
import { getBase58Decoder, isAddress } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { tipReference } from './tipReference';

describe('tipReference', () => {
  it('is the same key for the same tip id, every time', async () => {
    expect(await tipReference('01JTIP')).toBe(await tipReference('01JTIP'));
  });

  it('differs from tip to tip', async () => {
    const keys = await Promise.all(['a', 'b', 'A', 'a ', ''].map(tipReference));
    expect(new Set(keys).size).toBe(5);
  });

  it('is a Solana address: the SHA-256 of the tip id under its own prefix, in base58', async () => {
    const reference = await tipReference('01JTIP');
    expect(isAddress(reference)).toBe(true);
    const digest = createHash('sha256').update('polycast:tip-reference:01JTIP').digest();
    expect(reference).toBe(getBase58Decoder().decode(digest));
  });
});
