import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { SOURCE_SLUGS, type PostSource } from '@/domain/networks';
import type { ExploreTab } from '@/domain/routes/exploreTabs';
import { useDebouncedValue } from '@/ui/useDebouncedValue';
import { exploreWords } from '../runtime/exploreReach';

/** How long typing rests before the words go to the address (and so to the network). */
export const EXPLORE_DEBOUNCE_MS = 300;

/**
 * The search field's words, kept in the address (`?q=`): typing settles
 * there after a pause (replacing the entry, so Back leaves Explore rather
 * than stepping through keystrokes), Enter at once; words arriving from the
 * address (a hashtag's link, Back, another network's tab) fill the field.
 */
export function useExploreWords(tab: ExploreTab, source: PostSource, q: string | undefined) {
  const navigate = useNavigate();
  const inAddress = exploreWords(q);
  const [text, setText] = useState(inAddress);
  const [shown, setShown] = useState(inAddress);
  // Words that came from the address replace what the field holds.
  if (shown !== inAddress) {
    setShown(inAddress);
    if (exploreWords(text) !== inAddress) setText(inAddress);
  }

  const goTo = useCallback(
    (words: string) =>
      void navigate({
        to: '/explore/$explore/$source',
        params: { explore: tab, source: SOURCE_SLUGS[source] },
        search: words ? { q: words } : {},
        replace: true,
      }),
    [navigate, tab, source],
  );

  const typed = exploreWords(text);
  const settled = useDebouncedValue(typed, EXPLORE_DEBOUNCE_MS);
  useEffect(() => {
    // Only once typing has rested on what the field holds: a pause on older words sends nothing.
    if (settled === typed && settled !== inAddress) goTo(settled);
  }, [settled, typed, inAddress, goTo]);

  return { text, setText, submit: () => goTo(typed) };
}
