import type { PostSource } from '../networks';
import type { PostMenuAction } from './postMenu';
import type { ActionKind } from './toggleIntent';

/**
 * What a network does not let an app do (issue 21): Farcaster's protocol
 * has no bookmarks, mutes or blocks; X offers blocking only to Enterprise
 * apps. The adapters refuse these; the screens do not offer them
 * (docs/decisions-reading.md, "Actions a network does not offer").
 */
const NOT_OFFERED: Record<PostSource, ReadonlySet<ActionKind>> = {
  Farcaster: new Set(['bookmark', 'mute', 'block']),
  Twitter: new Set(['block']),
  Bsky: new Set(),
  Lens: new Set(),
};

/** Whether the network lets the reader do this through an app. */
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
  delete: 'delete',
};

/** Whether a 'more' menu item can be offered on this network. */
export function menuItemOffered(source: PostSource, action: PostMenuAction): boolean {
  const kind = MENU_KIND[action];
  return kind === undefined || networkOffers(source, kind);
}
