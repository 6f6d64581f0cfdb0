import type { PostSource } from '../networks';
import type { PostMenuAction } from './postMenu';
import type { ActionKind } from './toggleIntent';

/**
 * What a network does not let an app do (issue 21): Farcaster's protocol
 * has no blocks (its bookmarks, mutes and channel blocks are kept by the
 * product server instead); X offers blocking only to Enterprise apps;
 * channels are Farcaster's alone, and reports go to Lens and Farcaster
 * only (reading.md §2.11). The adapters refuse these; the screens do not
 * offer them (docs/decisions-reading.md, "Actions a network does not offer").
 */
const NOT_OFFERED: Record<PostSource, ReadonlySet<ActionKind>> = {
  Farcaster: new Set(['block']),
  Twitter: new Set(['block', 'blockChannel', 'report']),
  Bsky: new Set(['blockChannel', 'report']),
  Lens: new Set(['blockChannel']),
};

/** Whether the network (or the product server in its place) lets the reader do this. */
export const networkOffers = (source: PostSource, kind: ActionKind): boolean =>
  !NOT_OFFERED[source].has(kind);

/** The switch or action behind a 'more' menu item, where it goes to the network. */
const MENU_KIND: Partial<Record<PostMenuAction, ActionKind>> = {
  follow: 'follow',
  unfollow: 'follow',
  followPending: 'follow',
  mute: 'mute',
  unmute: 'mute',
  block: 'block',
  unblock: 'block',
  blockChannel: 'blockChannel',
  unblockChannel: 'blockChannel',
  report: 'report',
  reported: 'report',
  delete: 'delete',
};

/** Whether a 'more' menu item can be offered on this network. */
export function menuItemOffered(source: PostSource, action: PostMenuAction): boolean {
  const kind = MENU_KIND[action];
  return kind === undefined || networkOffers(source, kind);
}
