import type { FeatureFlags } from '@/domain/settings/featureFlags';
import type { PostSource } from '@/domain/networks';
import type { NotificationType } from '@/domain/notifications/readRecord';
import type {
  BookmarkSource,
  NotificationTab,
  SparksEligibility,
} from '@/domain/routes/routeParams';

/** The sidebar's entries, in the spec's order (composer.md §2.2). */
export type SidebarItemId =
  | 'home'
  | 'explore'
  | 'notifications'
  | 'bookmarks'
  | 'profile'
  | 'sparks'
  | 'events'
  | 'settings'
  | 'drafts';

export interface SidebarItem {
  id: SidebarItemId;
  label: string;
  href: string;
  /** Shown only in the mobile drawer. */
  mobileOnly?: boolean;
  /** The link animates: there is unread content behind it. */
  attention?: boolean;
}

/** Types of notification the Notifications link looks at (the read record's, §3.13). */
export type NotificationKind = NotificationType;

/** Tips and Schedule go to the general tab; Farcaster, Bsky and Lens to their own. */
export function notificationsTab(latestUnread: NotificationKind | null): NotificationTab {
  switch (latestUnread) {
    case 'Farcaster':
      return 'farcaster';
    case 'Bsky':
      return 'bsky';
    case 'Lens':
      return 'lens';
    case 'Tips':
    case 'Schedule':
    case null:
      return 'general';
  }
}

const BOOKMARK_ORDER = [
  ['Farcaster', 'farcaster'],
  ['Bsky', 'bsky'],
  ['Lens', 'lens'],
] as const;

/** The first logged-in source among Farcaster, Bsky and Lens, otherwise Farcaster. */
export function bookmarksSource(loggedIn: ReadonlySet<PostSource>): BookmarkSource {
  return BOOKMARK_ORDER.find(([source]) => loggedIn.has(source))?.[1] ?? 'farcaster';
}

export interface SparksAccount {
  uid: string;
  ogList: readonly unknown[];
  fansList: readonly unknown[];
}

/** KOL when the OgList has entries, Fans when the FansList has, else the plain page. */
export function sparksHref(account: SparksAccount | null): string {
  const eligible: SparksEligibility | null = !account
    ? null
    : account.ogList.length > 0
      ? 'KOL'
      : account.fansList.length > 0
        ? 'Fans'
        : null;
  if (!account || !eligible) return '/sparks';
  return `/sparks/${encodeURIComponent(account.uid)}?eligible=${eligible}`;
}

export interface SidebarInput {
  flags: Pick<FeatureFlags, 'sparks'>;
  loggedIn: ReadonlySet<PostSource>;
  latestUnreadNotification: NotificationKind | null;
  sparksAccount: SparksAccount | null;
}

export function sidebarItems(input: SidebarInput): SidebarItem[] {
  const items: (SidebarItem | false)[] = [
    { id: 'home', label: 'Home', href: '/' },
    { id: 'explore', label: 'Explore', href: '/explore/posts' },
    {
      id: 'notifications',
      label: 'Notifications',
      href: `/notifications/${notificationsTab(input.latestUnreadNotification)}`,
      attention: input.latestUnreadNotification !== null,
    },
    { id: 'bookmarks', label: 'Bookmarks', href: `/bookmarks/${bookmarksSource(input.loggedIn)}` },
    { id: 'profile', label: 'Profile', href: '/profile' },
    input.flags.sparks && { id: 'sparks', label: 'Sparks', href: sparksHref(input.sparksAccount) },
    { id: 'events', label: 'Events', href: '/events' },
    { id: 'settings', label: 'Settings', href: '/settings' },
    // Not in the spec's list: the way to Drafts, on every layout (issue 18).
    { id: 'drafts', label: 'Drafts', href: '/draft' },
  ];
  return items.filter((item): item is SidebarItem => item !== false);
}

/** The Compose button needs a login on at least one source. */
export function showComposeButton(loggedIn: ReadonlySet<PostSource>): boolean {
  return loggedIn.size > 0;
}
