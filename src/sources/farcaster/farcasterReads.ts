import { fromFarcasterSeconds } from '@/domain/farcasterTime';
import type { Page, Post, Profile } from '@/domain/reading/post';
import { fail, ok, type SourceResult } from '@/domain/result';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import { keptSwitchesApi } from '../product/keptSwitchesApi';
import { runWithConcurrency } from '../runWithConcurrency';
import { castActivity, castToPost, type CastToPost } from './castToPost';
import { embedKinds } from './embedKind';
import { farcasterChannelDirectory } from './farcasterChannelDirectory';
import { farcasterChannelReads } from './farcasterChannelReads';
import { farcasterKeptReads } from './farcasterKeptReads';
import { farcasterHub, type FarcasterHub } from './farcasterHub';
import { farcasterNotifications } from './farcasterNotifications';
import { farcasterSearchReads } from './farcasterSearch';
import {
  farcasterProfiles,
  hubListAll,
  unnamedProfile,
  type ProfileReader,
} from './farcasterProfiles';
import {
  castIdString,
  parseCastId,
  hubCastSchema,
  hubLinkSchema,
  hubNameProofSchema,
  hubReactionSchema,
  reactionTypeParam,
  type HubCast,
  type HubReaction,
} from './hubJson';
import { parsedAs, type Parsed, idOf } from './hubParsed';
import { mergeHubLists, type HubList, type ListItem } from './mergeHubLists';
import { decodeTimelineCursor, encodeTimelineCursor } from './timelineCursor';

/** Posts per page, as the other networks' timelines ask. */
export const FARCASTER_PAGE_SIZE = 30;

/** Posts mapped at once (each asks the hub for its author, its mentions and any quoted cast). */
const MAPPED_AT_ONCE = 6;

export interface FarcasterReadsOptions {
  hubUrl: string;
  /** The signed-in person: whose follows make the home timeline, whose likes set `viewer`. */
  fid: number;
  pageSize?: number;
  report?: SkipReporter;
  /**
   * The product server ('' for the page's own origin): channels' names,
   * pictures and followers are read through it (farcasterChannelDirectory.ts);
   * without it `channel` fails.
   */
  apiBase?: string;
  /**
   * The device's Polycast session, with `apiBase`: the reader's bookmarks
   * and channel blocks, which Farcaster keeps none of, are read there.
   */
  session?: () => Promise<string | undefined>;
}

/** What a merged list hands out: a cast, someone's recast of one, or a cast someone liked. */
type Entry =
  | { kind: 'cast'; cast: HubCast }
  | { kind: 'recast'; by: number; at: number; target: { fid: number; hash: string } }
  | { kind: 'liked'; target: { fid: number; hash: string } };

/**
 * Farcaster's reading side, through a hub's HTTP API. Hubs have no home
 * timeline: it is the person's follows (`linksByFid`), then each followed
 * person's casts (`castsByFid`) and recasts (`reactionsByFid`), newest
 * first, merged (mergeHubLists.ts) with a cursor that says where each list
 * stands. The person's own casts are in it too, as on other networks; a
 * reply is in it when it answers someone in it (the rest belong to their
 * threads). An author's posts leave replies out; their replies are their
 * casts with a parent cast, their likes the casts of their LIKE reactions
 * (`reactionsByFid`), and a username's fid is the hub's name proof
 * (`userNameProofByName`). Posts come without counts;
 * `postActivity` reads one cast's. A cast's Likes and Recasts tabs are its
 * reactions (`reactionsByCast`), newest first, paged by the hub's own token;
 * it has no Quotes tab: hubs keep no index of the casts that embed a cast.
 * A channel's casts are those whose parent is its URL (`castsByParent`);
 * its header comes through the product server (farcasterChannelReads.ts).
 * A message that does not parse is left out with its reason (parseItems)
 * and the rest of the page is kept.
 */
