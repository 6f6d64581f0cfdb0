import './nodeBuffer';
import {
  type Ed25519Signer,
  type FarcasterNetwork,
  type HubAsyncResult,
  hexStringToBytes,
  makeLinkAdd,
  makeLinkRemove,
  makeReactionAdd,
  makeReactionRemove,
  Message,
  ReactionType,
} from '@farcaster/core';
import { z } from 'zod/mini';
import type { KeptSwitchKind } from '@/domain/actions/keptSwitches';
import type { ToggleKind } from '@/domain/actions/toggleIntent';
import { farcasterTime } from '@/domain/farcasterTime';
import { fail, ok, type SourceResult } from '@/domain/result';
import { KEPT_NEEDS_POLYCAST, type KeptSwitchesApi } from '../product/keptSwitchesApi';
import type { Source } from '../source';
import type { FarcasterHub } from './farcasterHub';
import { hubLinkSchema, hubReactionSchema, parseCastId, reactionTypeParam } from './hubJson';

/** What the toggles need from the adapter: its hub, and the signer and submit that publish uses. */
export interface FarcasterToggleOptions {
  hub: FarcasterHub;
  fid: number;
  network: FarcasterNetwork;
  now: () => number;
  /** The device's signer key for `fid`, as publish gets it (or why there is none). */
  signer: () => Promise<SourceResult<Ed25519Signer>>;
  /** Sends a message's bytes to the hub, as publish does (a revoked signer ends the session). */
  submit: (bytes: Uint8Array<ArrayBuffer>, signal: AbortSignal) => Promise<SourceResult<unknown>>;
  /**
   * The product server's record of what Farcaster keeps none of (bookmarks,
   * mutes, channel blocks); without it these are refused.
   */
  kept?: KeptSwitchesApi;
}

export type SetToggle = Source['setToggle'];

/** Farcaster has no protocol message for this, and the product server keeps none: refused. */
const BLOCK_REFUSED = 'Farcaster has no blocks: mute them instead.';

/** What Farcaster keeps no record of, and the product server keeps in its place. */
const KEPT: ReadonlySet<ToggleKind> = new Set<KeptSwitchKind>(['bookmark', 'mute', 'blockChannel']);
const isKept = (kind: ToggleKind): kind is KeptSwitchKind => KEPT.has(kind);

/** A write that loses to a message of the same second (a remove wins a tie) is tried a second later. */
const TRIES = 3;

/** Who signs a message, on which network, and when (Farcaster seconds). */
interface MessageFields {
  fid: number;
  network: FarcasterNetwork;
  timestamp: number;
}

const eventsSchema = z.object({ events: z.array(z.unknown()) });

const bytesOf = (value: string) => hexStringToBytes(value)._unsafeUnwrap();

/**
 * Likes, recasts and follows on Farcaster (issue 21), and its bookmarks,
 * mutes and channel blocks, which the protocol keeps no record of, on the
 * product server (`kept`, keptSwitchesApi.ts: idempotent by state there). A like or a recast is
 * a ReactionAdd (LIKE or RECAST) naming the cast by fid and hash, undone by
 * a ReactionRemove; a follow is a LinkAdd of type `follow` to the fid,
 * undone by a LinkRemove. Each is signed on the device with the signer key
 * and sent to `/v1/submitMessage`, as publish does.
 *
 * Idempotent by reading first: the hub's own sets would take a second add
 * (a newer one replaces the older, still one like), but it would still be a
 * new message that moves the like's date and spends storage; so the call
 * reads the person's current reaction (`reactionById`) or follow
 * (`linkById`) and writes only when it differs. A resent call whose first
 * answer was lost finds its message there and writes nothing. A cast the hub
 * does not have (`castById`) or an fid nobody registered
 * (`onChainEventsByFid`, IdRegistry events) is `invalid`: hubs take reactions
 * and links to anything, so the adapter asks. Undoing a like or follow that
 * is there needs no such check (a deleted cast's like can still be undone).
 * A write the hub refuses as a conflict (its set holds a message of the
 * same second or later, as when a like follows an unlike in the same
 * second) is signed again a second later, at most twice more; a duplicate
 * is what was asked for.
 */
