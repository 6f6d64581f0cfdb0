import { SOURCE_LABELS } from '@/domain/networks';
import type { Post } from '@/domain/reading/post';
import { PostCard } from '@/features/post';

/**
 * One row of a timeline: the post, and the networks it is on, each with its
 * own counts (a cross-post, issue 20, is shown once with every network's).
 */
export function TimelinePost({ post, alsoOn = [] }: { post: Post; alsoOn?: readonly Post[] }) {
  const copies = [post, ...alsoOn];
  const networks = copies.map((p) => SOURCE_LABELS[p.source]).join(', ');
  return (
    <PostCard post={post} label={`${post.author.displayName} on ${networks}`}>
      <ul className="timeline-post-networks" aria-label="Networks">
        {copies.map((copy) => (
          <li key={copy.source}>
            <span className={`badge source-${copy.source.toLowerCase()}`}>
              {SOURCE_LABELS[copy.source]}
            </span>{' '}
            <span className="muted">
              {copy.counts.replies} replies · {copy.counts.reposts} reposts · {copy.counts.likes}{' '}
              likes
            </span>
          </li>
        ))}
      </ul>
    </PostCard>
  );
}
