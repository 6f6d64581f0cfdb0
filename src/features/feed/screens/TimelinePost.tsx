// Its styles come with the row, wherever a timeline row is shown.
import './timelinePost.css';
import { useRef, useState, type RefObject } from 'react';
import { SOURCE_LABELS } from '@/domain/networks';
import type { Post } from '@/domain/reading/post';
import { PostCard } from '@/features/post';
import { PostMenu, PostToggles } from '@/features/actions';
import { ReplyIcon, type Icon } from '@/ui/icons';
import { usePostActivity } from '../hooks/usePostActivity';
import { useProfile } from '../hooks/useProfile';

/**
 * One row of a timeline: the post, and the networks it is on, each with its
 * own counts (a cross-post, issue 20, is shown once with every network's).
 */
export function TimelinePost({ post, alsoOn = [] }: { post: Post; alsoOn?: readonly Post[] }) {
  const copies = [post, ...alsoOn];
  const networks = copies.map((p) => SOURCE_LABELS[p.source]).join(', ');
  const row = useRef<HTMLUListElement>(null);
  return (
    <PostCard post={post} label={`${post.author.displayName} on ${networks}`}>
      <ul className="timeline-post-networks" aria-label="Networks" ref={row}>
        {copies.map((copy) => (
          <NetworkCopy key={copy.source} post={copy} row={row} />
        ))}
      </ul>
    </PostCard>
  );
}

/**
 * One count as the networks' apps draw it: the icon and the number, the
 * noun for screen readers ("3 replies").
 */
function Count({ icon: CountIcon, n, noun }: { icon: Icon; n: number; noun: string }) {
  return (
    <span className="post-count" title={`${n} ${noun}`}>
      <CountIcon size={15} aria-hidden="true" />
      {n}
      <span className="visually-hidden"> {noun}</span>
    </span>
  );
}

/**
 * One network's copy: its badge, its reply count, and its repost, like and
 * bookmark switches with their counts, once the network's state is known.
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
          <Count icon={ReplyIcon} n={activity.counts.replies} noun="replies" />{' '}
          <PostToggles post={post} activity={activity} />
        </span>
      )}
      <AuthorMenu post={post} />
    </li>
  );
}

/**
 * The copy's 'more' menu: how the reader relates to its author comes with
 * the post where the network sends it (Bluesky), else is read once the menu
 * opens.
 */
function AuthorMenu({ post }: { post: Post }) {
  const [opened, setOpened] = useState(false);
  const sent = post.author.viewer;
  const { query } = useProfile(post.source, post.author.id, { enabled: opened && !sent });
  const relation = sent ?? query.data?.viewer ?? (query.isFetched ? {} : undefined);
  return (
    <PostMenu post={post} relation={relation} onOpenChange={(open) => open && setOpened(true)} />
  );
}
