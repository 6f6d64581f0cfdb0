/**
 * The app's icons (issue 20 #10): one set, Lucide, named here for what they
 * mean in Polycast, so every screen draws the same picture for the same
 * thing. Only the icons named here are bundled (Lucide is tree-shaken), and
 * each is decoration beside a text label: screens render them aria-hidden.
 */
export {
  Bell as NotificationsIcon,
  Bookmark as BookmarksIcon,
  Ellipsis as MoreIcon,
  CalendarClock as ScheduleIcon,
  CalendarDays as EventsIcon,
  ExternalLink as ExternalLinkIcon,
  ChartColumn as PollIcon,
  FileText as DraftsIcon,
  Gift as RedPacketIcon,
  Heart as LikeIcon,
  Feather as PostIcon,
  House as HomeIcon,
  ImagePlus as MediaIcon,
  MessageCircle as ReplyIcon,
  Quote as QuoteIcon,
  Repeat2 as RepostIcon,
  Search as ExploreIcon,
  Send as OutboxIcon,
  Settings as SettingsIcon,
  Share2 as ShareIcon,
  SmilePlus as EmojiIcon,
  Sparkles as SparksIcon,
  SquarePlay as GifIcon,
  UserRound as ProfileIcon,
  type LucideIcon as Icon,
} from 'lucide-react';
