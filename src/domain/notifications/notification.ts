import type { PostSource } from '../networks';
import type { Post, Profile } from '../reading/post';

/**
 * What someone else did that concerns the reader (reading.md §2.13, §7.8):
 * the networks' own notifications, each mapped to one of these
 * (docs/decisions-reading.md "Notifications per network").
 */
export type NotificationReason = 'mention' | 'reply' | 'like' | 'repost' | 'quote' | 'follow';

/** A reader's post a notification is about (what was liked or reposted). */
export interface NotifiedPost {
  id: string;
  /** Its text when the network sent it along, for the row's excerpt. */
  text?: string;
}

/**
 * One notification from a network. `id` is its notificationId (§3.13): the
 * network's own where it has one, otherwise the id of the act itself (a
 * Farcaster reaction's or link's message hash), so a newer act is a new id.
 */
export interface NetworkNotification {
  source: PostSource;
  id: string;
  reason: NotificationReason;
  /** Who did it. */
  actor: Profile;
  /** ISO 8601: when it happened. */
  at: string;
  /** The reply, mention or quote itself. */
  post?: Post;
  /** The reader's post that was liked, reposted, replied to or quoted, where known. */
  subject?: NotifiedPost;
}

/** The product's own notifications (the general tab): productNotificationsContract.ts. */
export type { ProductNotificationView as ProductNotification } from './productNotificationsContract';
