import { useEffect, useRef, useState } from 'react';
import type { ComposerEvent } from '../machines/composerMachine';
import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { visibleText } from '@/domain/composer/model/renderChars';
import { linkToPreview } from '@/domain/composer/rules/linkPreview';
import { fetchLinkPreview } from '@/sources/product/fetchLinkPreview';

/** Typing pauses this long before a link is looked up (no request per keystroke). */
const LOOKUP_DELAY_MS = 600;

/**
 * composer.md §2.3, §5.10: a post's link card follows its first link: looked
 * up through the product server once typing pauses, dropped when the link
 * goes. A card the user removed stays removed for that link.
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

  useEffect(() => {
    if (!editable) return;
    if (!link) {
      requested.current = undefined;
      if (hasCard) send({ type: 'preview.set', postId: post.id, preview: undefined });
      return;
    }
    if (requested.current === link) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      requested.current = link;
      void fetchLinkPreview(apiBase, link, controller.signal).then((preview) => {
        if (!controller.signal.aborted) send({ type: 'preview.set', postId: post.id, preview });
      });
    }, LOOKUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [apiBase, editable, hasCard, link, post.id, send]);

  return {
    remove() {
      if (link) setDismissed((now) => [...now, link]);
      send({ type: 'preview.set', postId: post.id, preview: undefined });
    },
  };
}
