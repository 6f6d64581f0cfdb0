import { KEPT_PAGE_MAX } from '@/domain/actions/keptSwitches';
import type { Page, Post } from '@/domain/reading/post';
import { ok, type SourceResult } from '@/domain/result';
import type { KeptSwitchesApi } from '../product/keptSwitchesApi';
import { runWithConcurrency } from '../runWithConcurrency';
import type { CastToPost } from './castToPost';
import type { FarcasterHub } from './farcasterHub';

/** How many casts of a bookmarks page are read from the hub at once. */
const READ_AT_ONCE = 6;

/**
 * What the reader keeps on the product server in Farcaster's place, read
 * back (issue 21, reading.md §4.1, §4.2): their bookmarks, a page at a
 * time, the latest first, each cast read from the hub (a cast deleted since
 * is left out); whether they blocked a channel; whom they muted.
 */
export function farcasterKeptReads(options: {
  hub: FarcasterHub;
  kept: KeptSwitchesApi;
  toPost: CastToPost;
  pageSize: number;
}) {
  const { hub, kept, toPost, pageSize } = options;
  return {
    async bookmarks(
      cursor: string | undefined,
      signal: AbortSignal,
    ): Promise<SourceResult<Page<Post>>> {
      const page = await kept.list('bookmark', cursor, pageSize, signal);
      if (!page.ok) return page;
      const casts = await runWithConcurrency(page.value.items, READ_AT_ONCE, (item) =>
        hub.cast(item.target, signal),
      );
      const failed = casts.find((cast) => !cast.ok);
      if (failed && !failed.ok) return failed;
      const found = casts.flatMap((cast) => (cast.ok && cast.value ? [cast.value] : []));
      const items = await runWithConcurrency(found, READ_AT_ONCE, (cast) => toPost(cast, signal));
      return ok({ items, ...(page.value.cursor ? { cursor: page.value.cursor } : {}) });
    },

    async channelBlocked(channelId: string, signal: AbortSignal): Promise<SourceResult<boolean>> {
      const on = await kept.onAmong('blockChannel', [channelId], signal);
      return on.ok ? ok(on.value.has(channelId)) : on;
    },

    /**
     * The channels the reader blocked, the latest first: the first
     * KEPT_PAGE_MAX (timelines hide their casts; more is left for later).
     */
    async blockedChannels(signal: AbortSignal): Promise<SourceResult<string[]>> {
      const page = await kept.list('blockChannel', undefined, KEPT_PAGE_MAX, signal);
      return page.ok ? ok(page.value.items.map((item) => item.target)) : page;
    },

    /**
     * The people (fids) the reader muted, the latest first: the first
     * KEPT_PAGE_MAX (timelines hide their casts, as they do a channel's).
     */
    async mutedPeople(signal: AbortSignal): Promise<SourceResult<string[]>> {
      const page = await kept.list('mute', undefined, KEPT_PAGE_MAX, signal);
      return page.ok ? ok(page.value.items.map((item) => item.target)) : page;
    },

    /** Whether the reader bookmarked the cast; undefined when the server cannot be asked. */
    async bookmarked(castId: string, signal: AbortSignal): Promise<boolean | undefined> {
      const on = await kept.onAmong('bookmark', [castId], signal);
      return on.ok ? on.value.has(castId) : undefined;
    },
  };
}
