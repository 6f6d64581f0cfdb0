import { fromFarcasterSeconds } from '@/domain/farcasterTime';
import type { Attachment, Post, PostActivity } from '@/domain/reading/post';
import type { EmbedKind } from './embedKind';
import { castTextForReading } from './farcasterMentions';
import type { FarcasterHub } from './farcasterHub';
import { hubListAll, unnamedProfile, type ProfileReader } from './farcasterProfiles';
import { castIdString, reactionTypeParam, type HubCast, type HubReactionType } from './hubJson';
import { rememberReads } from './rememberReads';

/** Quoted casts remembered per adapter (they never change). */
const QUOTES_REMEMBERED = 200;

/** Where a person sees a cast on Farcaster's own web: the author's name and the hash's first bytes. */
export const castUrl = (handle: string, hash: string) =>
  `https://farcaster.xyz/${handle}/${hash.slice(0, 10)}`;

/** A channel's short id from its parent URL (`…/~/channel/<id>`); any other URL is its own id. */
export function channelOfParentUrl(url: string): { id: string } {
  const match = /\/~\/channel\/([^/?#]+)\/?$/.exec(url);
  return { id: match?.[1] ? decodeURIComponent(match[1]) : url };
}

/** A cast's text with its mentions put back as `@username`, and whom it mentions. */
export async function readableCastText(cast: HubCast, profile: ProfileReader, signal: AbortSignal) {
  const fids = [...new Set(cast.data.castAddBody.mentions)];
  const names = new Map<number, string>();
  await Promise.all(
    fids.map(async (fid) => {
      const person = await profile(fid, signal);
      if (person) names.set(fid, person.handle);
    }),
  );
  return {
    text: castTextForReading(cast.data.castAddBody, (fid) => names.get(fid)),
    mentions: fids.map((fid) => ({ id: String(fid), handle: names.get(fid) ?? `!${fid}` })),
  };
}

export interface CastMapping {
  hub: FarcasterHub;
  profile: ProfileReader;
  embedKind: (url: string, signal: AbortSignal) => Promise<EmbedKind>;
  /** The signed-in person, whose likes and recasts set a post's `viewer`. */
  viewerFid?: number;
  /**
   * Whether posts carry their counts (three hub calls a cast). A timeline
   * leaves them out and reads them for the casts on screen (castActivity).
   */
  withCounts?: boolean;
}

/** Reads a cast's activity: its counts and the viewer's part in them. */
export type CastActivity = (
  cast: { fid: number; hash: string },
  signal: AbortSignal,
) => Promise<PostActivity>;

/**
 * A cast's replies, likes and recasts, counted from the hub's lists (hubs
 * keep lists, not counts), and whether the signed-in person liked or recast
 * it. Hubs say nothing of quotes made of a cast, so `quotes` is 0. A list
 * the hub cannot give counts as empty.
 */
export function castActivity(hub: FarcasterHub, viewerFid?: number): CastActivity {
  async function reactions(
    cast: { fid: number; hash: string },
    type: HubReactionType,
    signal: AbortSignal,
  ) {
    const target = {
      target_fid: cast.fid,
      target_hash: cast.hash,
      reaction_type: reactionTypeParam(type),
    };
    const listed = await hubListAll(hub, '/v1/reactionsByCast', target, signal);
    const messages = listed.ok ? listed.value : [];
    const mine = messages.some(
      (m) => viewerFid !== undefined && (m as { data?: { fid?: unknown } }).data?.fid === viewerFid,
    );
    return { count: messages.length, mine };
  }

  async function replies(cast: { fid: number; hash: string }, signal: AbortSignal) {
    const listed = await hubListAll(hub, '/v1/castsByParent', cast, signal);
    return listed.ok ? listed.value.length : 0;
  }

  return async (cast, signal) => {
    const [replyCount, likes, recasts] = await Promise.all([
      replies(cast, signal),
      reactions(cast, 'REACTION_TYPE_LIKE', signal),
      reactions(cast, 'REACTION_TYPE_RECAST', signal),
    ]);
    return {
      counts: { replies: replyCount, reposts: recasts.count, likes: likes.count, quotes: 0 },
      ...(viewerFid !== undefined ? { viewer: { liked: likes.mine, reposted: recasts.mine } } : {}),
    };
  };
}

/** Maps a hub cast into the reading model's Post (the second argument says whether to fetch a quoted cast). */
export type CastToPost = (
  cast: HubCast,
  signal: AbortSignal,
  options?: { withQuote?: boolean },
) => Promise<Post>;

/**
 * A cast as the reading side shows it, from what hubs keep: the author's
 * profile; the text with each mention put back as `@username`; URL embeds
 * as pictures, GIFs and videos (by embedKind) and the first other URL as a
 * link card; a quoted cast (`castId` embed) fetched and shown inside; the
 * channel from the parent URL; the parent when it is a reply; its activity
 * (castActivity) unless the mapping leaves it for later. Hubs say nothing of
 * sizes, so media carry none.
 */
export function castToPost(mapping: CastMapping): CastToPost {
  const { hub, profile, embedKind } = mapping;
  const activity = castActivity(hub, mapping.viewerFid);
  const withCounts = mapping.withCounts ?? true;
  // A cast never changes (its hash is its content): one quoted by several casts on a page is
  // read once, and remembered for the next pages.
  const quotedCast = rememberReads(QUOTES_REMEMBERED, async (id: string, signal: AbortSignal) => {
    const found = await hub.cast(id, signal);
    return found.ok && found.value ? toPost(found.value, signal, { withQuote: false }) : undefined;
  });

  async function embeds(cast: HubCast, signal: AbortSignal) {
    const urls = cast.data.castAddBody.embeds.flatMap((e) => (e.url ? [e.url] : []));
    const kinds = await Promise.all(urls.map((url) => embedKind(url, signal)));
    const media: Attachment[] = [];
    let link: string | undefined;
    urls.forEach((url, i) => {
      const kind = kinds[i] ?? 'link';
      if (kind === 'link') link ??= url;
      else media.push({ kind, url });
    });
    return { media, ...(link ? { link: { url: link } } : {}) };
  }

  const toPost: CastToPost = async (cast, signal, options = {}) => {
    const body = cast.data.castAddBody;
    const quoted = body.embeds.find((e) => e.castId)?.castId;
    const quoteOf = quoted ? castIdString(quoted.fid, quoted.hash) : undefined;
    const parent = body.parentCastId;
    const [author, text, attached, counted, quote, parentAuthor] = await Promise.all([
      profile(cast.data.fid, signal),
      readableCastText(cast, profile, signal),
      embeds(cast, signal),
      withCounts ? activity({ fid: cast.data.fid, hash: cast.hash }, signal) : undefined,
      quoteOf && options.withQuote !== false
        ? quotedCast(quoteOf, signal).then((post) => post ?? undefined)
        : undefined,
      // The parent's author, for "Replying to @name": read as the author is (remembered by fid).
      parent ? profile(parent.fid, signal) : undefined,
    ]);
    const by = author ?? unnamedProfile(cast.data.fid);
    return {
      source: 'Farcaster',
      id: castIdString(cast.data.fid, cast.hash),
      url: castUrl(by.handle, cast.hash),
      author: by,
      text: text.text,
      createdAt: new Date(fromFarcasterSeconds(cast.data.timestamp)).toISOString(),
      ...(parent ? { replyTo: castIdString(parent.fid, parent.hash) } : {}),
      ...(parentAuthor
        ? { replyToAuthor: { id: parentAuthor.id, handle: parentAuthor.handle } }
        : {}),
      ...(quoteOf ? { quoteOf } : {}),
      ...(quote ? { quote } : {}),
      ...(text.mentions.length > 0 ? { mentions: text.mentions } : {}),
      ...(body.parentUrl ? { channel: channelOfParentUrl(body.parentUrl) } : {}),
      ...attached,
      ...counted,
    };
  };
  return toPost;
}
