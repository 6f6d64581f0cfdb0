import {
  bytesToHexString,
  hexStringToBytes,
  verifyAdd,
  type KeyGatewayAddMessage,
} from '@farcaster/core';
import type { Address } from 'viem';

/**
 * What the chain's IdRegistry and KeyRegistry hold, in memory: each fid's
 * custody address and its active Ed25519 signer keys. Adding a key needs the
 * custody address's EIP-712 `Add` signature, as the KeyGateway contract does.
 */
export interface KeyRegistry {
  registerFid(fid: number, custody: Address): void;
  custodyOf(fid: number): Address | undefined;
  /** Throws with the reason when the signature does not come from the custody address. */
  addKey(fid: number, request: KeyGatewayAddMessage, signature: Uint8Array): Promise<void>;
  isActiveSigner(fid: number, key: Uint8Array): boolean;
  fidOfName(name: string): number | undefined;
  setName(fid: number, name: string): void;
  nameOf(fid: number): string | undefined;
}

export function createKeyRegistry(): KeyRegistry {
  const custody = new Map<number, Address>();
  const signers = new Map<number, Set<string>>();
  const names = new Map<string, number>();
  const keyHex = (key: Uint8Array) => bytesToHexString(key)._unsafeUnwrap().toLowerCase();

  return {
    registerFid(fid, address) {
      custody.set(fid, address);
      signers.set(fid, signers.get(fid) ?? new Set());
    },
    custodyOf: (fid) => custody.get(fid),
    async addKey(fid, request, signature) {
      const owner = custody.get(fid);
      if (!owner) throw new Error(`fid ${fid} is not registered`);
      if (request.owner.toLowerCase() !== owner.toLowerCase())
        throw new Error('owner is not the custody address');
      if (request.deadline < BigInt(Math.floor(Date.now() / 1000)))
        throw new Error('signature deadline passed');
      const valid = await verifyAdd(request, signature, hexStringToBytes(owner)._unsafeUnwrap());
      if (valid.isErr() || !valid.value) throw new Error('invalid custody signature');
      signers.get(fid)?.add(keyHex(request.key));
    },
    isActiveSigner: (fid, key) => signers.get(fid)?.has(keyHex(key)) ?? false,
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
