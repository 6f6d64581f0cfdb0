import type { ReactNode } from 'react';
import type { PostView } from '@/sources/source';

const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** One post as read from its network: author, time, text, pictures and counts. */
export function PostCard(props: { post: PostView; label: string; children?: ReactNode }) {
  const { post } = props;
  return (
    <article className="post-card" aria-label={props.label}>
      <header className="post-card-author">
        {post.author.avatarUrl && <img src={post.author.avatarUrl} alt="" width={36} height={36} />}
        <span>
          <strong>{post.author.displayName}</strong>{' '}
          <span className="muted">@{post.author.handle}</span>
        </span>
        <time className="muted" dateTime={post.createdAt}>
          {time.format(new Date(post.createdAt))}
        </time>
      </header>
      <p className="post-card-text">{post.text}</p>
      {post.media.length > 0 && (
        <div className="post-card-media">
          {post.media.map((media) =>
            media.kind === 'image' ? (
              <img key={media.url} src={media.url} alt={media.alt ?? ''} loading="lazy" />
            ) : (
              <video key={media.url} src={media.url} controls preload="metadata" />
            ),
          )}
        </div>
      )}
      <p className="post-card-counts muted">
        {post.counts.replies} replies · {post.counts.reposts} reposts · {post.counts.likes} likes
      </p>
      {props.children}
    </article>
  );
}
