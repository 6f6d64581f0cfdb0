import type { PostSource } from '../networks';

/**
 * The actions that switch something on or off for the reader: a like, a
 * repost, a bookmark on a post; a follow, a mute, a block of a person.
 * Undoing is the same action switched off (issue 21): an intent in the log
 * like any other.
 */
export const TOGGLE_KINDS = ['like', 'repost', 'bookmark', 'follow', 'mute', 'block'] as const;
export type ToggleKind = (typeof TOGGLE_KINDS)[number];

/** The switches that act on a post; the others act on a person. */
export const POST_TOGGLES: ReadonlySet<ToggleKind> = new Set(['like', 'repost', 'bookmark']);

/** One switch: what, on which post or person, by which of the reader's accounts. */
export interface ToggleAddress {
  source: PostSource;
  accountId: string;
  kind: ToggleKind;
  target: string;
}

/**
 * The switch's key in the log and the outbox: every press of it folds into
 * one job. Ids contain ':' on several networks, so the parts are kept apart
 * as a JSON array rather than joined.
 */
export const toggleKeyOf = ({ source, accountId, kind, target }: ToggleAddress): string =>
  JSON.stringify([kind, source, accountId, target]);

/** One press, as the log keeps it: which thing, and whether it was switched on. */
export interface ToggleIntent {
  kind: ToggleKind;
  /** The post's or the person's id on its network. */
  target: string;
  on: boolean;
}

/** The network's state of one thing, as last read or confirmed. */
export interface ToggleState {
  on: boolean;
  /** How many the network counts (likes, reposts), when it says. */
  count?: number;
}

/**
 * The state the reader left one thing in: their last press since the network
 * last confirmed it, or the network's own when they pressed nothing since.
 */
export function wantedState(confirmed: boolean, intents: readonly ToggleIntent[]): boolean {
  return intents.at(-1)?.on ?? confirmed;
}

/**
 * The one call the network needs so that it ends as the reader left it, or
 * none. Presses that cancel out send nothing: liking and unliking five times
 * offline leaves a post that was not liked untouched.
 */
export function callNeeded(
  confirmed: boolean,
  intents: readonly ToggleIntent[],
): { on: boolean } | undefined {
  const wanted = wantedState(confirmed, intents);
  return wanted === confirmed ? undefined : { on: wanted };
}

/**
 * What the post shows at once (issue 21: the filled icon and the count
 * before the network answers): the state the reader left, and the network's
 * count moved by the difference it makes. A count never shows below zero.
 */
export function shownState(confirmed: ToggleState, intents: readonly ToggleIntent[]): ToggleState {
  const on = wantedState(confirmed.on, intents);
  if (confirmed.count === undefined) return { on };
  const moved = on === confirmed.on ? 0 : on ? 1 : -1;
  return { on, count: Math.max(0, confirmed.count + moved) };
}
