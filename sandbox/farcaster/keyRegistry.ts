import {
  bytesToHexString,
  hexStringToBytes,
  verifyAdd,
  verifyRemove,
  type KeyGatewayAddMessage,
  type KeyRegistryRemoveMessage,
} from '@farcaster/core';
import type { Address } from 'viem';

/**
 * What the chain's IdRegistry and KeyRegistry hold, in memory: each fid's
 * custody address and its Ed25519 signer keys. Adding a key needs the custody
 * address's EIP-712 `Add` signature, as the KeyGateway contract does; removing
 * one needs its EIP-712 `Remove` signature, as KeyRegistry's `removeFor` does.
 * A key goes from added to removed and never back (the contract's states).
 */
export interface KeyRegistry {
  registerFid(fid: number, custody: Address): void;
  custodyOf(fid: number): Address | undefined;
  /** Every registered fid, in the order registered. */
  fids(): number[];
  /** Throws with the reason when the signature does not come from the custody address. */
  addKey(fid: number, request: KeyGatewayAddMessage, signature: Uint8Array): Promise<void>;
  /** Throws with the reason when the key is not added or the signature is not the custody's. */
  removeKey(fid: number, request: KeyRegistryRemoveMessage, signature: Uint8Array): Promise<void>;
  isActiveSigner(fid: number, key: Uint8Array): boolean;
  /** The fid's added (not removed) keys, hex, in the order they were added. */
  activeSigners(fid: number): string[];
  fidOfName(name: string): number | undefined;
  setName(fid: number, name: string): void;
  nameOf(fid: number): string | undefined;
}

export function createKeyRegistry(): KeyRegistry {
  const custody = new Map<number, Address>();
  const signers = new Map<number, Set<string>>();
  const removed = new Map<number, Set<string>>();
  const names = new Map<string, number>();
  const keyHex = (key: Uint8Array) => bytesToHexString(key)._unsafeUnwrap().toLowerCase();

  /** The custody address, when `owner` is it and the deadline has not passed. */
  function custodyFor(fid: number, owner: string, deadline: bigint): Address {
    const address = custody.get(fid);
    if (!address) throw new Error(`fid ${fid} is not registered`);
    if (owner.toLowerCase() !== address.toLowerCase())
      throw new Error('owner is not the custody address');
    if (deadline < BigInt(Math.floor(Date.now() / 1000)))
      throw new Error('signature deadline passed');
    return address;
  }

  return {
    registerFid(fid, address) {
      custody.set(fid, address);
      signers.set(fid, signers.get(fid) ?? new Set());
    },
    custodyOf: (fid) => custody.get(fid),
    fids: () => [...custody.keys()],
    async addKey(fid, request, signature) {
      const owner = custodyFor(fid, request.owner, request.deadline);
      if (removed.get(fid)?.has(keyHex(request.key))) throw new Error('key was removed');
      const valid = await verifyAdd(request, signature, hexStringToBytes(owner)._unsafeUnwrap());
      if (valid.isErr() || !valid.value) throw new Error('invalid custody signature');
      signers.get(fid)?.add(keyHex(request.key));
    },
    async removeKey(fid, request, signature) {
      const owner = custodyFor(fid, request.owner, request.deadline);
      const key = keyHex(request.key);
      if (!signers.get(fid)?.has(key)) throw new Error('key is not added');
      const valid = await verifyRemove(request, signature, hexStringToBytes(owner)._unsafeUnwrap());
      if (valid.isErr() || !valid.value) throw new Error('invalid custody signature');
      signers.get(fid)?.delete(key);
      removed.set(fid, (removed.get(fid) ?? new Set()).add(key));
    },
    isActiveSigner: (fid, key) => signers.get(fid)?.has(keyHex(key)) ?? false,
    activeSigners: (fid) => [...(signers.get(fid) ?? [])],
    fidOfName: (name) => names.get(name.toLowerCase()),
    setName(fid, name) {
      names.set(name.toLowerCase(), fid);
    },
    nameOf(fid) {
      for (const [name, owner] of names) if (owner === fid) return name;
      return undefined;
    },
  };
}
