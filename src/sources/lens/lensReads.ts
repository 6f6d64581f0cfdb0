import { z } from 'zod/mini';
import type { Page, Post } from '@/domain/reading/post';
import { fail, ok, type SourceResult } from '@/domain/result';
import type { CredentialStore } from '../credentialStore';
import { parseItems, type SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import { lensAnyPost, lensTimelineItem } from './lensFeedItem';
import { ANY_POST_FIELDS, TIMELINE_ITEM_FIELDS } from './lensPostFields';
import type { LensParsed } from './lensPostView';
import type { LensCredentials } from './lensSession';
import { createLensSignedInRequest, type LensCall } from './lensSignedInRequest';

/** The API's page sizes (`PageSize`); the timeline's page is the API's own. */
export type LensPageSize = 'TEN' | 'FIFTY';

const TIMELINE = `query($request: TimelineRequest!) {
  timeline(request: $request) { items { ${TIMELINE_ITEM_FIELDS} } pageInfo { next } }
}`;

const POSTS = `query($request: PostsRequest!) {
  posts(request: $request) { items { ${ANY_POST_FIELDS} } pageInfo { next } }
}`;

/** A `Paginated…Result`; its items are read one by one. */
const pageSchema = z.object({
  items: z.array(z.unknown()),
  pageInfo: z.object({ next: z.nullish(z.string()) }),
});

/** One page of a list through `parse`, each item that does not parse left out and reported. */
async function readPage(
  call: LensCall,
  query: string,
  field: 'timeline' | 'posts',
  request: Record<string, unknown>,
  parse: (item: unknown) => LensParsed<Post>,
  signal: AbortSignal,
  report: SkipReporter | undefined,
): Promise<SourceResult<Page<Post>>> {
  const answer = await call(query, { request }, signal);
  if (!answer.ok) return answer;
  const page = pageSchema.safeParse(answer.value[field]);
  if (!page.success) return fail({ kind: 'network', message: 'Lens answered in an unknown shape' });
  const { items, pageInfo } = page.data;
  return ok({
    items: parseItems('Lens', items, parse, report),
    ...(pageInfo.next ? { cursor: pageInfo.next } : {}),
  });
}

export interface LensReadsOptions {
  api: string;
  /** The signed-in Lens account (its address): the timeline is its own. */
  account: string;
  store: CredentialStore<LensCredentials>;
  now?: () => number;
  /** For lists that take one (an author's posts); FIFTY unless told. */
  pageSize?: LensPageSize;
  report?: SkipReporter;
}

/**
 * Lens's reading side, through the v3 GraphQL API as the signed-in account:
 * its timeline (the accounts it follows, reposts among them) and one
 * account's posts, quotes and reposts (no comments), newest first, by the
 * API's cursors. Answers map into Posts (lensPostView.ts); an item that
 * does not parse is left out with its reason.
 */
export function createLensReads(options: LensReadsOptions): SourceReads {
  const call = createLensSignedInRequest({
    api: options.api,
    account: options.account,
    store: options.store,
    ...(options.now ? { now: options.now } : {}),
  });
  const pageSize = options.pageSize ?? 'FIFTY';
  return {
    source: 'Lens',
    homeTimeline: (cursor, signal) =>
      readPage(
        call,
        TIMELINE,
        'timeline',
        { account: options.account, ...(cursor ? { cursor } : {}) },
        lensTimelineItem,
        signal,
        options.report,
      ),
    authorPosts: (profileId, cursor, signal) =>
      readPage(
        call,
        POSTS,
        'posts',
        {
          filter: { authors: [profileId], postTypes: ['ROOT', 'QUOTE', 'REPOST'] },
          pageSize,
          ...(cursor ? { cursor } : {}),
        },
        lensAnyPost,
        signal,
        options.report,
      ),
  };
}
