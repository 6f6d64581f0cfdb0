import { fromFarcasterSeconds } from '@/domain/farcasterTime';
import type { Attachment, Post } from '@/domain/reading/post';
import type { EmbedKind } from './embedKind';
import { castTextForReading } from './farcasterMentions';
import type { FarcasterHub } from './farcasterHub';
import { hubListAll, unnamedProfile, type ProfileReader } from './farcasterProfiles';
import { castIdString, type HubCast } from './hubJson';

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
 * channel from the parent URL; the parent when it is a reply; counts of
 * replies, likes and recasts (hubs keep lists, not counts), and whether the
 * signed-in person liked or recast it. Hubs say nothing of sizes, so media
 * carry none, and nothing of quotes made of a cast, so `quotes` is 0.
 */
export function castToPost(mapping: CastMapping): CastToPost {
  const { hub, profile, embedKind, viewerFid } = mapping;

  async function reactions(cast: HubCast, type: string, signal: AbortSignal) {
    const target = { target_fid: cast.data.fid, target_hash: cast.hash, reaction_type: type };
    const listed = await hubListAll(hub, '/v1/reactionsByCast', target, signal);
    const messages = listed.ok ? listed.value : [];
    const mine = messages.some(
      (m) => viewerFid !== undefined && (m as { data?: { fid?: unknown } }).data?.fid === viewerFid,
    );
    return { count: messages.length, mine };
  }

  async function replies(cast: HubCast, signal: AbortSignal) {
    const params = { fid: cast.data.fid, hash: cast.hash };
    const listed = await hubListAll(hub, '/v1/castsByParent', params, signal);
    return listed.ok ? listed.value.length : 0;
  }

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
    const [author, text, attached, replyCount, likes, recasts, quote] = await Promise.all([
      profile(cast.data.fid, signal),
      readableCastText(cast, profile, signal),
      embeds(cast, signal),
      replies(cast, signal),
      reactions(cast, 'REACTION_TYPE_LIKE', signal),
      reactions(cast, 'REACTION_TYPE_RECAST', signal),
      quoteOf && options.withQuote !== false
        ? hub
            .cast(quoteOf, signal)
            .then((found) =>
              found.ok && found.value
                ? toPost(found.value, signal, { withQuote: false })
                : undefined,
            )
        : undefined,
    ]);
    const by = author ?? unnamedProfile(cast.data.fid);
    return {
      source: 'Farcaster',
      id: castIdString(cast.data.fid, cast.hash),
      url: castUrl(by.handle, cast.hash),
      author: by,
      text: text.text,
      createdAt: new Date(fromFarcasterSeconds(cast.data.timestamp)).toISOString(),
      ...(body.parentCastId
        ? { replyTo: castIdString(body.parentCastId.fid, body.parentCastId.hash) }
        : {}),
      ...(quoteOf ? { quoteOf } : {}),
      ...(quote ? { quote } : {}),
      ...(text.mentions.length > 0 ? { mentions: text.mentions } : {}),
      ...(body.parentUrl ? { channel: channelOfParentUrl(body.parentUrl) } : {}),
      ...attached,
      counts: { replies: replyCount, reposts: recasts.count, likes: likes.count, quotes: 0 },
      ...(viewerFid !== undefined ? { viewer: { liked: likes.mine, reposted: recasts.mine } } : {}),
    };
  };
  return toPost;
}
