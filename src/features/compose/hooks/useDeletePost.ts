import { useCallback, useEffect, useRef } from 'react';
import { toasts } from '@/ui/toasts/toastStore';
import type { ComposeState } from '@/domain/composer/model/composeState';
import { deletingLosesWork, postDeletedNotice } from '@/domain/composer/rules/deletePost';
import { canDeleteThreadPost } from '@/domain/composer/rules/thread';
import type { ComposerEvent } from '../machines/composerMachine';

/** How long a deleted post's Undo stays offered (docs/decisions.md, "Deleting a thread post"). */
const UNDO_DELETE_MS = 10_000;

/**
 * Deleting a thread post (composer.md §4.1): an empty one just goes; one with
 * something in it goes with an Undo that puts it back in place. Either way
 * the caret goes to the post left focused. What was offered to undo goes
 * with the composer. The callback is stable and reads the latest posts.
 */
export function useDeletePost(
  compose: ComposeState,
  send: (event: ComposerEvent) => void,
  focusCursor: () => void,
) {
  const latest = useRef(compose);
  useEffect(() => {
    latest.current = compose;
  });
  const undoToasts = useRef(new Set<number>());
  useEffect(() => {
    const shown = undoToasts.current;
    return () => shown.forEach((id) => toasts.dismiss(id));
  }, []);
  return useCallback(
    (postId: string) => {
      const compose = latest.current;
      const index = compose.posts.findIndex((p) => p.id === postId);
      const post = compose.posts[index];
      if (!post || !canDeleteThreadPost(compose, postId)) return;
      send({ type: 'post.remove', postId });
      focusCursor();
      if (!deletingLosesWork(post)) return;
      const id = toasts.show(postDeletedNotice(index + 1, post), 'info', {
        durationMs: UNDO_DELETE_MS,
        action: {
          label: 'Undo',
          run: () => {
            undoToasts.current.delete(id);
            send({ type: 'post.restore', post, index });
            focusCursor();
          },
        },
      });
      undoToasts.current.add(id);
    },
    [send, focusCursor],
  );
}
