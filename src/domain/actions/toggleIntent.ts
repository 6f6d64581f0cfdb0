import type { PostSource } from '../networks';

/**
 * The actions that switch something on or off for the reader: a like, a
 * repost, a bookmark on a post; a follow, a mute, a block of a person; a
 * block of a channel (Farcaster: reading.md §2.11, §4.2, the channel's id
 * as the target). Undoing is the same action switched off (issue 21): an
 * intent in the log like any other.
 */
export const TOGGLE_KINDS = [
  'like',
  'repost',
  'bookmark',
  'follow',
  'mute',
  'block',
  'blockChannel',
] as const;
export type ToggleKind = (typeof TOGGLE_KINDS)[number];

/**
 * The one-way actions: switches that are only ever turned on, and once the
 * network has them cannot be taken back. Deleting the reader's own post,
 * and reporting someone's post (reading.md §4.3).
 */
export const ONE_WAY_KINDS = ['delete', 'report'] as const;
export type OneWayKind = (typeof ONE_WAY_KINDS)[number];

/** Everything the reader does to a post, a person or a channel through the outbox. */
export const ACTION_KINDS = [...TOGGLE_KINDS, ...ONE_WAY_KINDS] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

/** The switches that act on a post; the others act on a person. */
export const POST_TOGGLES: ReadonlySet<ToggleKind> = new Set(['like', 'repost', 'bookmark']);

/** One switch: what, on which post or person, by which of the reader's accounts. */
export interface ToggleAddress<K extends ActionKind = ActionKind> {
  source: PostSource;
  accountId: string;
  kind: K;
  target: string;
}

/**
 * The switch's key in the log and the outbox: every press of it folds into
 * one job. Ids contain ':' on several networks, so the parts are kept apart
 * as a JSON array rather than joined.
 */
export const toggleKeyOf = ({ source, accountId, kind, target }: ToggleAddress): string =>
  JSON.stringify([kind, source, accountId, target]);

/** The network's state of one switch, as a read gave it. */
export interface ToggleState {
  on: boolean;
  /** How many the network counts (likes, reposts), when it says. */
  count?: number;
}

/** What the log knows of a switch the reader pressed (the toggles projection's job). */
export interface PressedToggle {
  /** The state the reader left it in (put back to the network's when it refused). */
  wanted: boolean;
  /** Still on its way to the network. */
  pending: boolean;
  /** When the network last settled it (confirmed it, or refused): epoch ms. */
  settledAt?: number;
}

/**
 * What a post or person shows at once (issue 21: the filled icon and the
 * count before the network answers). A switch on its way shows the state the
 * reader left, and the read's count moved by the difference it makes. Once
 * settled, it still wins over a read made before it settled (the cached
 * timeline still says "not liked"); a read made after it is the truth (the
 * reader may have changed it elsewhere since). A count never shows below
 * zero.
 */
export function shownToggle(
  read: ToggleState,
  pressed: PressedToggle | undefined,
  readAt: number | undefined,
): ToggleState {
  const readIsNewer =
    pressed !== undefined &&
    !pressed.pending &&
    readAt !== undefined &&
    pressed.settledAt !== undefined &&
    readAt > pressed.settledAt;
  if (!pressed || readIsNewer) return read;
  const on = pressed.wanted;
  if (read.count === undefined) return { on };
  const moved = on === read.on ? 0 : on ? 1 : -1;
  return { on, count: Math.max(0, read.count + moved) };
}