export function createFarcasterReads(options: FarcasterReadsOptions): SourceReads {
  const pageSize = options.pageSize ?? FARCASTER_PAGE_SIZE;
  const report = options.report;
  const hub = farcasterHub(options.hubUrl);
  const profile = farcasterProfiles(hub);
  // Counts cost three hub calls a cast: read for the casts on screen (postActivity).
  const toPost = castToPost({
    hub,
    profile,
    embedKind: embedKinds(),
    viewerFid: options.fid,
    withCounts: false,
  });
  const activity = castActivity(hub, options.fid);
  const channels = farcasterChannelReads({
    hub,
    profile,
    ...(options.apiBase === undefined
      ? {}
      : { directory: farcasterChannelDirectory(options.apiBase) }),
    toPosts: (casts, signal) =>
      runWithConcurrency(casts, MAPPED_AT_ONCE, (cast) => toPost(cast, signal)),
    pageSize,
    ...(report ? { report } : {}),
  });

  const kept =
    options.apiBase !== undefined && options.session
      ? farcasterKeptReads({
          hub,
          kept: keptSwitchesApi({
            apiBase: options.apiBase,
            session: options.session,
            fid: options.fid,
          }),
          toPost,
          pageSize,
        })
      : undefined;

  const parseOne = <T>(message: unknown, parse: (m: unknown) => Parsed<T>): T | undefined =>
    parseItems('Farcaster', [message], parse, report)[0];

  /** A person's casts, newest first; `keep` says which are worth showing here. */
  const castsOf = (fid: number, keep: (cast: HubCast) => boolean): HubList<Entry> => ({
    key: `c${fid}`,
    read: (pageToken, signal) =>
      hub.page(
        '/v1/castsByFid',
        { fid, reverse: 'true', pageSize, ...(pageToken ? { pageToken } : {}) },
        signal,
      ),
    parse(message) {
      const cast = parseOne(message, (m) => parsedAs(hubCastSchema, m));
      return cast && keep(cast)
        ? {
            timestamp: cast.data.timestamp,
            hash: cast.hash.toLowerCase(),
            value: { kind: 'cast', cast },
          }
        : undefined;
    },
  });

  /**
   * A person's recasts of casts, or the casts they liked, newest first (a
   * reaction to a URL is not a post).
   */
  const reactionsOf = (
    fid: number,
    type: 'REACTION_TYPE_RECAST' | 'REACTION_TYPE_LIKE' = 'REACTION_TYPE_RECAST',
  ): HubList<Entry> => ({
    key: `${type === 'REACTION_TYPE_LIKE' ? 'l' : 'r'}${fid}`,
    read: (pageToken, signal) =>
      hub.page(
        '/v1/reactionsByFid',
        {
          fid,
          reaction_type: reactionTypeParam(type),
          reverse: 'true',
          pageSize,
          ...(pageToken ? { pageToken } : {}),
        },
        signal,
      ),
    parse(message) {
      const reaction: HubReaction | undefined = parseOne(message, (m) =>
        parsedAs(hubReactionSchema, m),
      );
      const target = reaction?.data.reactionBody.targetCastId;
      if (!reaction || !target || reaction.data.reactionBody.type !== type) return undefined;
      return {
        timestamp: reaction.data.timestamp,
        hash: reaction.hash.toLowerCase(),
        value:
          type === 'REACTION_TYPE_LIKE'
            ? { kind: 'liked', target }
            : { kind: 'recast', by: reaction.data.fid, at: reaction.data.timestamp, target },
      };
    },
  });

  /** Whom the person follows, all of them (`linksByFid`, follows only). */
  async function follows(signal: AbortSignal): Promise<SourceResult<number[]>> {
    const links = await hubListAll(
      hub,
      '/v1/linksByFid',
      { fid: options.fid, link_type: 'follow' },
      signal,
    );
    if (!links.ok) return links;
    return ok(
      links.value.flatMap((message) => {
        const link = hubLinkSchema.safeParse(message);
        const target = link.success ? link.data.data.linkBody.targetFid : undefined;
        return link.success && link.data.data.linkBody.type === 'follow' && target ? [target] : [];
      }),
    );
  }

  /** Reads one merged page and maps what it took into posts. */
  async function mergedPage(
    lists: HubList<Entry>[],
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Post>>> {
    const place = cursor === undefined ? undefined : decodeTimelineCursor(cursor);
    if (cursor !== undefined && !place)
      return fail({ kind: 'invalid', message: 'This Farcaster timeline cursor is not readable.' });
    const merged = await mergeHubLists(lists, place, pageSize, signal);
    if (!merged.ok) return merged;
    const posts = await postsOf(merged.value.items, toPost, profile, hub, signal, report);
    if (!posts.ok) return posts;
    const next = merged.value.cursor;
    return ok({ items: posts.value, ...(next ? { cursor: encodeTimelineCursor(next) } : {}) });
  }

  /**
   * Who reacted to a cast with `type`, the latest first: one page of the
   * hub's `reactionsByCast`, each reaction's author as their profile; the
   * cursor is the hub's `nextPageToken`. A cast the hub does not have has
   * no reactions: an empty page, as the hub answers.
   */
  async function reactors(
    postId: string,
    type: 'REACTION_TYPE_LIKE' | 'REACTION_TYPE_RECAST',
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<Profile>>> {
    const cast = parseCastId(postId);
    if (!cast) return fail({ kind: 'invalid', message: `Not a Farcaster cast: ${postId}` });
    const page = await hub.page(
      '/v1/reactionsByCast',
      {
        target_fid: cast.fid,
        target_hash: cast.hash,
        reaction_type: reactionTypeParam(type),
        reverse: 'true',
        pageSize,
        ...(cursor ? { pageToken: cursor } : {}),
      },
      signal,
    );
    if (!page.ok) return page;
    const reactions = parseItems(
      'Farcaster',
      page.value.messages,
      (message): Parsed<HubReaction> => {
        const reaction = parsedAs(hubReactionSchema, message);
        if (!reaction.ok || reaction.value.data.reactionBody.type === type) return reaction;
        return {
          ok: false,
          reason: `a ${reaction.value.data.reactionBody.type}, not a ${type}`,
          ...idOf(message),
        };
      },
      report,
    );
    const people = await runWithConcurrency(
      reactions,
      MAPPED_AT_ONCE,
      async ({ data }) => (await profile(data.fid, signal)) ?? unnamedProfile(data.fid),
    );
    const next = page.value.next;
    return ok({ items: people, ...(next ? { cursor: next } : {}) });
  }

  return {
    source: 'Farcaster',
    // Explore's people and channels, through the product server (farcasterSearch.ts).
    ...(options.apiBase === undefined
      ? {}
      : farcasterSearchReads({ apiBase: options.apiBase, fid: options.fid, profile, report })),

    async homeTimeline(cursor, signal) {
      const followed = await follows(signal);
      if (!followed.ok) return followed;
      const people = [...new Set([options.fid, ...followed.value])].sort((a, b) => a - b);
      const inTimeline = new Set(people);
      const worthShowing = (cast: HubCast) => {
        const parent = cast.data.castAddBody.parentCastId;
        return !parent || inTimeline.has(parent.fid);
      };
      return mergedPage(
        people.flatMap((fid) => [castsOf(fid, worthShowing), reactionsOf(fid)]),
        cursor,
        signal,
      );
    },

    async authorPosts(profileId, cursor, signal) {
      const fid = fidOf(profileId);
      if (!fid) return notAProfile(profileId);
      const notReply = (cast: HubCast) => !cast.data.castAddBody.parentCastId;
      return mergedPage([castsOf(fid, notReply), reactionsOf(fid)], cursor, signal);
    },

    // The person's replies: their casts that answer a cast.
    async authorReplies(profileId, cursor, signal) {
      const fid = fidOf(profileId);
      if (!fid) return notAProfile(profileId);
      const reply = (cast: HubCast) => Boolean(cast.data.castAddBody.parentCastId);
      return mergedPage([castsOf(fid, reply)], cursor, signal);
    },

    // The casts the person liked, latest like first (`reactionsByFid`, likes).
    async authorLikes(profileId, cursor, signal) {
      const fid = fidOf(profileId);
      if (!fid) return notAProfile(profileId);
      return mergedPage([reactionsOf(fid, 'REACTION_TYPE_LIKE')], cursor, signal);
    },

    // A username's fid: the hub's name proof (`userNameProofByName`); none is nobody's.
    async profileIdOfHandle(handle, signal) {
      const name = handle.replace(/^@/, '').toLowerCase();
      const proof = await hub.get('/v1/userNameProofByName', { name }, signal);
      if (!proof.ok) return proof;
      const parsed = hubNameProofSchema.safeParse(proof.value);
      return ok(parsed.success ? String(parsed.data.fid) : null);
    },

    async postActivity(postId, signal) {
      const cast = parseCastId(postId);
      if (!cast) return fail({ kind: 'invalid', message: `Not a Farcaster cast: ${postId}` });
      const [read, bookmarked] = await Promise.all([
        activity(cast, signal),
        kept?.bookmarked(postId, signal),
      ]);
      return ok(
        read.viewer && bookmarked !== undefined
          ? { ...read, viewer: { ...read.viewer, bookmarked } }
          : read,
      );
    },

    ...(kept
      ? {
          bookmarks: kept.bookmarks,
          channelBlocked: kept.channelBlocked,
          blockedChannels: kept.blockedChannels,
          mutedPeople: kept.mutedPeople,
        }
      : {}),
    // The reader's notifications, from the hub's indexes (farcasterNotifications.ts).
    notifications: farcasterNotifications({
      hub,
      profile,
      toPost,
      fid: options.fid,
      pageSize,
      ...(report ? { report } : {}),
    }),

    postLikers: (postId, cursor, signal) => reactors(postId, 'REACTION_TYPE_LIKE', cursor, signal),
    postReposters: (postId, cursor, signal) =>
      reactors(postId, 'REACTION_TYPE_RECAST', cursor, signal),
    ...channels,
  };
}

/** A profile id as an fid, or undefined when it is not one. */
function fidOf(profileId: string): number | undefined {
  const fid = Number(profileId);
  return Number.isInteger(fid) && fid > 0 ? fid : undefined;
}

const notAProfile = (profileId: string) =>
  fail({ kind: 'invalid', message: `Not a Farcaster profile: ${profileId}` });

/**
 * The posts of a merged page, in its order: a cast as it is; a recast as the
 * cast it names, with who recast it and when. A recast of a cast the hub no
 * longer has is left out with its reason.
 */
async function postsOf(
  items: readonly ListItem<Entry>[],
  toPost: CastToPost,
  profile: ProfileReader,
  hub: FarcasterHub,
  signal: AbortSignal,
  report: SkipReporter | undefined,
): Promise<SourceResult<Post[]>> {
  const mapped = await runWithConcurrency(
    items,
    MAPPED_AT_ONCE,
    async ({ value: entry }): Promise<SourceResult<Post | undefined>> => {
      if (entry.kind === 'cast') return ok(await toPost(entry.cast, signal));
      const id = castIdString(entry.target.fid, entry.target.hash);
      const [found, by] = await Promise.all([
        hub.cast(id, signal),
        entry.kind === 'recast' ? profile(entry.by, signal) : Promise.resolve(null),
      ]);
      if (!found.ok) return found;
      const [post] = parseItems(
        'Farcaster',
        [found.value],
        (cast): Parsed<HubCast> =>
          cast
            ? { ok: true, value: cast }
            : { ok: false, reason: `${entry.kind} of a cast the hub does not have`, id },
        report,
      );
      if (!post) return ok(undefined);
      if (entry.kind === 'liked') return ok(await toPost(post, signal));
      return ok({
        ...(await toPost(post, signal)),
        repostedBy: by ?? unnamedProfile(entry.by),
        repostedAt: new Date(fromFarcasterSeconds(entry.at)).toISOString(),
      });
    },
  );
  const posts: Post[] = [];
  for (const result of mapped) {
    if (!result.ok) return result;
    if (result.value) posts.push(result.value);
  }
  return ok(posts);
}
