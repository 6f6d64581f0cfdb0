import { bytesToHexString, MessageType, type Message } from '@farcaster/core';

const hashOf = (bytes: Uint8Array) => bytesToHexString(bytes)._unsafeUnwrap().toLowerCase();

/** The merged messages, indexed the ways the hub's reads need. */
export interface HubStore {
  has(hash: Uint8Array): boolean;
  merge(message: Message): void;
  byHash(fid: number, hash: string): Message | undefined;
  casts(filter: (message: Message) => boolean): Message[];
  reactions(filter: (message: Message) => boolean): Message[];
  userData(fid: number): Message[];
  /** Drops every message `fid` signed with `signer`, as a hub does when the key is removed. */
  revokeBySigner(fid: number, signer: Uint8Array): number;
}

export function createHubStore(): HubStore {
  const all = new Map<string, Message>();
  const removed = new Set<string>();
  const ordered = () =>
    [...all.values()]
      .filter((m) => !removed.has(hashOf(m.hash)))
      .sort((a, b) => (a.data?.timestamp ?? 0) - (b.data?.timestamp ?? 0));

  return {
    has: (hash) => all.has(hashOf(hash)),
    merge(message) {
      all.set(hashOf(message.hash), message);
      const data = message.data;
      if (data?.type === MessageType.CAST_REMOVE && data.castRemoveBody) {
        removed.add(hashOf(data.castRemoveBody.targetHash));
      }
      if (data?.type === MessageType.REACTION_REMOVE && data.reactionBody) {
        // A remove cancels the matching add by the same fid on the same target.
        const target = data.reactionBody;
        for (const [hash, other] of all) {
          const body = other.data?.reactionBody;
          if (
            other.data?.type === MessageType.REACTION_ADD &&
            other.data.fid === data.fid &&
            body?.type === target.type &&
            body.targetUrl === target.targetUrl &&
            (body.targetCastId?.fid ?? 0) === (target.targetCastId?.fid ?? 0)
          ) {
            removed.add(hash);
          }
        }
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
    userData: (fid) =>
      ordered().filter((m) => m.data?.type === MessageType.USER_DATA_ADD && m.data.fid === fid),
    revokeBySigner(fid, signer) {
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
