import type { Channel } from '@/domain/reading/post';
import { ok } from '@/domain/result';
import type { SkipReporter } from '../reading/parseItems';
import type { SourceReads } from '../reading/sourceReads';
import { lensAnyPost } from './lensFeedItem';
import { ACCOUNT_FIELDS, ANY_POST_FIELDS } from './lensPostFields';
import { GROUP_FIELDS, groupChannel, lensGroup } from './lensGroups';
import { lensAccount, readLensPage } from './lensPage';
import type { LensParsed } from './lensPostView';
import type { LensCall } from './lensSignedInRequest';

const SEARCH_POSTS = `query($request: PostsRequest!) {
  posts(request: $request) { items { ${ANY_POST_FIELDS} } pageInfo { next } }
}`;

const SEARCH_ACCOUNTS = `query($request: AccountsRequest!) {
  accounts(request: $request) { items { ${ACCOUNT_FIELDS} } pageInfo { next } }
}`;

/** A group as a channel row shows it: its name, icon and description, and whether the reader belongs. */
const SEARCH_GROUPS = `query($request: GroupsRequest!) {
  groups(request: $request) {
    items { ${GROUP_FIELDS} }
    pageInfo { next }
  }
}`;

/**
 * A `Group` as a Channel: its address is its id (`/club/lens/{address}`); a
 * group without metadata has no name to show and is left out.
 */
export function lensGroupChannel(item: unknown): LensParsed<Channel> {
  const group = lensGroup(item);
  if (!group.ok) return group;
  if (!group.value.metadata)
    return { ok: false, reason: 'a group without metadata', id: group.value.address };
  return { ok: true, value: groupChannel(group.value, undefined) };
}

type SearchField = 'posts' | 'accounts' | 'groups';

export interface LensSearchOptions {
  call: LensCall;
  pageSize: 'TEN' | 'FIFTY';
  report?: SkipReporter;
}

/**
 * Explore's searches through the Lens v3 API: posts whose content or tags
 * match the words (`posts` with `filter.searchQuery`; reposts left out, they
 * have no words of their own), accounts by username (`accounts` with
 * `filter.searchBy.localNameQuery`, best match first) and groups by name
 * (`groups` with `filter.searchQuery`). Without words, People lists the
 * accounts Lens ranks first (ACCOUNT_SCORE) and Channels the newest groups:
 * Lens's own suggestions. Every list pages by the API's cursor.
 */
export function lensSearchReads(
  options: LensSearchOptions,
): Required<Pick<SourceReads, 'searchPosts' | 'searchPeople' | 'searchChannels'>> {
  const { call, pageSize, report } = options;

  const readPage = <T>(
    query: string,
    field: SearchField,
    request: Record<string, unknown>,
    cursor: string | undefined,
    parse: (item: unknown) => LensParsed<T>,
    signal: AbortSignal,
  ) =>
    readLensPage(
      call,
      query,
      field,
      { ...request, pageSize, ...(cursor ? { cursor } : {}) },
      parse,
      signal,
      report,
    );

  return {
    searchPosts: async (query, cursor, signal) => {
      const words = query.trim();
      if (!words) return ok({ items: [] });
      return readPage(
        SEARCH_POSTS,
        'posts',
        { filter: { searchQuery: words, postTypes: ['ROOT', 'COMMENT', 'QUOTE'] } },
        cursor,
        lensAnyPost,
        signal,
      );
    },
    searchPeople: (query, cursor, signal) => {
      // A username has no @ of its own: `@ada` asks for `ada`.
      const name = query.trim().replace(/^@/, '');
      return readPage(
        SEARCH_ACCOUNTS,
        'accounts',
        name
          ? { filter: { searchBy: { localNameQuery: name } }, orderBy: 'BEST_MATCH' }
          : { orderBy: 'ACCOUNT_SCORE' },
        cursor,
        lensAccount,
        signal,
      );
    },
    searchChannels: (query, cursor, signal) => {
      const words = query.trim().replace(/^#/, '');
      return readPage(
        SEARCH_GROUPS,
        'groups',
        words ? { filter: { searchQuery: words } } : { orderBy: 'LATEST_FIRST' },
        cursor,
        lensGroupChannel,
        signal,
      );
    },
  };
}
