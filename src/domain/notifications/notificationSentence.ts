import { SOURCE_LABELS, type PostSource } from '../networks';
import type { NotificationReason } from './notification';
import type { ProductNotificationView } from './productNotificationsContract';

/** What each network calls a repost, in a sentence (reading.md §2.11: recast, mirror). */
const REPOSTED: Record<PostSource, string> = {
  Farcaster: 'recast your cast',
  Lens: 'mirrored your post',
  Bsky: 'reposted your post',
  Twitter: 'reposted your post',
};

/** What a network notification's row says someone did, after their name. */
export function notificationSentence(reason: NotificationReason, source: PostSource): string {
  switch (reason) {
    case 'like':
      return source === 'Farcaster' ? 'liked your cast' : 'liked your post';
    case 'repost':
      return REPOSTED[source];
    case 'quote':
      return source === 'Farcaster' ? 'quoted your cast' : 'quoted your post';
    case 'reply':
      return source === 'Farcaster' ? 'replied to your cast' : 'replied to your post';
    case 'mention':
      return 'mentioned you';
    case 'follow':
      return 'followed you';
  }
}

/** The general tab's row: where a scheduled post went out, or where and why it did not. */
export function productNotificationSentence(notification: ProductNotificationView): string {
  const names = (published: boolean) =>
    notification.outcomes
      .filter((outcome) => outcome.published === published)
      .map((outcome) =>
        !published && outcome.reason
          ? `${SOURCE_LABELS[outcome.source]} (${outcome.reason})`
          : SOURCE_LABELS[outcome.source],
      )
      .join(', ');
  if (notification.reason === 'schedule-published')
    return `Your scheduled post was published on ${names(true)}.`;
  const went = names(true);
  return `Your scheduled post could not be published on ${names(false)}.${went ? ` It was published on ${went}.` : ''}`;
}
