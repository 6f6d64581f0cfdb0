import { bytesToHexString, MessageType, type Message } from '@farcaster/core';
import { setKeyOf, settle } from './hubSets';

const hashOf = (bytes: Uint8Array) => bytesToHexString(bytes)._unsafeUnwrap().toLowerCase();

/** Where a message sits in a hub's lists: its timestamp, then its hash (a hub's `tsHash` key). */
export interface HubKey {
  timestamp: number;
  hash: string;
}

export const keyOf = (message: Message): HubKey => ({
  timestamp: message.data?.timestamp ?? 0,
  hash: hashOf(message.hash),
});

/** Negative when `a` comes first in a hub's order, oldest first. */
export function compareKeys(a: HubKey, b: HubKey): number {
  return a.timestamp - b.timestamp || (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0);
}

/** A refusal to merge, in a hub's words (its HubError code and details). */
export interface MergeRefused {
  errCode: string;
  details: string;
}

/** The merged messages, indexed the ways the hub's reads need. */
export interface HubStore {
  has(hash: Uint8Array): boolean;
  /** Merges a message, or says why a hub would not (a duplicate, a conflict in its set). */
  merge(message: Message): MergeRefused | undefined;
  byHash(fid: number, hash: string): Message | undefined;
  casts(filter: (message: Message) => boolean): Message[];
  reactions(filter: (message: Message) => boolean): Message[];
  links(filter: (message: Message) => boolean): Message[];
  userData(fid: number): Message[];
  /** The fid's verified addresses (VerificationAddAddress messages that hold their set). */
  verifications(fid: number): Message[];
  /** Drops every message `fid` signed with `signer`, as a hub does when the key is removed. */
  revokeBySigner(fid: number, signer: Uint8Array): number;
}

/**
 * The hub's messages in memory. Lists come in a hub's own order: by
 * timestamp, then by hash (the `tsHash` its keys are made of), so a page
 * token can name the last message seen and a page starts right after it.
 * Reactions and links live in a hub's add/remove sets (hubSets.ts): one
 * message per person, kind and target, the latest by timestamp (a remove
 * wins a tie); a message that loses is refused as a conflict, the same
 * message twice as a duplicate, and neither changes anything. A cast remove
 * hides the cast it names.
 */
export function createHubStore(): HubStore {
  const all = new Map<string, Message>();
  const removed = new Set<string>();
  /** Set key -> the message that holds it (an add or a remove). */
  const sets = new Map<string, Message>();
  let sorted: Message[] | undefined;
  const ordered = () =>
    (sorted ??= [...all.values()]
      .filter((m) => !removed.has(hashOf(m.hash)))
      .sort((a, b) => compareKeys(keyOf(a), keyOf(b))));

  return {
    has: (hash) => all.has(hashOf(hash)),
    merge(message) {
      const data = message.data;
      const key = setKeyOf(message);
      if (key !== undefined) {
        const settled = settle(sets.get(key), message);
        if (!settled.ok) return { errCode: settled.errCode, details: settled.details };
        if (settled.replaced) all.delete(hashOf(settled.replaced.hash));
        sets.set(key, message);
      }
      sorted = undefined;
      all.set(hashOf(message.hash), message);
      if (data?.type === MessageType.CAST_REMOVE && data.castRemoveBody) {
        removed.add(hashOf(data.castRemoveBody.targetHash));
      }
      return undefined;
    },
    byHash(fid, hash) {
      const message = all.get(hash.toLowerCase());
      if (!message || message.data?.fid !== fid || removed.has(hash.toLowerCase()))
        return undefined;
      return message;
    },
    casts: (filter) => ordered().filter((m) => m.data?.type === MessageType.CAST_ADD && filter(m)),
    reactions: (filter) =>
      ordered().filter((m) => m.data?.type === MessageType.REACTION_ADD && filter(m)),
    links: (filter) => ordered().filter((m) => m.data?.type === MessageType.LINK_ADD && filter(m)),
    userData: (fid) =>
      ordered().filter((m) => m.data?.type === MessageType.USER_DATA_ADD && m.data.fid === fid),
    verifications: (fid) =>
      ordered().filter(
        (m) => m.data?.type === MessageType.VERIFICATION_ADD_ETH_ADDRESS && m.data.fid === fid,
      ),
    revokeBySigner(fid, signer) {
      sorted = undefined;
      const key = hashOf(signer);
      let revoked = 0;
      for (const [hash, message] of all) {
        if (message.data?.fid === fid && hashOf(message.signer) === key) {
          all.delete(hash);
          removed.delete(hash);
          const setKey = setKeyOf(message);
          if (setKey !== undefined && sets.get(setKey) === message) sets.delete(setKey);
          revoked++;
        }
      }
      return revoked;
    },
  };
}
