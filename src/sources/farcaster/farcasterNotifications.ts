import { z } from 'zod/mini';
import { fromFarcasterSeconds } from '@/domain/farcasterTime';
import type { NetworkNotification } from '@/domain/notifications/notification';
import type { Page } from '@/domain/reading/post';
import { fail, ok, type SourceResult } from '@/domain/result';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import { runWithConcurrency } from '../runWithConcurrency';
import type { CastToPost } from './castToPost';
import type { FarcasterHub } from './farcasterHub';
import { unnamedProfile, type ProfileReader } from './farcasterProfiles';
import {
  castIdString,
  hubCastSchema,
  hubReactionSchema,
  type HubCast,
  type HubReaction,
} from './hubJson';
import { parsedAs, type Parsed } from './hubParsed';
import { mergeHubLists, type HubList } from './mergeHubLists';
import { decodeTimelineCursor, encodeTimelineCursor } from './timelineCursor';

/**
 * How many of the reader's latest casts their replies, likes and recasts
 * are looked for on (a hub indexes them by cast only:
 * docs/decisions-reading.md "Notifications per network").
 */
export const NOTIFIED_CASTS = 20;

/** Notifications mapped at once (each reads its author's profile, a reply its cast). */
const MAPPED_AT_ONCE = 6;

/** A follow (LinkAdd) with its place in time, as `linksByTargetFid` answers it. */
const hubFollowSchema = z.object({
  data: z.object({
    fid: z.number(),
    timestamp: z.number(),
    linkBody: z.object({ type: z.string(), targetFid: z.optional(z.number()) }),
  }),
  hash: z.string(),
});

type Entry =
  | { kind: 'mention'; cast: HubCast }
  | { kind: 'reply'; cast: HubCast; subject: HubCast }
  | { kind: 'reaction'; reaction: HubReaction; subject: HubCast }
  | { kind: 'follow'; fid: number };

export interface FarcasterNotificationsOptions {
  hub: FarcasterHub;
  profile: ProfileReader;
  toPost: CastToPost;
  /** The reader. */
  fid: number;
  pageSize: number;
  report?: SkipReporter;
}

/**
 * The reader's Farcaster notifications. Hubs keep no notifications, so
 * they are the hub's own indexes merged newest first (mergeHubLists, the
 * home timeline's merge and cursor): the casts that mention the reader
 * (`castsByMention`), who followed them (`linksByTargetFid`), and for each
 * of their latest NOTIFIED_CASTS casts the replies (`castsByParent`) and
 * the likes and recasts (`reactionsByTarget`). What the reader did
 * themselves is not a notification. Quotes are not found: hubs keep no
 * index of the casts that embed a cast. Each id is the message's own
 * (`fid:hash`), so a newer act is a new id.
 */
