import { describe, expect, it } from 'vitest';
import { heldNfts, type NftTransfer } from './heldNfts';

const ME = '0x00000000000000000000000000000000000000aa';
const YOU = '0x00000000000000000000000000000000000000bb';
const ZERO = '0x0000000000000000000000000000000000000000';
const NFT = '0x00000000000000000000000000000000000000Cc';

const t = (
  tokenId: bigint,
  from: string,
  to: string,
  block: bigint,
  logIndex = 0,
): NftTransfer => ({
  chainId: 1,
  contract: NFT,
  tokenId,
  from,
  to,
  block,
  logIndex,
});

describe('heldNfts: the tokens whose last transfer went to the owner', () => {
  it('keeps minted and received tokens, drops the ones given away, in chain order', () => {
    const held = heldNfts(ME.toUpperCase().replace('0X', '0x'), [
      t(2n, ZERO, ME, 1n),
      t(1n, ZERO, ME, 1n, 1),
      t(3n, ZERO, ME, 2n),
      // Given away in the same block as it came back: the log index decides.
      t(3n, ME, YOU, 4n, 0),
      t(3n, YOU, ME, 4n, 1),
      t(1n, ME, YOU, 5n),
    ]);
    expect(held.map((n) => n.tokenId)).toEqual([2n, 3n]);
  });

  it('does not depend on the order the logs came in', () => {
    const held = heldNfts(ME, [t(1n, ME, YOU, 5n), t(1n, ZERO, ME, 1n)]);
    expect(held).toEqual([]);
  });
});
