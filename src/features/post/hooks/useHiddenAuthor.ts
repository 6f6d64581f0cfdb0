import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { hiddenAuthorReason, isProfilePath } from '@/domain/reading/hiddenAuthor';
import type { Post } from '@/domain/reading/post';

/**
 * Whether a post is behind the muted-or-blocked placeholder here (never on
 * a profile page), and `show` to reveal it for this view (reading.md §2.2).
 */
export function useHiddenAuthor(post: Pick<Post, 'author'>) {
  const onProfilePage = isProfilePath(useLocation({ select: (l) => l.pathname }));
  const [shown, setShown] = useState(false);
  return {
    hidden: shown ? undefined : hiddenAuthorReason(post, { onProfilePage }),
    show: () => setShown(true),
  };
}
