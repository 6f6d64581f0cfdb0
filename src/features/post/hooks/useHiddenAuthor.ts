import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { hiddenAuthorReason, isChannelPath, isProfilePath } from '@/domain/reading/hiddenAuthor';
import type { Post } from '@/domain/reading/post';
import { useAuthorMuted, useChannelMuted } from '@/features/actions';

/**
 * Whether a post is behind the muted-or-blocked placeholder here (never on
 * a profile page; a cast in a muted channel never on a channel page), and
 * `show` to reveal it for this view (reading.md §2.2, §4.2).
 */
export function useHiddenAuthor(post: Pick<Post, 'author' | 'source' | 'channel'>) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const onProfilePage = isProfilePath(pathname);
  const onChannelPage = isChannelPath(pathname);
  const channelMuted = useChannelMuted(post);
  const authorMuted = useAuthorMuted(post);
  const [shown, setShown] = useState(false);
  return {
    hidden: shown
      ? undefined
      : hiddenAuthorReason(post, { onProfilePage, onChannelPage, channelMuted, authorMuted }),
    show: () => setShown(true),
  };
}
