import { describe, expect, it } from 'vitest';
import type { PostSource } from '@/domain/networks';
import {
  bookmarksSource,
  notificationsTab,
  showComposeButton,
  sidebarItems,
  sparksHref,
  type SidebarInput,
} from './sidebarLinks';

const none = new Set<PostSource>();
const base: SidebarInput = {
  flags: { sparks: true },
  loggedIn: none,
  latestUnreadNotification: null,
  sparksAccount: null,
};

describe('sidebar links', () => {
  it('lists the menu in the spec order, then Drafts; Sparks only behind its flag', () => {
    const labels = (input: SidebarInput) =>
      sidebarItems(input)
        .filter((i) => !i.mobileOnly)
        .map((i) => i.label);
    expect(labels(base)).toEqual([
      'Home',
      'Explore',
      'Notifications',
      'Bookmarks',
      'Profile',
      'Sparks',
      'Events',
      'Settings',
      'Drafts',
    ]);
    expect(labels({ ...base, flags: { sparks: false } })).not.toContain('Sparks');
    // Drafts is on the wide layout's menu too (issue 18), not only in the phone drawer.
    expect(sidebarItems(base).filter((i) => i.mobileOnly)).toEqual([]);
  });

  it('sends Notifications to the tab of the latest unread notification', () => {
    expect(notificationsTab('Tips')).toBe('general');
    expect(notificationsTab('Schedule')).toBe('general');
    expect(notificationsTab('Farcaster')).toBe('farcaster');
    expect(notificationsTab('Bsky')).toBe('bsky');
    expect(notificationsTab('Lens')).toBe('lens');
    expect(notificationsTab(null)).toBe('general');
    const item = sidebarItems({ ...base, latestUnreadNotification: 'Lens' }).find(
      (i) => i.id === 'notifications',
    );
    expect(item).toMatchObject({ href: '/notifications/lens', attention: true });
  });

  it('sends Bookmarks to the first logged-in of Farcaster, Bsky, Lens', () => {
    expect(bookmarksSource(new Set(['Lens', 'Bsky']))).toBe('bsky');
    expect(bookmarksSource(new Set(['Lens', 'Twitter']))).toBe('lens');
    expect(bookmarksSource(new Set(['Farcaster', 'Bsky']))).toBe('farcaster');
    expect(bookmarksSource(new Set(['Twitter']))).toBe('farcaster');
    expect(bookmarksSource(none)).toBe('farcaster');
  });

  it('gives Sparks eligible=KOL, then Fans, else the plain page', () => {
    expect(sparksHref(null)).toBe('/sparks');
    expect(sparksHref({ uid: 'u 1', ogList: [1], fansList: [1] })).toBe(
      '/sparks/u%201?eligible=KOL',
    );
    expect(sparksHref({ uid: 'u1', ogList: [], fansList: [1] })).toBe('/sparks/u1?eligible=Fans');
    expect(sparksHref({ uid: 'u1', ogList: [], fansList: [] })).toBe('/sparks');
  });

  it('shows Compose only when logged in somewhere', () => {
    expect(showComposeButton(none)).toBe(false);
    expect(showComposeButton(new Set(['Bsky']))).toBe(true);
  });
});
