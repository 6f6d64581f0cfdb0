import { bytesToHexString, MessageType, type Message } from '@farcaster/core';

const hashOf = (bytes: Uint8Array) => bytesToHexString(bytes)._unsafeUnwrap().toLowerCase();

/**
 * The key of the one relation a reaction, link or verification message
 * speaks of: who, what kind, and the target (or the address). A hub's
 * reaction, link and verification sets keep one message per key, the add or
 * the remove that wins.
 */
export function setKeyOf(message: Message): string | undefined {
  const data = message.data;
  if (!data) return undefined;
  if (data.type === MessageType.REACTION_ADD || data.type === MessageType.REACTION_REMOVE) {
    const body = data.reactionBody;
    if (!body) return undefined;
    const target = body.targetCastId
      ? `cast:${body.targetCastId.fid}:${hashOf(body.targetCastId.hash)}`
      : `url:${body.targetUrl ?? ''}`;
    return `reaction:${data.fid}:${body.type}:${target}`;
  }
  if (data.type === MessageType.LINK_ADD || data.type === MessageType.LINK_REMOVE) {
    const body = data.linkBody;
    if (!body) return undefined;
    return `link:${data.fid}:${body.type}:${body.targetFid ?? 0}`;
  }
  // A verification set keeps one message per person and address (an add or a remove).
  const address =
    data.type === MessageType.VERIFICATION_ADD_ETH_ADDRESS
      ? data.verificationAddAddressBody?.address
      : data.type === MessageType.VERIFICATION_REMOVE
        ? data.verificationRemoveBody?.address
        : undefined;
  if (address) return `verification:${data.fid}:${hashOf(address)}`;
  return undefined;
}

const isRemove = (message: Message) =>
  message.data?.type === MessageType.REACTION_REMOVE ||
  message.data?.type === MessageType.LINK_REMOVE ||
  message.data?.type === MessageType.VERIFICATION_REMOVE;

/**
 * A hub's order between two messages of one set (Store.messageCompare in
 * hub-monorepo): the later timestamp wins (last write wins); at the same
 * timestamp a remove beats an add (remove wins); then the greater hash.
 * Zero only for the same message.
 */
export function compareInSet(a: Message, b: Message): number {
  const byTime = (a.data?.timestamp ?? 0) - (b.data?.timestamp ?? 0);
  if (byTime !== 0) return byTime;
  if (isRemove(a) !== isRemove(b)) return isRemove(a) ? 1 : -1;
  const [ha, hb] = [hashOf(a.hash), hashOf(b.hash)];
  return ha < hb ? -1 : ha > hb ? 1 : 0;
}

/** What merging a message into its set did, in a hub's words when it refuses. */
export type SetMerge =
  | { ok: true; replaced?: Message }
  | { ok: false; errCode: 'bad_request.duplicate' | 'bad_request.conflict'; details: string };

/**
 * Settles a new message against the one its set holds for the same key:
 * the same message again is a duplicate and changes nothing; a message that
 * loses to the held one (older, or an add at the held remove's timestamp) is
 * a conflict and changes nothing; otherwise the new one replaces it.
 */
export function settle(held: Message | undefined, incoming: Message): SetMerge {
  if (!held) return { ok: true };
  const order = compareInSet(held, incoming);
  if (order === 0)
    return {
      ok: false,
      errCode: 'bad_request.duplicate',
      details: 'message has already been merged',
    };
  if (order > 0) {
    const what = isRemove(held) ? 'remove' : 'add';
    return {
      ok: false,
      errCode: 'bad_request.conflict',
      details: `message conflicts with a more recent ${what}`,
    };
  }
  return { ok: true, replaced: held };
}
