import type { AppBskyActorDefs, AppBskyFeedDefs } from '@atproto/api';
import { z } from 'zod/mini';
import type { NetworkNotification, NotificationReason } from '@/domain/notifications/notification';
import type { Page, Post } from '@/domain/reading/post';
import { ok, type SourceResult } from '@/domain/result';
import type { SkipReporter } from '../reading/parseItems';
import type { BskyAgentCall } from './bskyAgentCall';
import { BSKY_PAGE_SIZE, readList } from './bskyReadList';
import { bskyPostView, bskyProfileView } from './bskyViews';

/** The lexicon's reasons Polycast shows, as its own (docs/decisions-reading.md). */
const REASONS: Partial<Record<string, NotificationReason>> = {
  like: 'like',
  repost: 'repost',
  follow: 'follow',
  mention: 'mention',
  reply: 'reply',
  quote: 'quote',
};

/** What the mapping needs of one `app.bsky.notification.listNotifications#notification`. */
const notificationSchema = z.object({
  uri: z.string().check(z.startsWith('at://')),
  cid: z.string(),
  author: z.object({ did: z.string(), handle: z.string() }),
  reason: z.string(),
  reasonSubject: z.optional(z.string()),
  indexedAt: z.string(),
});
type Parsed = z.infer<typeof notificationSchema> & { raw: unknown };

/** `getPosts` takes at most this many at-uris per call. */
const GET_POSTS_MAX = 25;

/**
 * The reader's Bluesky notifications, newest first, a page at a time
 * (`app.bsky.notification.listNotifications`, as the signed-in account).
 * The posts a row shows (the reply, mention or quote itself, and the
 * reader's post that was liked or reposted) come in one `getPosts` per 25;
 * a reason Polycast does not show (starter packs, verification) is left out
 * and reported, as any item left out of a page.
 */
export function createBskyNotifications(
  call: BskyAgentCall,
  options: { pageSize?: number; report?: SkipReporter } = {},
) {
  const limit = options.pageSize ?? BSKY_PAGE_SIZE;
  return (
    cursor: string | undefined,
    signal: AbortSignal,
  ): Promise<SourceResult<Page<NetworkNotification>>> =>
    call(false, async (agent) => {
      const page = await readList(
        () =>
          agent.app.bsky.notification.listNotifications(
            { limit, ...(cursor ? { cursor } : {}) },
            { signal },
          ),
        'notifications',
        (item): { ok: true; value: Parsed } | { ok: false; reason: string; id?: string } => {
          const parsed = notificationSchema.safeParse(item);
          if (!parsed.success) return { ok: false, reason: z.prettifyError(parsed.error) };
          if (!REASONS[parsed.data.reason])
            return { ok: false, reason: `Not shown: ${parsed.data.reason}`, id: parsed.data.uri };
          return { ok: true, value: { ...parsed.data, raw: item } };
        },
        options.report,
      );
      const uris = [
        ...new Set(
          page.items.flatMap((n) =>
            [
              n.reason === 'like' || n.reason === 'repost' ? undefined : n.uri,
              n.reasonSubject,
            ].filter(
              (uri): uri is string =>
                typeof uri === 'string' && uri.includes('/app.bsky.feed.post/'),
            ),
          ),
        ),
      ];
      const posts = new Map<string, Post>();
      for (let at = 0; at < uris.length; at += GET_POSTS_MAX) {
        const { data } = await agent.app.bsky.feed.getPosts(
          { uris: uris.slice(at, at + GET_POSTS_MAX) },
          { signal },
        );
        for (const view of data.posts as AppBskyFeedDefs.PostView[])
          posts.set(view.uri, bskyPostView(view));
      }
      return ok({
        items: page.items.map((n) => {
          const reason = REASONS[n.reason] as NotificationReason;
          const actor = bskyProfileView(
            (n.raw as { author: AppBskyActorDefs.ProfileViewBasic }).author,
          );
          const post = reason === 'like' || reason === 'repost' ? undefined : posts.get(n.uri);
          const subject = n.reasonSubject ? posts.get(n.reasonSubject) : undefined;
          return {
            source: 'Bsky' as const,
            id: n.uri,
            reason,
            actor,
            at: n.indexedAt,
            ...(post ? { post } : {}),
            ...(n.reasonSubject
              ? { subject: { id: n.reasonSubject, ...(subject ? { text: subject.text } : {}) } }
              : {}),
          };
        }),
        ...(page.cursor ? { cursor: page.cursor } : {}),
      });
    });
}
