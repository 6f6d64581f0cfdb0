import type { PostSource } from '../networks';

/**
 * What the reading side shows, whichever network it came from (reading.md
 * §3.1 to §3.3). Each adapter parses its network's answers into these shapes
 * at the boundary; screens and the timeline merge know nothing else.
 * Plain JSON throughout: the query cache persists them to IndexedDB.
 */

/** A person on one network (reading.md §3.2). */
export interface Profile {
  source: PostSource;
  /** The network's id: a Bluesky DID, a Farcaster fid, an X user id, a Lens account address. */
  id: string;
  /** Without the leading @. */
  handle: string;
  /** The handle when the person set no name. */
  displayName: string;
  avatarUrl?: string;
  bannerUrl?: string;
  bio?: string;
  followers?: number;
  following?: number;
  posts?: number;
  /** How the signed-in person relates to them, where the network says. */
  viewer?: ProfileViewer;
}

export interface ProfileViewer {
  following?: boolean;
  followedBy?: boolean;
  muted?: boolean;
  blocking?: boolean;
}

/** A picture, GIF, video or sound attached to a post (reading.md §3.1 Attachment). */
export interface Attachment {
  kind: 'image' | 'gif' | 'video' | 'audio';
  url: string;
  alt?: string;
  /** Pixels, when the network says; the media grid falls back to 1000 (reading.md §2.2). */
  width?: number;
  height?: number;
  /** A video's still. */
  coverUrl?: string;
}

/** A link shown as a card under the text. */
export interface LinkCard {
  url: string;
  title?: string;
  description?: string;
  imageUrl?: string;
}

/** A Farcaster channel or a Lens group (reading.md §3.3). */
export interface Channel {
  source: PostSource;
  id: string;
  name: string;
  imageUrl?: string;
  description?: string;
  /** How many follow (Farcaster) or belong to it (Lens), when the network says. */
  members?: number;
  /** Whether the signed-in person follows or belongs to it, when the network says. */
  joined?: boolean;
  /** Farcaster: the URL its casts carry as their parent (a post into it is sent with it). */
  parentUrl?: string;
  /** Who runs it (Farcaster's lead), when the network says and their profile could be read. */
  host?: Profile;
}

export interface PostCounts {
  replies: number;
  reposts: number;
  likes: number;
  quotes: number;
}

/** What the signed-in person did to a post, where the network says. */
export interface PostViewer {
  liked?: boolean;
  reposted?: boolean;
  bookmarked?: boolean;
}

/** How many replied, reposted, liked and quoted, and what the signed-in person did. */
export interface PostActivity {
  counts: PostCounts;
  viewer?: PostViewer;
}

/** One post on one network (reading.md §3.1). */
export interface Post {
  source: PostSource;
  /** The network's id: a Bluesky at-uri, a Farcaster `fid:hash`, an X tweet id, a Lens post id. */
  id: string;
  /** Where a person sees it on the network's own web. */
  url: string;
  author: Profile;
  text: string;
  /** ISO 8601. */
  createdAt: string;
  /** The parent's id when the post is a reply. */
  replyTo?: string;
  /**
   * The parent's author, when the network sent it along with the post (or it
   * costs no more than the post's own author): the "Replying to @handle" line.
   */
  replyToAuthor?: { id: string; handle: string };
  /** The quoted post's id; `quote` holds it when the network sent it along. */
  quoteOf?: string;
  quote?: Post;
  /** People the post @names, as the network resolved them. */
  mentions?: { id: string; handle: string }[];
  channel?: { id: string; name?: string };
  media: Attachment[];
  link?: LinkCard;
  /** A long-form post (Lens's articles): its text is markdown in blocks, under its title. */
  article?: { title?: string };
  /**
   * Set when the post came from an additional external microblog network
   * (reading.md §3.1): a fediverse post bridged to Bluesky by Bridgy Fed,
   * with its original address. Drives the 5-line clamp with its toggle, the
   * reduced menu, and the quote card opening `url` outside the app.
   */
  externalMicroblog?: { url: string };
  /**
   * Absent where a network keeps lists, not counts (Farcaster's hubs): they
   * cost a call each, so they are read for the posts on screen
   * (SourceReads.postActivity).
   */
  counts?: PostCounts;
  viewer?: PostViewer;
  /** Set when it reached a timeline because someone reposted it, and when they did. */
  repostedBy?: Profile;
  repostedAt?: string;
}

/** A post's key across networks, `source:id` (a row's key, a post's in a row). */
export const postKey = (post: Pick<Post, 'source' | 'id'>): string => `${post.source}:${post.id}`;

/** When a post entered a timeline: its repost's time, or its own. */
export function timelineTime(post: Post): string {
  return post.repostedAt ?? post.createdAt;
}

/** One page of a network's list, and where the next one starts (none: the end). */
export interface Page<T> {
  items: T[];
  cursor?: string;
}
