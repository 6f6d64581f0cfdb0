import type { Page, Post } from '@/domain/reading/post';
import type { SourceResult } from '@/domain/result';
import type { CredentialStore } from '../credentialStore';
import type { SkipReporter } from '../reading/parseItems';
import { lensAnyPost } from './lensFeedItem';
import { readLensPage } from './lensPage';
import { ANY_POST_FIELDS } from './lensPostFields';
import type { LensPageSize } from './lensReads';
import type { LensCredentials } from './lensSession';
import { createLensSignedInRequest, type LensCall } from './lensSignedInRequest';

const POST_BOOKMARKS = `query($request: PostBookmarksRequest!) {
  postBookmarks(request: $request) { items { ${ANY_POST_FIELDS} } pageInfo { next } }
}`;

export interface LensBookmarksOptions {
  api: string;
  /** The signed-in Lens account (its address): bookmarks are private to it. */
  account: string;
  store: CredentialStore<LensCredentials>;
  now?: () => number;
  /** FIFTY unless told. */
  pageSize?: LensPageSize;
  report?: SkipReporter;
}

/**
 * The signed-in account's bookmarks on Lens v3 (`postBookmarks`, private to
 * it, newest first), one page at a time by the API's cursor: each as a
 * Post (a bookmarked repost as the post it points at); an item that does
 * not parse is left out with its reason.
 */
export function createLensBookmarks(options: LensBookmarksOptions) {
  const call = createLensSignedInRequest({
    api: options.api,
    account: options.account,
    store: options.store,
    ...(options.now ? { now: options.now } : {}),
  });
  return lensBookmarksThrough(call, options.pageSize ?? 'FIFTY', options.report);
}

/** The same, through a signed-in request already made (the reads' own, one session). */
export function lensBookmarksThrough(
  call: LensCall,
  pageSize: LensPageSize,
  report: SkipReporter | undefined,
) {
  return {
    getBookmarks: (
      cursor: string | undefined,
      signal: AbortSignal,
    ): Promise<SourceResult<Page<Post>>> =>
      readLensPage(
        call,
        POST_BOOKMARKS,
        'postBookmarks',
        { pageSize, ...(cursor ? { cursor } : {}) },
        lensAnyPost,
        signal,
        report,
      ),
  };
}