export function farcasterToggles(options: FarcasterToggleOptions): SetToggle {
  const { hub, fid, network } = options;

  /**
   * Signs and sends one message made at the current second with the
   * device's key, a second later on each conflict.
   */
  async function write(
    key: Ed25519Signer,
    make: (data: MessageFields, signer: Ed25519Signer) => HubAsyncResult<Message>,
    signal: AbortSignal,
  ): Promise<SourceResult<void>> {
    const timestamp = farcasterTime(options.now());
    if (!timestamp.ok) return timestamp;
    for (let attempt = 0; ; attempt++) {
      const message = await make({ fid, network, timestamp: timestamp.value + attempt }, key);
      if (message.isErr()) return fail({ kind: 'invalid', message: message.error.message });
      const bytes = new Uint8Array(Message.encode(message.value).finish());
      const sent = await options.submit(bytes, signal);
      if (sent.ok || sent.error.code === 'bad_request.duplicate') return ok(undefined);
      if (sent.error.code !== 'bad_request.conflict' || attempt + 1 >= TRIES) return sent;
    }
  }

  async function react(
    key: Ed25519Signer,
    type: ReactionType,
    target: string,
    on: boolean,
    signal: AbortSignal,
  ): Promise<SourceResult<void>> {
    const cast = parseCastId(target);
    if (!cast) return fail({ kind: 'invalid', message: `Not a Farcaster cast: ${target}` });
    const held = await hub.get(
      '/v1/reactionById',
      {
        fid,
        target_fid: cast.fid,
        target_hash: cast.hash,
        reaction_type: reactionTypeParam(
          type === ReactionType.LIKE ? 'REACTION_TYPE_LIKE' : 'REACTION_TYPE_RECAST',
        ),
      },
      signal,
    );
    if (!held.ok) return held;
    const reacted = held.value !== null && hubReactionSchema.safeParse(held.value).success;
    if (!reacted) {
      const found = await hub.cast(target, signal);
      if (!found.ok) return found;
      if (!found.value)
        return fail({ kind: 'invalid', message: `This cast is not on Farcaster: ${target}` });
    }
    if (reacted === on) return ok(undefined);
    const body = { type, targetCastId: { fid: cast.fid, hash: bytesOf(cast.hash) } };
    return write(
      key,
      (data, signer) =>
        on ? makeReactionAdd(body, data, signer) : makeReactionRemove(body, data, signer),
      signal,
    );
  }

  async function follow(
    key: Ed25519Signer,
    target: string,
    on: boolean,
    signal: AbortSignal,
  ): Promise<SourceResult<void>> {
    const targetFid = /^\d+$/.test(target) ? Number(target) : 0;
    if (!Number.isSafeInteger(targetFid) || targetFid <= 0)
      return fail({ kind: 'invalid', message: `Not a Farcaster profile: ${target}` });
    const held = await hub.get(
      '/v1/linkById',
      { fid, target_fid: targetFid, link_type: 'follow' },
      signal,
    );
    if (!held.ok) return held;
    const following = held.value !== null && hubLinkSchema.safeParse(held.value).success;
    if (!following) {
      const registered = await hub.get(
        '/v1/onChainEventsByFid',
        { fid: targetFid, event_type: 'EVENT_TYPE_ID_REGISTER' },
        signal,
      );
      if (!registered.ok) return registered;
      const events = eventsSchema.safeParse(registered.value);
      if (!events.success || events.data.events.length === 0)
        return fail({ kind: 'invalid', message: `No Farcaster account has the fid ${target}.` });
    }
    if (following === on) return ok(undefined);
    const body = { type: 'follow', targetFid };
    return write(
      key,
      (data, signer) => (on ? makeLinkAdd(body, data, signer) : makeLinkRemove(body, data, signer)),
      signal,
    );
  }

  return async (kind, target, on, signal) => {
    if (kind === 'block') return fail({ kind: 'invalid', message: BLOCK_REFUSED });
    // Signed in first: a switch is the signed-in person's, even when nothing needs writing.
    const key = await options.signer();
    if (!key.ok) return key;
    if (isKept(kind)) {
      if (!options.kept) return fail({ kind: 'invalid', message: KEPT_NEEDS_POLYCAST });
      // A bookmark of a cast the hub does not have names nothing (a deleted one may be unmarked).
      if (kind === 'bookmark' && on) {
        const found = await hub.cast(target, signal);
        if (!found.ok) return found;
        if (!found.value)
          return fail({ kind: 'invalid', message: `This cast is not on Farcaster: ${target}` });
      }
      return options.kept.set(kind, target, on, signal);
    }
    if (kind === 'follow') return follow(key.value, target, on, signal);
    const type = kind === 'like' ? ReactionType.LIKE : ReactionType.RECAST;
    return react(key.value, type, target, on, signal);
  };
}
