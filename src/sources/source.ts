import type { ToggleKind } from '@/domain/actions/toggleIntent';
import type { ReplyRestriction } from '@/domain/capabilities';
import type { PostSource } from '@/domain/networks';
import type { Post, Profile } from '@/domain/reading/post';
import type { SourceResult } from '@/domain/result';

/** A file the user picked, before any network has it. */
export interface MediaFile {
  data: Blob;
  mimeType: string;
  name: string;
  alt?: string;
  width?: number;
  height?: number;
  durationSeconds?: number;
}

/** Media stored where the network wants it. Plain JSON: jobs keep it in the log. */
export interface UploadedMedia {
  kind: 'image' | 'gif' | 'video';
  /** The network's handle for it: a Bluesky blob ref (JSON), an X media id, a storage URL. */
  ref: string;
  mimeType: string;
  alt?: string;
  width?: number;
  height?: number;
  /**
   * A GIF picked from a provider is not uploaded: its `ref` is the provider's
   * URL, and `thumb` a still of it uploaded with `uploadMedia` (Bluesky shows
   * such a GIF as a link card with that thumbnail).
   */
  thumb?: string;
  /** A provider GIF's still at the provider (http(s)): what `thumb` is uploaded from. */
  still?: string;
}

/**
 * Where an interrupted upload can pick up again, where the network allows it
 * (X keeps a chunked upload's media id for a while; the Bluesky video
 * service keeps its job). The checkpoint is the adapter's own plain JSON,
 * kept in the log by the sync engine: never a credential.
 */
export interface UploadCheckpoints {
  /** The last checkpoint an earlier attempt of this same upload saved, if any. */
  resumeFrom?: unknown;
  /** Called each time the upload reaches a point it could resume from. */
  save(checkpoint: unknown): Promise<void>;
}

/** One post as the composer hands it to a source (after its media are uploaded). */
export interface OutgoingPost {
  text: string;
  media: readonly UploadedMedia[];
  /**
   * A link shown as a card: at most one per post (composer.md §5.10). `thumb`
   * is the preview picture's `ref` from this source's `uploadMedia` (Bluesky).
   */
  linkEmbed?: { url: string; title?: string; description?: string; thumb?: string };
  /** Ids on this source. */
  replyTo?: string;
  quoteOf?: string;
  /** The channel: Farcaster's channel URL (a cast's parentUrl), or a Lens group's feed address. */
  channel?: string;
  replyRestriction?: ReplyRestriction;
  /**
   * The post's frame poll (composer.md §4.4, §7.4), whose link ends the text
   * on the networks that carry it: Farcaster also embeds it, so that
   * clients that draw frames from a cast's embeds show the poll.
   */
  frameUrl?: string;
  /** A native poll (X). Other networks get polls as frame links in the text. */
  poll?: { options: readonly string[]; durationMinutes: number };
  /** X only: thread participants left out of a reply (composer.md §2.3). */
  excludeReplyUserIds?: readonly string[];
}

/**
 * What makes a retry safe, fixed before the first attempt and kept with the
 * job: Farcaster's signed message bytes, Bluesky's record key, a fingerprint
 * for X and Lens. Plain JSON; never a credential.
 */
export interface PreparedPost {
  source: PostSource;
  idempotencyKey: string;
  fingerprint: string;
  /** The adapter's own request, as it will be sent. */
  request: unknown;
}

export interface PublishedPost {
  /** The post's id on its source (a Bluesky at-uri, a Farcaster `fid:hash`, an X tweet id, a Lens post id). */
  id: string;
  /** Where a person can see it. */
  url: string;
}

/** The reading side's shapes (src/domain/reading): adapters answer them, screens show them. */
export type ProfileView = Profile;
export type PostView = Post;

export interface ThreadView {
  post: PostView;
  /** From the root down to the post's parent. */
  ancestors: PostView[];
  replies: PostView[];
}

/**
 * One social network, as the sync engine and the screens use it. Every call
 * takes an AbortSignal and answers a typed result; nothing throws for a
 * network's reasons. What differs between networks (limits, polls, video,
 * reply restrictions) is in `capabilities.ts`, not in missing methods.
 */
export interface Source {
  readonly source: PostSource;
  /** Fixes the request and what makes it safe to retry (may read the network, never writes). */
  prepare(
    post: OutgoingPost,
    idempotencyKey: string,
    signal: AbortSignal,
  ): Promise<SourceResult<PreparedPost>>;
  /** One attempt. An unknown outcome must be reconciled before another attempt. */
  publish(prepared: PreparedPost, signal: AbortSignal): Promise<SourceResult<PublishedPost>>;
  /** Whether a prepared post already landed (its fixed id, or its fingerprint among recent posts). */
  reconcile(
    prepared: PreparedPost,
    signal: AbortSignal,
  ): Promise<SourceResult<PublishedPost | null>>;
  /** My recent post with this fingerprint, if any. */
  findRecentPostByFingerprint(
    fingerprint: string,
    signal: AbortSignal,
  ): Promise<SourceResult<PublishedPost | null>>;
  deletePost(id: string, signal: AbortSignal): Promise<SourceResult<void>>;
  /**
   * Puts one thing the reader switches in the state asked for: a like, a
   * repost or a bookmark of a post (`target` is the post's id as this
   * adapter's reads give it), a follow, a mute or a block of a person (the
   * profile's id). Idempotent by state: asking for what is already so
   * changes nothing on the network and answers ok, so a call whose answer
   * was lost can be sent again without duplicating anything (no second like
   * record, no second retweet). A post or person the network does not have,
   * or refuses this for: `invalid`, with the network's words.
   */
  setToggle(
    kind: ToggleKind,
    target: string,
    on: boolean,
    signal: AbortSignal,
  ): Promise<SourceResult<void>>;
  /**
   * Reports someone's post to the network's moderators (reading.md §2.11,
   * §4.3: Lens and Farcaster only; absent where the network takes none).
   * Idempotent: a report sent again is the same report.
   */
  reportPost?(id: string, signal: AbortSignal): Promise<SourceResult<void>>;
  getPost(id: string, signal: AbortSignal): Promise<SourceResult<PostView | null>>;
  getThread(id: string, signal: AbortSignal): Promise<SourceResult<ThreadView | null>>;
  getProfile(id: string, signal: AbortSignal): Promise<SourceResult<ProfileView | null>>;
  uploadMedia(
    file: MediaFile,
    signal: AbortSignal,
    onProgress?: (fraction: number) => void,
    checkpoints?: UploadCheckpoints,
  ): Promise<SourceResult<UploadedMedia>>;
}
