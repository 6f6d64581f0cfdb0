import type { PostSource } from '@/domain/networks';
import type { NetworkNotification } from '@/domain/notifications/notification';
import type { Channel, Page, Post, PostActivity, Profile } from '@/domain/reading/post';
import type { SourceResult } from '@/domain/result';

/**
 * The error code of a read the network does not give for this person (a
 * Bluesky account's likes, which only its owner may read): the category
 * says so instead of failing.
 */
export const NOT_LISTED_CODE = 'NotListed';

/**
 * One network's reading side (issue 20): what the timelines, profiles and
 * search ask of it. Every call takes an AbortSignal and answers a typed
 * result; each answer is parsed at the boundary into the reading model
 * (src/domain/reading), an item that does not parse is skipped (see
 * `parseItems`) and the rest of the page is kept.
 */
export interface SourceReads {
  readonly source: PostSource;
  /** The signed-in person's home timeline: the people they follow, newest first. */
  homeTimeline(cursor: string | undefined, signal: AbortSignal): Promise<SourceResult<Page<Post>>>;
  /** One person's posts (no replies), newest first. */
  authorPosts(
    profileId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>>;
  /**
   * A profile's categories (docs/decisions.md "Profile categories"), each
   * paged by the network's own cursor, newest first. A network that cannot
   * list one leaves it out.
   */
  /** The person's replies. */
  authorReplies?(
    profileId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>>;
  /** The person's own posts with pictures or videos. */
  authorMedia?(
    profileId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>>;
  /** The posts the person liked, latest like first. */
  authorLikes?(
    profileId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>>;
  /**
   * The signed-in reader's own bookmarks, newest first (reading.md §4.1,
   * §6: private to the reader, so read as the account itself); Farcaster's
   * from the product server, which keeps them in its place.
   */
  bookmarks?(cursor: string | undefined, signal: AbortSignal): Promise<SourceResult<Page<Post>>>;
  /**
   * The signed-in reader's notifications, newest first (reading.md §2.13,
   * §7.8): mentions, replies, likes, reposts, quotes and follows by others.
   * A network not polled (X, §4.6) leaves it out.
   */
  notifications?(
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<NetworkNotification>>>;
  /** The posts the person collected (Lens). */
  authorCollected?(
    profileId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>>;
  /** The channels the person follows (Farcaster). */
  profileChannels?(
    profileId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Channel>>>;
  /** The profile id of a handle (a Farcaster username's fid), or null when nobody has it. */
  profileIdOfHandle?(handle: string, signal: AbortSignal): Promise<SourceResult<string | null>>;
  /** A post's counts and the viewer's part, for the networks whose posts come without them. */
  postActivity?(postId: string, signal: AbortSignal): Promise<SourceResult<PostActivity>>;
  /**
   * The post's detail tabs (reading.md §2.2, docs/decisions.md "Post detail
   * tabs"), each paged by the network's own cursor, newest first where the
   * network orders them. A network that cannot list one leaves it out, and
   * the tab says so.
   */
  /** Who liked the post. */
  postLikers?(
    postId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Profile>>>;
  /** Who reposted it (Farcaster's recasts, Lens's mirrors). */
  postReposters?(
    postId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Profile>>>;
  /** The posts that quote it. */
  postQuotes?(
    postId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>>;
  /**
   * A channel (Farcaster) or group (Lens), reading.md §3.3: its header, or
   * null when the network does not know it.
   */
  channel?(channelId: string, signal: AbortSignal): Promise<SourceResult<Channel | null>>;
  /**
   * Whether the reader blocked (muted) the channel (Farcaster: kept by the
   * product server, reading.md §2.11, §4.2).
   */
  channelBlocked?(channelId: string, signal: AbortSignal): Promise<SourceResult<boolean>>;
  /** The channels the reader blocked, the latest first (their casts are hidden in timelines). */
  blockedChannels?(signal: AbortSignal): Promise<SourceResult<string[]>>;
  /**
   * The people the reader muted where the network's reads do not say so
   * (Farcaster: kept by the product server), by id, the latest first.
   */
  mutedPeople?(signal: AbortSignal): Promise<SourceResult<string[]>>;
  /** A channel's or group's posts, newest first. */
  channelPosts?(
    channelId: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>>;
  /** Explore and search (issue 20): posts that match the words, newest first. */
  searchPosts?(
    query: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>>;
  /** People whose name or handle matches the words. */
  searchPeople?(
    query: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Profile>>>;
  /** Channels or groups that match the words; with none, the network's popular ones. */
  searchChannels?(
    query: string,
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Channel>>>;
}
