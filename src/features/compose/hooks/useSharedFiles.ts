import { useEffect, useRef } from 'react';
import { openSharedFilesInbox } from '../runtime/sharedFilesInbox';

/**
 * Files another app shared (the share target; sw/receiveShare.ts kept them
 * in the inbox under `inboxId`) are attached to the post once, as if
 * dropped on it: checked against the networks' rules, warnings shown.
 */
export function useSharedFiles(
  inboxId: string | undefined,
  postId: string | undefined,
  attach: (postId: string, files: File[]) => void,
) {
  const taken = useRef(false);
  useEffect(() => {
    if (!inboxId || !postId || taken.current) return;
    taken.current = true;
    void openSharedFilesInbox()
      .then(async (inbox) => {
        try {
          const files = await inbox.take(inboxId);
          if (files.length > 0) attach(postId, files);
        } finally {
          inbox.close();
        }
      })
      .catch((error: unknown) => console.warn('The shared files could not be read:', error));
  }, [inboxId, postId, attach]);
}
