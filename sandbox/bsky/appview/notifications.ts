import { COLLECTIONS, quotedUri, replyRefs, type IndexedRecord } from './appViewIndex';
import { recordPage, type Page } from './feeds';
import { profileView, type ViewContext } from './views';

type Json = Record<string, unknown>;

/** `app.bsky.notification.listNotifications`'s reasons the sandbox makes. */
export type NotificationReason = 'like' | 'repost' | 'follow' | 'mention' | 'reply' | 'quote';

const didOf = (uri: string) => uri.split('/')[2] ?? ''; // at://<did>/<collection>/<rkey>

/** The DIDs a post's text @names (its mention facets). */
function mentionedDids(value: Json): string[] {
  const facets = Array.isArray(value.facets) ? (value.facets as Json[]) : [];
  return facets.flatMap((facet) =>
    (Array.isArray(facet.features) ? (facet.features as Json[]) : []).flatMap((feature) =>
      feature.$type === 'app.bsky.richtext.facet#mention' && typeof feature.did === 'string'
        ? [feature.did]
        : [],
    ),
  );
}

/**
 * Why `record` notifies `viewer`, and the viewer's record it is about, or
 * undefined. A post that is a reply to the viewer, quotes them and names
 * them notifies once, as a reply, then a quote, then a mention (the real
 * AppView does not repeat one post under several reasons either).
 */
function reasonFor(
  record: IndexedRecord,
  viewer: string,
): { reason: NotificationReason; subject?: string } | undefined {
  if (record.did === viewer) return undefined;
  const subject = record.value.subject;
  switch (record.collection) {
    case COLLECTIONS.LIKE:
    case COLLECTIONS.REPOST: {
      const uri = (subject as { uri?: unknown } | undefined)?.uri;
      if (typeof uri !== 'string' || didOf(uri) !== viewer) return undefined;
      return { reason: record.collection === COLLECTIONS.LIKE ? 'like' : 'repost', subject: uri };
    }
    case COLLECTIONS.FOLLOW:
      return subject === viewer ? { reason: 'follow' } : undefined;
    case COLLECTIONS.POST: {
      const parent = replyRefs(record.value)?.parent;
      if (parent && didOf(parent) === viewer) return { reason: 'reply', subject: parent };
      const quoted = quotedUri(record.value);
      if (quoted && didOf(quoted) === viewer) return { reason: 'quote', subject: quoted };
      return mentionedDids(record.value).includes(viewer) ? { reason: 'mention' } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * `app.bsky.notification.listNotifications` for `viewer`, newest first, a
 * page at a time, in the lexicon's shape (`notifications[]` of
 * `{uri, cid, author, reason, reasonSubject?, record, isRead, indexedAt,
 * labels}`, `seenAt`). The stand-in keeps no notification table: it finds
 * them among the records it indexed, leaving out people the viewer muted.
 * `isRead` is measured against `seenAt`, which the sandbox never moves
 * (Polycast keeps its own read record, reading.md §3.13).
 */
export function listNotifications(
  ctx: ViewContext,
  viewer: string,
  page: Page & { reasons?: readonly string[] },
) {
  const found = [...ctx.index.records.values()].flatMap((record) => {
    const why = reasonFor(record, viewer);
    if (!why || ctx.index.isMuted(viewer, record.did)) return [];
    if (page.reasons?.length && !page.reasons.includes(why.reason)) return [];
    return [{ record, ...why }];
  });
  const byUri = new Map(found.map((item) => [item.record.uri, item]));
  const { records, cursor } = recordPage(
    found.map((item) => item.record),
    page,
  );
  return {
    notifications: records.map((record) => {
      const why = byUri.get(record.uri);
      return {
        uri: record.uri,
        cid: record.cid,
        author: profileView(ctx, record.did),
        reason: why?.reason,
        ...(why?.subject ? { reasonSubject: why.subject } : {}),
        record: { $type: record.collection, ...record.value },
        isRead: false,
        indexedAt: record.indexedAt,
        labels: [],
      };
    }),
    ...(cursor ? { cursor } : {}),
    priority: false,
  };
}
