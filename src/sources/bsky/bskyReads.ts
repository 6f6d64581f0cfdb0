import { XRPCError, type AtpAgent } from '@atproto/api';
import type { Page, Post } from '@/domain/reading/post';
import { ok } from '@/domain/result';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import { bskyAgentCall, type BskyAgentCall } from './bskyAgentCall';
import { bskyFeedItem } from './bskyFeedItem';

/** Posts per page: what bsky.app asks for. */
export const BSKY_PAGE_SIZE = 30;

interface FeedAnswer {
  feed: unknown[];
  cursor?: string;
}

/**
 * A feed read through `@atproto/api`. The client checks the whole answer
 * against the lexicon and refuses it for one bad item; the reading side
 * would rather show the rest, so a refused answer's body is read item by
 * item like any other (bskyFeedItem says why an item is left out).
 */
async function readFeed(
  read: () => Promise<{ data: FeedAnswer }>,
  report: SkipReporter | undefined,
): Promise<Page<Post>> {
  let answer: FeedAnswer;
  try {
    answer = (await read()).data;
  } catch (error) {
    // @atproto/xrpc's XRPCInvalidResponseError (not exported by @atproto/api) keeps the body.
    if (!(error instanceof XRPCError) || !('responseBody' in error)) throw error;
    const body = error.responseBody as Partial<FeedAnswer> | undefined;
    answer = {
      feed: Array.isArray(body?.feed) ? body.feed : [],
      ...(typeof body?.cursor === 'string' ? { cursor: body.cursor } : {}),
    };
  }
  const items = parseItems('Bluesky', answer.feed, bskyFeedItem, report);
  return { items, ...(answer.cursor ? { cursor: answer.cursor } : {}) };
}

/** Bluesky's reading side: the AppView's feeds through the person's PDS. */
export function createBskyReads(
  call: BskyAgentCall,
  options: { pageSize?: number; report?: SkipReporter } = {},
): SourceReads {
  const limit = options.pageSize ?? BSKY_PAGE_SIZE;
  const feed = (read: (agent: AtpAgent) => Promise<{ data: FeedAnswer }>) =>
    call(false, async (agent) => ok(await readFeed(() => read(agent), options.report)));
  return {
    source: 'Bsky',
    homeTimeline: (cursor, signal) =>
      feed((agent) => agent.getTimeline({ limit, ...(cursor ? { cursor } : {}) }, { signal })),
    authorPosts: (profileId, cursor, signal) =>
      feed((agent) =>
        agent.getAuthorFeed(
          {
            actor: profileId,
            limit,
            filter: 'posts_no_replies',
            ...(cursor ? { cursor } : {}),
          },
          { signal },
        ),
      ),
  };
}

/** The reads for one signed-in account, with a session of their own. */
export function createBskyReadsFor(
  account: Parameters<typeof bskyAgentCall>[0],
  options?: Parameters<typeof createBskyReads>[1],
): SourceReads {
  return createBskyReads(bskyAgentCall(account), options);
}
