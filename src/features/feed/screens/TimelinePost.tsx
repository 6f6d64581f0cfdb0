import { SOURCE_LABELS } from '@/domain/networks';
import type { Post } from '@/domain/reading/post';

const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One post in a timeline: who, when, what, and its counts; a cross-post
 * (issue 20) names every network it is on, each with its own counts.
 */
export function TimelinePost({ post, alsoOn = [] }: { post: Post; alsoOn?: readonly Post[] }) {
  const copies = [post, ...alsoOn];
  const networks = copies.map((p) => SOURCE_LABELS[p.source]).join(', ');
  return (
    <article className="timeline-post" aria-label={`${post.author.displayName} on ${networks}`}>
      {post.repostedBy && (
        <p className="timeline-post-repost muted">Reposted by {post.repostedBy.displayName}</p>
      )}
      <header className="timeline-post-author">
        {post.author.avatarUrl ? (
          <img src={post.author.avatarUrl} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className="timeline-post-avatar" aria-hidden="true">
            {post.author.displayName.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="timeline-post-names">
          <strong>{post.author.displayName}</strong>{' '}
          <span className="muted">@{post.author.handle}</span>
        </span>
        <time className="muted" dateTime={post.createdAt}>
          {time.format(new Date(post.createdAt))}
        </time>
      </header>
      {post.text && <p className="timeline-post-text">{post.text}</p>}
      {post.media.length > 0 && (
        <div className="timeline-post-media">
          {post.media.map((media) =>
            media.kind === 'video' ? (
              <video
                key={media.url}
                src={media.url}
                poster={media.coverUrl}
                controls
                preload="none"
              />
            ) : (
              <img
                key={media.url}
                src={media.url}
                alt={media.alt ?? ''}
                loading="lazy"
                {...(media.width && media.height
                  ? { width: media.width, height: media.height }
                  : {})}
              />
            ),
          )}
        </div>
      )}
      {post.quote && (
        <blockquote className="timeline-post-quote">
          <strong>{post.quote.author.displayName}</strong>{' '}
          <span className="muted">@{post.quote.author.handle}</span>
          <p>{post.quote.text}</p>
        </blockquote>
      )}
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
    </article>
  );
}
