// Its styles come with the row, wherever a timeline row is shown.
import './timelinePost.css';
import { useRef, type RefObject } from 'react';
import { SOURCE_LABELS } from '@/domain/networks';
import type { Post } from '@/domain/reading/post';
import { PostCard } from '@/features/post';
import {
  PostMenu,
  PostReplyButton,
  PostShareMenu,
  PostToggles,
  useDeletedPosts,
} from '@/features/actions';
import { usePostActivity } from '../hooks/usePostActivity';

/**
 * One row of a timeline: the post, and the networks it is on, each with its
 * own counts (a cross-post, issue 20, is shown once with every network's).
 */
export function TimelinePost({ post, alsoOn = [] }: { post: Post; alsoOn?: readonly Post[] }) {
  const deleted = useDeletedPosts();
  const row = useRef<HTMLUListElement>(null);
  // A copy the reader deleted leaves the row at once; the row goes with its last copy.
  const copies = [post, ...alsoOn].filter((copy) => !deleted(copy));
  const shown = copies[0];
  if (!shown) return null;
  const networks = copies.map((p) => SOURCE_LABELS[p.source]).join(', ');
  return (
    <PostCard post={shown} label={`${shown.author.displayName} on ${networks}`}>
      <ul className="timeline-post-networks" aria-label="Networks" ref={row}>
        {copies.map((copy) => (
          <NetworkCopy key={copy.source} post={copy} row={row} />
        ))}
      </ul>
    </PostCard>
  );
}

/**
 * One network's copy: its badge; Reply with its count, and its repost, like
 * and bookmark switches with their counts, once the network's state is
 * known; its Share and 'more' menus.
 */
function NetworkCopy({ post, row }: { post: Post; row: RefObject<HTMLUListElement | null> }) {
  const activity = usePostActivity(post, row);
  return (
    <li>
      <span className={`badge source-${post.source.toLowerCase()}`}>
        {SOURCE_LABELS[post.source]}
      </span>
      {activity && (
        // The spaces keep the words apart for screen readers ("Bluesky 3 replies 2 reposts…");
        // a flex box draws none of them.
        <span className="post-counts muted">
          {' '}
          <PostReplyButton post={post} replies={activity.counts.replies} />{' '}
          <PostToggles post={post} activity={activity} />
        </span>
      )}
      <PostShareMenu post={post} />
      <PostMenu post={post} />
    </li>
  );
}
