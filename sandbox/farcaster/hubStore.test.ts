import {
  FarcasterNetwork,
  makeLinkAdd,
  makeLinkRemove,
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
const data = (timestamp: number) => ({ fid: 1, network: FarcasterNetwork.DEVNET, timestamp });

/** A reaction by fid 1 on the target cast, at `timestamp` (Farcaster seconds). */
async function reaction(kind: 'add' | 'remove', type: ReactionType, timestamp: number) {
  const make = kind === 'add' ? makeReactionAdd : makeReactionRemove;
  return (await make({ type, targetCastId: target }, data(timestamp), signer))._unsafeUnwrap();
}

/** fid 1 following (or no longer following) fid 2, at `timestamp`. */
async function follow(kind: 'add' | 'remove', timestamp: number) {
  const make = kind === 'add' ? makeLinkAdd : makeLinkRemove;
  return (await make({ type: 'follow', targetFid: 2 }, data(timestamp), signer))._unsafeUnwrap();
}

describe('hub store: reactions and links as CRDT sets', () => {
  it('keeps one like and one recast per person and cast, the latest by timestamp', async () => {
    const store = createHubStore();
    const all = () => store.reactions(() => true).map((m) => m.data?.timestamp);
    expect(store.merge(await reaction('add', ReactionType.LIKE, 100))).toBeUndefined();
    expect(store.merge(await reaction('add', ReactionType.RECAST, 101))).toBeUndefined();
    // Liking again later replaces the earlier like: the cast's likers list the person once.
    expect(store.merge(await reaction('add', ReactionType.LIKE, 102))).toBeUndefined();
    expect(all()).toEqual([101, 102]);
    // An older like than the one held loses, and changes nothing.
    expect(store.merge(await reaction('add', ReactionType.LIKE, 99))?.errCode).toBe(
      'bad_request.conflict',
    );
    expect(all()).toEqual([101, 102]);
    const unlike = await reaction('remove', ReactionType.LIKE, 103);
    expect(store.merge(unlike)).toBeUndefined();
    expect(all()).toEqual([101]);
    // The same message twice is a duplicate.
    expect(store.merge(unlike)?.errCode).toBe('bad_request.duplicate');
    // At the same timestamp a remove beats an add.
    expect(store.merge(await reaction('add', ReactionType.LIKE, 103))).toEqual({
      errCode: 'bad_request.conflict',
      details: 'message conflicts with a more recent remove',
    });
    expect(all()).toEqual([101]);
    expect(store.merge(await reaction('add', ReactionType.LIKE, 104))).toBeUndefined();
    expect(all()).toEqual([101, 104]);
  });

  it('keeps one follow per person and target, a remove at the same second winning', async () => {
    const store = createHubStore();
    const links = () => store.links(() => true).map((m) => m.data?.timestamp);
    expect(store.merge(await follow('add', 100))).toBeUndefined();
    expect(store.merge(await follow('add', 101))).toBeUndefined();
    expect(links()).toEqual([101]);
    expect(store.merge(await follow('remove', 101))).toBeUndefined();
    expect(links()).toEqual([]);
    expect(store.merge(await follow('add', 101))?.errCode).toBe('bad_request.conflict');
    // A remove older than the held remove loses too.
    expect(store.merge(await follow('remove', 100))?.errCode).toBe('bad_request.conflict');
    expect(store.merge(await follow('add', 102))).toBeUndefined();
    expect(links()).toEqual([102]);
  });
});
