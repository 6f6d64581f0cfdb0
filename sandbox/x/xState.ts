import type { XUrlEntity } from './xLinks';
import { randomBytes } from 'node:crypto';

export interface XUser {
  id: string;
  username: string;
  name: string;
  verified: boolean;
  /** A protected account: its tweets are for its followers, and a follow waits for its approval. */
  protected?: boolean;
  description?: string;
  profile_image_url?: string;
  profile_banner_url?: string;
}

/** `entities.mentions`: offsets in code points. */
export interface XMentionEntity {
  start: number;
  end: number;
  username: string;
  id: string;
}

export interface XTweet {
  id: string;
  /** As X stores it: links rewritten to t.co (see `entities`). */
  text: string;
  /** What the author sent, for X's duplicate check (never served). */
  written: string;
  entities?: { urls?: XUrlEntity[]; mentions?: XMentionEntity[] };
  /** Where the text shown starts and ends: after a reply's leading mentions. */
  display_text_range?: [number, number];
  author_id: string;
  created_at: string;
  conversation_id: string;
  in_reply_to_user_id?: string;
  /** A retweet is a tweet of its own that refers to the original as `retweeted`. */
  referenced_tweets?: { type: 'replied_to' | 'quoted' | 'retweeted'; id: string }[];
  attachments?: { media_keys?: string[]; poll_ids?: string[] };
  reply_settings: 'everyone' | 'mentionedUsers' | 'following' | 'subscribers' | 'verified';
  /**
   * Sandbox only (`POST /sandbox/tweets`): served broken, to see how a client
   * copes with an item it cannot read. `omit` drops fields from what is
   * served, `set` overrides them; the stored tweet (its order, its includes)
   * stays whole.
   */
  malformed?: { omit?: string[]; set?: Record<string, unknown> };
}

/** One rendition of a video or GIF (`media.fields=variants`). */
export interface XMediaVariant {
  bit_rate?: number;
  content_type: string;
  url: string;
}

export interface XMedia {
  id: string;
  media_key: string;
  media_type: string;
  media_category: string;
  total_bytes: number;
  segments: Map<number, number>;
  state: 'initialized' | 'pending' | 'in_progress' | 'succeeded' | 'failed';
  statusChecks: number;
  /** When X forgets the media id (INIT's `expires_after_secs` from then). */
  expiresAt: number;
  /** APPENDs accepted, and calls refused because the id had expired (sandbox counters). */
  appends: number;
  refused: number;
  /** Where the file can be fetched (set for seeded pictures; X's would be on pbs.twimg.com). */
  url?: string;
  width?: number;
  height?: number;
  alt_text?: string;
  /** A video's or GIF's still, and its renditions (X converts a GIF to an MP4). */
  preview_image_url?: string;
  variants?: XMediaVariant[];
  duration_ms?: number;
}

/** A file on the stand-in's media host (X's pbs.twimg.com and video.twimg.com), made when first asked for. */
export interface XHostedFile {
  contentType: string;
  bytes: () => Uint8Array<ArrayBuffer>;
}

export interface XPoll {
  id: string;
  options: { position: number; label: string; votes: number }[];
  duration_minutes: number;
  end_datetime: string;
}

/** Everything the X stand-in remembers, in memory. */
export class XState {
  readonly users = new Map<string, XUser>();
  readonly tweets = new Map<string, XTweet>();
  readonly media = new Map<string, XMedia>();
  readonly polls = new Map<string, XPoll>();
  /** user id -> the ids of the users they follow */
  readonly following = new Map<string, Set<string>>();
  /** user id -> the ids of the protected users they asked to follow, not yet approved */
  readonly followRequests = new Map<string, Set<string>>();
  /** user id -> the ids of the users they muted */
  readonly muting = new Map<string, Set<string>>();
  /** tweet id -> the ids of the users who liked it */
  readonly likes = new Map<string, Set<string>>();
  /** user id -> the ids of the tweets they bookmarked, the oldest bookmark first */
  readonly bookmarks = new Map<string, string[]>();
  /** path on the media host -> the file */
  readonly files = new Map<string, XHostedFile>();
  /** access token -> user id */
  readonly tokens = new Map<string, { userId: string; expiresAt: number }>();
  readonly refreshTokens = new Map<string, string>();
  readonly codes = new Map<
    string,
    { userId: string; challenge: string; redirectUri: string; clientId: string }
  >();
  private nextId = BigInt(Date.now()) * 4096n;

  newId(): string {
    this.nextId += 1n;
    return this.nextId.toString();
  }

  token(): string {
    return randomBytes(24).toString('base64url');
  }

  addUser(user: Omit<XUser, 'id'> & { id?: string }): XUser {
    const created = { ...user, id: user.id ?? this.newId() };
    this.users.set(created.id, created);
    return created;
  }

  addPoll(options: readonly string[], durationMinutes: number, from = Date.now()): XPoll {
    const poll: XPoll = {
      id: this.newId(),
      options: options.map((label, i) => ({ position: i + 1, label, votes: 0 })),
      duration_minutes: durationMinutes,
      end_datetime: new Date(from + durationMinutes * 60_000).toISOString(),
    };
    this.polls.set(poll.id, poll);
    return poll;
  }

  userByName(username: string): XUser | undefined {
    return [...this.users.values()].find(
      (u) => u.username.toLowerCase() === username.toLowerCase(),
    );
  }
}
