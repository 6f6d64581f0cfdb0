import { SOURCE_LABELS } from '@/domain/networks';
import { parentPostFromView } from '@/domain/reading/parentPostFromView';
import type { Post } from '@/domain/reading/post';
import { composerLauncher } from '@/features/compose';
import { ReplyIcon } from '@/ui/icons';

/**
 * Reply on one network's copy of a post, with its count of replies: opens
 * the composer replying to that copy (composer.md §2.3).
 */
export function PostReplyButton({ post, replies }: { post: Post; replies: number }) {
  return (
    <span className="post-toggle post-toggle-reply">
      <button
        type="button"
        onClick={() =>
          composerLauncher.open({ type: 'reply', parent: [parentPostFromView(post.source, post)] })
        }
      >
        <ReplyIcon size={15} aria-hidden="true" />
        <span className="visually-hidden">Reply on {SOURCE_LABELS[post.source]}</span>
      </button>
      {/* The space keeps the button's name and the count apart for screen readers. */}
      <span className="post-count">
        {' '}
        {replies}
        <span className="visually-hidden"> replies</span>
      </span>
    </span>
  );
}
