import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/ui/useDebouncedValue';
import type { ComposerEvent } from '../machines/composerMachine';
import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { visibleText } from '@/domain/composer/model/renderChars';
import { linkToPreview } from '@/domain/composer/rules/linkPreview';
import { fetchLinkPreview } from '@/sources/product/fetchLinkPreview';

/** Typing pauses this long before a link is looked up (no request per keystroke). */
const LOOKUP_DELAY_MS = 600;

/** The same link looked up again within this long is answered from the query cache. */
const LINK_PREVIEW_FRESH_MS = 10 * 60_000;

/**
 * composer.md §2.3, §5.10: a post's link card follows its first link: looked
 * up through the product server once typing pauses, dropped when the link
 * goes. A card the user removed stays removed for that link. Answers are
 * the query cache's, so a link typed again is not asked twice.
 */
export function useLinkPreview(options: {
  apiBase: string;
  post: ComposerPost;
  editable: boolean;
  send: (event: ComposerEvent) => void;
}) {
  const { apiBase, post, editable, send } = options;
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const link = editable ? linkToPreview(visibleText(post.chars), dismissed) : undefined;
  const requested = useRef<string | undefined>(post.openGraphs[0] ? link : undefined);
  const hasCard = post.openGraphs.length > 0;

  const asked = useDebouncedValue(link ?? '', LOOKUP_DELAY_MS);
  const queries = useQueryClient();

  useEffect(() => {
    if (!editable) return;
    if (!link) {
      requested.current = undefined;
      if (hasCard) send({ type: 'preview.set', postId: post.id, preview: undefined });
      return;
    }
    // Once typing has paused on this link, and only once for it.
    if (asked !== link || requested.current === link) return;
    requested.current = link;
    let live = true;
    void queries
      .fetchQuery({
        queryKey: ['linkPreview', apiBase, link],
        queryFn: async ({ signal }) => (await fetchLinkPreview(apiBase, link, signal)) ?? null,
        staleTime: LINK_PREVIEW_FRESH_MS,
      })
      .then(
        (preview) => {
          if (live) send({ type: 'preview.set', postId: post.id, preview: preview ?? undefined });
        },
        () => undefined, // no card: the post goes without one
      );
    return () => {
      live = false;
    };
  }, [apiBase, asked, editable, hasCard, link, post.id, queries, send]);

  return {
    remove() {
      if (link) setDismissed((now) => [...now, link]);
      send({ type: 'preview.set', postId: post.id, preview: undefined });
    },
  };
}
