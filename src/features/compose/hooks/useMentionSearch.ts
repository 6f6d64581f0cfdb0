import { useEffect, useState } from 'react';
import { productSessionToken } from '@/runtime/productSession';
import { useRuntime } from '@/runtime/RuntimeProvider';
import type { RankedIdentity } from '@/domain/composer/rules/mentionPeople';
import { searchMentions, type MentionSearchResult } from '@/sources/product/searchMentions';

/** composer.md §7.7, §9: the mention search waits for typing to pause this long. */
export const MENTION_SEARCH_DEBOUNCE_MS = 1000;

/** Answers already had, by query (the same query typed again is not asked twice). */
const answered = new Map<string, MentionSearchResult>();
const REMEMBERED = 50;

export type MentionSearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; suggestions: RankedIdentity[]; failed: string[] };

/**
 * The mention menu's results for a query (composer.md §2.3, §7.7): asked
 * 1 s after the query last changed; an older query's answer never replaces a
 * newer one's.
 */
export function useMentionSearch(apiBase: string, query: string | undefined): MentionSearchState {
  const [answer, setAnswer] = useState<MentionSearchResult & { query: string }>();
  const runtime = useRuntime();
  const key = query?.trim().toLowerCase() ?? '';

  useEffect(() => {
    if (!key || answered.has(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // X is searched for a device with a Polycast session only (the server pays for it).
      const session = runtime
        ? runtime.vault().then(productSessionToken)
        : Promise.resolve(undefined);
      void session
        .then((token) => searchMentions(apiBase, key, controller.signal, token))
        .then(
          (result) => {
            if (result.failed.length === 0) {
              answered.set(key, result);
              if (answered.size > REMEMBERED) answered.delete(answered.keys().next().value ?? '');
            }
            setAnswer({ query: key, ...result });
          },
          () => undefined, // aborted: a newer query took over
        );
    }, MENTION_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, key, runtime]);

  if (!key) return { status: 'idle' };
  const known = answered.get(key) ?? (answer?.query === key ? answer : undefined);
  return known
    ? { status: 'done', query: key, suggestions: known.suggestions, failed: known.failed }
    : { status: 'searching', query: key };
}