export function farcasterNotifications(options: FarcasterNotificationsOptions) {
  const { hub, fid: me, pageSize, report } = options;
  const byOthers = (fid: number) => fid !== me;

  const parseOne = <T>(message: unknown, parse: (m: unknown) => Parsed<T>): T | undefined =>
    parseItems('Farcaster', [message], parse, report)[0];

  const list = (
    key: string,
    path: string,
    params: Record<string, string | number>,
    parse: HubList<Entry>['parse'],
  ): HubList<Entry> => ({
    key,
    read: (pageToken, signal) =>
      hub.page(
        path,
        { ...params, reverse: 'true', pageSize, ...(pageToken ? { pageToken } : {}) },
        signal,
      ),
    parse,
  });

  const castItem = (message: unknown, value: (cast: HubCast) => Entry | undefined) => {
    const cast = parseOne(message, (m) => parsedAs(hubCastSchema, m));
    const entry = cast && byOthers(cast.data.fid) ? value(cast) : undefined;
    return cast && entry
      ? { timestamp: cast.data.timestamp, hash: cast.hash.toLowerCase(), value: entry }
      : undefined;
  };

  /** Lists for the reader's casts: replies to each, and likes and recasts of each. */
  const aboutCast = (subject: HubCast): HubList<Entry>[] => {
    const target = { fid: subject.data.fid, hash: subject.hash.toLowerCase() };
    return [
      list(`p${target.hash}`, '/v1/castsByParent', target, (message) =>
        castItem(message, (cast) => ({ kind: 'reply', cast, subject })),
      ),
      list(
        `t${target.hash}`,
        '/v1/reactionsByTarget',
        { target_fid: target.fid, target_hash: target.hash },
        (message) => {
          const reaction = parseOne(message, (m) => parsedAs(hubReactionSchema, m));
          if (!reaction || !byOthers(reaction.data.fid)) return undefined;
          const { type } = reaction.data.reactionBody;
          if (type !== 'REACTION_TYPE_LIKE' && type !== 'REACTION_TYPE_RECAST') return undefined;
          return {
            timestamp: reaction.data.timestamp,
            hash: reaction.hash.toLowerCase(),
            value: { kind: 'reaction', reaction, subject },
          };
        },
      ),
    ];
  };

  async function toNotification(
    entry: Entry,
    hash: string,
    timestamp: number,
    signal: AbortSignal,
  ): Promise<NetworkNotification> {
    const actorFid =
      entry.kind === 'follow'
        ? entry.fid
        : entry.kind === 'reaction'
          ? entry.reaction.data.fid
          : entry.cast.data.fid;
    const actor = (await options.profile(actorFid, signal)) ?? unnamedProfile(actorFid);
    const base = {
      source: 'Farcaster' as const,
      id: castIdString(actorFid, hash),
      actor,
      at: new Date(fromFarcasterSeconds(timestamp)).toISOString(),
    };
    const subjectOf = (cast: HubCast) => ({
      id: castIdString(cast.data.fid, cast.hash),
      text: cast.data.castAddBody.text,
    });
    switch (entry.kind) {
      case 'follow':
        return { ...base, reason: 'follow' };
      case 'mention':
        return { ...base, reason: 'mention', post: await options.toPost(entry.cast, signal) };
      case 'reply':
        return {
          ...base,
          reason: 'reply',
          post: await options.toPost(entry.cast, signal),
          subject: subjectOf(entry.subject),
        };
      case 'reaction':
        return {
          ...base,
          reason:
            entry.reaction.data.reactionBody.type === 'REACTION_TYPE_LIKE' ? 'like' : 'repost',
          subject: subjectOf(entry.subject),
        };
    }
  }

  return async (
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<NetworkNotification>>> => {
    const place = cursor === undefined ? undefined : decodeTimelineCursor(cursor);
    if (cursor !== undefined && !place)
      return fail({
        kind: 'invalid',
        message: 'This Farcaster notifications cursor is not readable.',
      });
    const latest = await hub.page(
      '/v1/castsByFid',
      { fid: me, reverse: 'true', pageSize: NOTIFIED_CASTS },
      signal,
    );
    if (!latest.ok) return latest;
    const mine = parseItems(
      'Farcaster',
      latest.value.messages,
      (m) => parsedAs(hubCastSchema, m),
      report,
    );
    const watched = new Set(mine.map((cast) => cast.hash.toLowerCase()));
    const lists: HubList<Entry>[] = [
      // A mention in a reply to a watched cast is told once, as the reply.
      list('m', '/v1/castsByMention', { fid: me }, (message) =>
        castItem(message, (cast) => {
          const parent = cast.data.castAddBody.parentCastId;
          return parent && parent.fid === me && watched.has(parent.hash.toLowerCase())
            ? undefined
            : { kind: 'mention', cast };
        }),
      ),
      list('f', '/v1/linksByTargetFid', { target_fid: me, link_type: 'follow' }, (message) => {
        const link = parseOne(message, (m) => parsedAs(hubFollowSchema, m));
        if (!link || link.data.linkBody.type !== 'follow' || !byOthers(link.data.fid))
          return undefined;
        return {
          timestamp: link.data.timestamp,
          hash: link.hash.toLowerCase(),
          value: { kind: 'follow', fid: link.data.fid },
        };
      }),
      ...mine.flatMap(aboutCast),
    ];
    const merged = await mergeHubLists(lists, place, pageSize, signal);
    if (!merged.ok) return merged;
    const items = await runWithConcurrency(merged.value.items, MAPPED_AT_ONCE, (item) =>
      toNotification(item.value, item.hash, item.timestamp, signal),
    );
    const next = merged.value.cursor;
    return ok({ items, ...(next ? { cursor: encodeTimelineCursor(next) } : {}) });
  };
}
