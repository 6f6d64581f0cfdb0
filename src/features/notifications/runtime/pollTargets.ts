import type { PostSource } from '@/domain/networks';
import type { NotificationType } from '@/domain/notifications/readRecord';

/** One type polled for one profile. */
export interface PollTarget {
  type: NotificationType;
  profileId: string;
}

/** The networks whose notifications are polled (§4.6: not X, not the login-only sources). */
const POLLED: Partial<Record<PostSource, NotificationType>> = {
  Farcaster: 'Farcaster',
  Bsky: 'Bsky',
  Lens: 'Lens',
};

/**
 * What is polled (reading.md §4.6, §6): each network's notifications for
 * every account signed in there, and the product's Tips and Schedule
 * notifications for the Polycast account.
 */
export function pollTargets(state: {
  accounts: readonly { source: PostSource; accountId: string }[];
  productAccountId: string | null;
}): PollTarget[] {
  const targets: PollTarget[] = state.accounts.flatMap((account) => {
    const type = POLLED[account.source];
    return type ? [{ type, profileId: account.accountId }] : [];
  });
  if (state.productAccountId)
    targets.push(
      { type: 'Tips', profileId: state.productAccountId },
      { type: 'Schedule', profileId: state.productAccountId },
    );
  return targets;
}

/** The notification type a tab shows, or the general tab's. */
export const TAB_TYPES = {
  general: 'Schedule',
  farcaster: 'Farcaster',
  bsky: 'Bsky',
  lens: 'Lens',
} as const satisfies Record<string, NotificationType>;
