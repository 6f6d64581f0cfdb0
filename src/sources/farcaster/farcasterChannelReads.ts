import type { Post } from '@/domain/reading/post';
import { fail, ok } from '@/domain/result';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import { parentUrlOfChannel, type ChannelDirectory } from './farcasterChannelDirectory';
import type { FarcasterHub } from './farcasterHub';
import type { ProfileReader } from './farcasterProfiles';
import { parsedAs } from './hubParsed';
import { hubCastSchema, type HubCast } from './hubJson';

export interface FarcasterChannelReadsOptions {
  hub: FarcasterHub;
  /** Where channels' names and pictures are; without one, `channel` cannot answer. */
  directory?: ChannelDirectory;
  /** People by fid (the channel's host). */
  profile?: ProfileReader;
  /** Casts as posts, in their order. */
  toPosts: (casts: readonly HubCast[], signal: AbortSignal) => Promise<Post[]>;
  pageSize: number;
  report?: SkipReporter;
}

/**
 * A channel's header and casts (reading.md §3.3). The header comes from the
 * channel directory, with its host's profile read from the hub; the casts
 * are those whose parent is the channel's URL, newest first, one page of
 * the hub's `castsByParent` at a time, its `nextPageToken` as the cursor (a
 * reply has a parent cast instead, so none is listed). The URL is the
 * directory's when it knows the channel (kept for the next pages), else the
 * usual `…/~/channel/<id>`.
 */
export function farcasterChannelReads(
  options: FarcasterChannelReadsOptions,
): Required<Pick<SourceReads, 'channel' | 'channelPosts'>> {
  const { hub, directory, pageSize, report } = options;
  const parentUrls = new Map<string, string>();

  async function parentUrlOf(channelId: string, signal: AbortSignal) {
    const known = parentUrls.get(channelId);
    if (known || !directory) return known ?? parentUrlOfChannel(channelId);
    const found = await directory(channelId, signal);
    const url = found.ok && found.value ? found.value.parentUrl : parentUrlOfChannel(channelId);
    if (found.ok) parentUrls.set(channelId, url);
    return url;
  }

  return {
    async channel(channelId, signal) {
      if (!directory)
        return fail({
          kind: 'invalid',
          message: 'This reader has no Farcaster channel directory.',
        });
      const found = await directory(channelId, signal);
      if (!found.ok) return found;
      if (!found.value) return ok(null);
      parentUrls.set(channelId, found.value.parentUrl);
      const { hostFid } = found.value;
      // The host's name and picture; a channel whose host cannot be read is shown without one.
      const host =
        hostFid !== undefined && options.profile
          ? await options.profile(hostFid, signal).catch(() => null)
          : null;
      return ok({ ...found.value.channel, ...(host ? { host } : {}) });
    },

    async channelPosts(channelId, cursor, signal) {
      const url = await parentUrlOf(channelId, signal);
      const page = await hub.page(
        '/v1/castsByParent',
        { url, reverse: 'true', pageSize, ...(cursor ? { pageToken: cursor } : {}) },
        signal,
      );
      if (!page.ok) return page;
      const casts = parseItems(
        'Farcaster',
        page.value.messages,
        (message) => parsedAs(hubCastSchema, message),
        report,
      );
      const items = await options.toPosts(casts, signal);
      const next = page.value.next;
      return ok({ items, ...(next ? { cursor: next } : {}) });
    },
  };
}
