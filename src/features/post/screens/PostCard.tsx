// Its styles come with the card, wherever it is shown (a side-effect import in the feature's index is dropped: package.json's sideEffects).
import './postCard.css';
import type { ReactNode } from 'react';
import type { Post } from '@/domain/reading/post';
import { fullDateTime, postAge, postAgeName } from '@/domain/reading/postAge';
import { postPagePath, profilePath } from '@/domain/routes/appPaths';
import { AppLink } from '@/ui/AppLink';
import { useHiddenAuthor } from '../hooks/useHiddenAuthor';
import { HiddenPostNotice } from './HiddenPostNotice';
import { Avatar } from '@/ui/Avatar';
import { useNow } from '@/ui/useNow';
import { LinkCardView } from './LinkCardView';
import { PostMedia } from './PostMedia';
import { PostText } from './PostText';
import { QuoteCard } from './QuoteCard';

/** How old the post is ('5m', 'Nov 20'), kept current; its name is the full date and time. */
function PostTime({ href, createdAt }: { href: string; createdAt: string }) {
  const now = useNow(60_000);
  const at = new Date(createdAt);
  const full = Number.isNaN(at.getTime()) ? createdAt : fullDateTime(at);
  const age = postAge(at, new Date(now));
  return (
    <AppLink href={href} className="post-card-time muted" aria-label={postAgeName(age, full)}>
      <time dateTime={createdAt} title={full}>
        {age}
      </time>
    </AppLink>
  );
}

/**
 * One post as read from its network (reading.md §2.2): author, age (a link
 * to the post's page), whom it replies to (as X and Phanpy say it), text
 * with its links, attachments, link card and the quoted post; `children` go
 * below (counts, actions). A muted or blocked author's post shows as a
 * placeholder with 'Show post' (for this view), except on profile pages.
 */
export function PostCard(props: {
  post: Post;
  label: string;
  /** Replies clamp long text (reading.md §2.2). */
  inReply?: boolean;
  /** Every picture, not 9: the post's own page. */
  allMedia?: boolean;
  /** The post it replies to is shown just above (a thread): no "Replying to" line. */
  parentShown?: boolean;
  children?: ReactNode;
}) {
  const { post } = props;
  const author = profilePath(post.source, post.author.id);
  const { hidden, show } = useHiddenAuthor(post);
  if (hidden) {
    return (
      <article className="post-card post-card-hidden" aria-label="Hidden post">
        <HiddenPostNotice reason={hidden} onShow={show} />
      </article>
    );
  }
  return (
    // Focusable by script, not by Tab: a timeline moves the focus from post to post (j, k).
    <article className="post-card" aria-label={props.label} tabIndex={-1}>
      {post.repostedBy && (
        <p className="post-card-repost muted">Reposted by {post.repostedBy.displayName}</p>
      )}
      <header className="post-card-author">
        <AppLink href={author} aria-label={`${post.author.displayName}’s profile`}>
          <Avatar url={post.author.avatarUrl} name={post.author.displayName} />
        </AppLink>
        <span className="post-card-names">
          <AppLink href={author}>
            <strong>{post.author.displayName}</strong>
          </AppLink>{' '}
          <span className="muted">@{post.author.handle}</span>
        </span>
        <PostTime href={postPagePath(post.source, post.id)} createdAt={post.createdAt} />
      </header>
      {post.replyToAuthor && !props.parentShown && (
        <p className="post-card-reply-to muted">
          Replying to{' '}
          <AppLink href={profilePath(post.source, post.replyToAuthor.id)}>
            @{post.replyToAuthor.handle}
          </AppLink>
        </p>
      )}
      <PostText post={post} inReply={props.inReply ?? false} />
      <PostMedia post={post} all={props.allMedia ?? false} />
      {post.link && <LinkCardView link={post.link} />}
      {post.quote && <QuoteCard quote={post.quote} />}
      {props.children}
    </article>
  );
}
