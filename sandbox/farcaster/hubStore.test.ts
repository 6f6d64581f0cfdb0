import {
  FarcasterNetwork,
  makeReactionAdd,
  makeReactionRemove,
  NobleEd25519Signer,
  ReactionType,
} from '@farcaster/core';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHubStore } from './hubStore';

const signer = new NobleEd25519Signer(randomBytes(32));
const target = { fid: 2, hash: new Uint8Array(20).fill(7) };

/** A reaction by fid 1 on the target cast, at `timestamp` (Farcaster seconds). */
async function reaction(kind: 'add' | 'remove', type: ReactionType, timestamp: number) {
  const make = kind === 'add' ? makeReactionAdd : makeReactionRemove;
  const body = { type, targetCastId: target };
  const data = { fid: 1, network: FarcasterNetwork.DEVNET, timestamp };
  return (await make(body, data, signer))._unsafeUnwrap();
}

describe('hub store: reactions', () => {
  it('keeps one like and one recast per person and cast, and a remove cancels the add', async () => {
    const store = createHubStore();
    const all = () => store.reactions(() => true).map((m) => m.data?.timestamp);
    store.merge(await reaction('add', ReactionType.LIKE, 100));
    store.merge(await reaction('add', ReactionType.RECAST, 101));
    // Liking again replaces the earlier like: the cast's likers list the person once.
    store.merge(await reaction('add', ReactionType.LIKE, 102));
    expect(all()).toEqual([101, 102]);
    store.merge(await reaction('remove', ReactionType.LIKE, 103));
    expect(all()).toEqual([101]);
  });
});
