import './postToggles.css';
import { networkOffers } from '@/domain/actions/actionSupport';
import type { ToggleKind, ToggleState } from '@/domain/actions/toggleIntent';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { Post, PostActivity } from '@/domain/reading/post';
import { useReadingAccount } from '@/features/accounts';
import { BookmarksIcon, LikeIcon, RepostIcon, type Icon } from '@/ui/icons';
import { useToggle } from '../hooks/useToggle';

/** What each network calls sharing someone's post again (issue 21: repost, recast). */
const REPOST_WORD: Record<PostSource, string> = {
  Bsky: 'Repost',
  Twitter: 'Repost',
  Lens: 'Repost',
  Farcaster: 'Recast',
};

interface ToggleProps {
  post: Post;
  kind: ToggleKind;
  /** The button's name, before "on {network}". */
  word: string;
  icon: Icon;
  read: ToggleState;
  /** The count's noun for screen readers ("likes"); none for a switch without a count. */
  noun?: string;
}

/**
 * One switch of a post: a button that says its state (pressed or not), the
 * icon filled when on, and its count beside it.
 */
function PostToggle({ post, kind, word, icon: ToggleIcon, read, noun }: ToggleProps) {
  const accountId = useReadingAccount(post.source);
  const { shown, press } = useToggle(
    { source: post.source, kind, target: post.id, accountId },
    read,
  );
  return (
    <span className={`post-toggle post-toggle-${kind}`}>
      <button type="button" aria-pressed={shown.on} onClick={press}>
        <ToggleIcon size={15} aria-hidden="true" fill={shown.on ? 'currentColor' : 'none'} />
        <span className="visually-hidden">
          {word} on {SOURCE_LABELS[post.source]}
        </span>
      </button>
      {noun !== undefined && shown.count !== undefined && (
        // The space keeps the button's name and the count apart for screen readers.
        <span className="post-count">
          {' '}
          {shown.count}
          <span className="visually-hidden"> {noun}</span>
        </span>
      )}
    </span>
  );
}

/**
 * A post's repost, like and bookmark on its network (issue 21, reading.md
 * §2.11), shown once the network's own state is known: each press shows at
 * once and goes to the network through the outbox.
 */
export function PostToggles({ post, activity }: { post: Post; activity: PostActivity }) {
  const { counts, viewer = {} } = activity;
  return (
    <>
      <PostToggle
        post={post}
        kind="repost"
        word={REPOST_WORD[post.source]}
        icon={RepostIcon}
        read={{ on: viewer.reposted ?? false, count: counts.reposts }}
        noun="reposts"
      />{' '}
      <PostToggle
        post={post}
        kind="like"
        word="Like"
        icon={LikeIcon}
        read={{ on: viewer.liked ?? false, count: counts.likes }}
        noun="likes"
      />
      {networkOffers(post.source, 'bookmark') && (
        <>
          {' '}
          <PostToggle
            post={post}
            kind="bookmark"
            word="Bookmark"
            icon={BookmarksIcon}
            read={{ on: viewer.bookmarked ?? false }}
          />
        </>
      )}
    </>
  );
}
