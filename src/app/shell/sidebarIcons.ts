import type { SidebarItemId } from '../navigation/sidebarLinks';
import {
  BookmarksIcon,
  DraftsIcon,
  EventsIcon,
  ExploreIcon,
  HomeIcon,
  NotificationsIcon,
  ProfileIcon,
  SettingsIcon,
  SparksIcon,
  type Icon,
} from '@/ui/icons';

/** The picture beside each of the main menu's entries. */
export const SIDEBAR_ICONS: Record<SidebarItemId, Icon> = {
  home: HomeIcon,
  explore: ExploreIcon,
  notifications: NotificationsIcon,
  bookmarks: BookmarksIcon,
  profile: ProfileIcon,
  sparks: SparksIcon,
  events: EventsIcon,
  settings: SettingsIcon,
  drafts: DraftsIcon,
};
