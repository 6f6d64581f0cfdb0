import { useQuery } from '@tanstack/react-query';
import { productSessionToken } from '@/runtime/productSession';
import { useRuntime } from '@/runtime/RuntimeProvider';
import type { RankedIdentity } from '@/domain/composer/rules/mentionPeople';
import { searchMentions, type MentionSearchResult } from '@/sources/product/searchMentions';
import { useDebouncedValue } from '@/ui/useDebouncedValue';

/** composer.md §7.7, §9: the mention search waits for typing to pause this long. */
export const MENTION_SEARCH_DEBOUNCE_MS = 1000;

/** The same query typed again within this long is answered from the cache. */
const MENTIONS_FRESH_MS = 5 * 60_000;

export type MentionSearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; suggestions: RankedIdentity[]; failed: string[] };

/**
 * The mention menu's results for a query (composer.md §2.3, §7.7): asked
 * 1 s after the query last changed; an older query's answer never replaces a
 * newer one's (each query is its own entry in the query cache). An answer
 * with a failed search is not kept: the next time asks again.
 */
export function useMentionSearch(apiBase: string, query: string | undefined): MentionSearchState {
  const runtime = useRuntime();
  const key = query?.trim().toLowerCase() ?? '';
  const asked = useDebouncedValue(key, MENTION_SEARCH_DEBOUNCE_MS);
  const search = useQuery<MentionSearchResult>({
    queryKey: ['mentions', apiBase, asked],
    enabled: asked !== '',
    staleTime: (found) => (found.state.data?.failed.length ? 0 : MENTIONS_FRESH_MS),
    queryFn: async ({ signal }) => {
      // X is searched for a device with a Polycast session only (the server pays for it).
      const token = runtime ? await runtime.vault().then(productSessionToken) : undefined;
      return searchMentions(apiBase, asked, signal, token);
    },
  });
  if (!key) return { status: 'idle' };
  const answer = key === asked ? search.data : undefined;
  return answer
    ? { status: 'done', query: key, suggestions: answer.suggestions, failed: answer.failed }
    : { status: 'searching', query: key };
}
