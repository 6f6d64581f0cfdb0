/**
 * The reader's switches the product server keeps where the network keeps
 * none (issue 21, reading.md §2.11, §4.1, §4.2): Farcaster's bookmarks,
 * mutes of a person and blocks of a channel. The server and the app's
 * client share these names.
 */
export const KEPT_SWITCH_KINDS = ['bookmark', 'mute', 'blockChannel'] as const;
export type KeptSwitchKind = (typeof KEPT_SWITCH_KINDS)[number];

/** The networks whose switches and reports the product server keeps (their path segment). */
export const KEPT_SWITCH_NETWORKS = ['farcaster'] as const;

/** The most targets one state read asks about (a timeline page's posts, with room to spare). */
export const KEPT_STATE_MAX_TARGETS = 100;

/** A page of a kept list: at most this many, newest first. */
export const KEPT_PAGE_MAX = 50;
