import { bytesToHexString, MessageType, type Message } from '@farcaster/core';

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

/** The merged messages, indexed the ways the hub's reads need. */
export interface HubStore {
  has(hash: Uint8Array): boolean;
  merge(message: Message): void;
  byHash(fid: number, hash: string): Message | undefined;
  casts(filter: (message: Message) => boolean): Message[];
  reactions(filter: (message: Message) => boolean): Message[];
  links(filter: (message: Message) => boolean): Message[];
  userData(fid: number): Message[];
  /** Drops every message `fid` signed with `signer`, as a hub does when the key is removed. */
  revokeBySigner(fid: number, signer: Uint8Array): number;
}

/** Whether two link bodies name the same relation (same kind, same target). */
const sameLink = (a: Message, b: Message) =>
  a.data?.linkBody?.type === b.data?.linkBody?.type &&
  a.data?.linkBody?.targetFid === b.data?.linkBody?.targetFid;

/**
 * The hub's messages in memory. Lists come in a hub's own order: by
 * timestamp, then by hash (the `tsHash` its keys are made of), so a page
 * token can name the last message seen and a page starts right after it.
 * A remove cancels the add it names; a later link or reaction add for the
 * same relation replaces the earlier one, as the hub's link and reaction sets
 * keep one per relation.
 */
export function createHubStore(): HubStore {
  const all = new Map<string, Message>();
  const removed = new Set<string>();
  let sorted: Message[] | undefined;
  const ordered = () =>
    (sorted ??= [...all.values()]
      .filter((m) => !removed.has(hashOf(m.hash)))
      .sort((a, b) => compareKeys(keyOf(a), keyOf(b))));

  /** Marks as removed every live message of `type` by the same fid that `same` says it replaces. */
  const cancel = (message: Message, type: MessageType, same: (other: Message) => boolean) => {
    for (const [hash, other] of all) {
      if (other.data?.type === type && other.data.fid === message.data?.fid && same(other)) {
        removed.add(hash);
      }
    }
  };

  return {
    has: (hash) => all.has(hashOf(hash)),
    merge(message) {
      sorted = undefined;
      const data = message.data;
      if (data?.type === MessageType.LINK_ADD || data?.type === MessageType.LINK_REMOVE) {
        cancel(message, MessageType.LINK_ADD, (other) => sameLink(other, message));
      }
      all.set(hashOf(message.hash), message);
      if (data?.type === MessageType.LINK_REMOVE) removed.add(hashOf(message.hash));
      if (data?.type === MessageType.CAST_REMOVE && data.castRemoveBody) {
        removed.add(hashOf(data.castRemoveBody.targetHash));
      }
      if (
        (data?.type === MessageType.REACTION_REMOVE || data?.type === MessageType.REACTION_ADD) &&
        data.reactionBody
      ) {
        // A remove cancels the matching add by the same fid on the same target; an add replaces
        // it (a hub keeps one like and one recast per person and cast).
        const target = data.reactionBody;
        cancel(message, MessageType.REACTION_ADD, (other) => {
          const body = other.data?.reactionBody;
          const [mine, theirs] = [body?.targetCastId, target.targetCastId];
          return (
            hashOf(other.hash) !== hashOf(message.hash) &&
            body?.type === target.type &&
            body.targetUrl === target.targetUrl &&
            (mine?.fid ?? 0) === (theirs?.fid ?? 0) &&
            (mine && theirs ? hashOf(mine.hash) === hashOf(theirs.hash) : mine === theirs)
          );
        });
      }
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
    revokeBySigner(fid, signer) {
      sorted = undefined;
      const key = hashOf(signer);
      let revoked = 0;
      for (const [hash, message] of all) {
        if (message.data?.fid === fid && hashOf(message.signer) === key) {
          all.delete(hash);
          removed.delete(hash);
          revoked++;
        }
      }
      return revoked;
    },
  };
}
