import { useId } from 'react';
import { SOURCE_LABELS, type PostSource } from '@/domain/networks';
import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { failedToPostOn, POST_FAILED_TO_PUBLISH } from '@/domain/messages/composer';
import { networkList } from '@/domain/composer/rules/networkNames';

/**
 * composer.md §8: after sending, 'Failed to post on: {platforms}' when some
 * networks failed, 'Post failed to publish.' when all did.
 */
export function FailureNotice(props: {
  posts: readonly ComposerPost[];
  sources: readonly PostSource[];
}) {
  const failed = props.sources.filter((s) => props.posts.some((post) => post.postError[s]));
  if (failed.length === 0) return null;
  return (
    <p role="alert" className="composer-failure">
      {failed.length === props.sources.length
        ? POST_FAILED_TO_PUBLISH
        : failedToPostOn(networkList(failed))}
    </p>
  );
}

/** composer.md §2.3: per failed network, 'failed at {index} / {total}'. */
export function failureTooltip(posts: readonly ComposerPost[], sources: readonly PostSource[]) {
  return sources
    .flatMap((source) => {
      const at = posts.findIndex((post) => post.postError[source]);
      return at === -1
        ? []
        : [
            `${SOURCE_LABELS[source]}: failed at ${at + 1} / ${posts.length} (${posts[at]?.postError[source] ?? ''})`,
          ];
    })
    .join('\n');
}

/**
 * composer.md §2.3: the send button says how many posts go, shows progress
 * while they go, and offers a retry (with each failure) when some failed.
 * While it cannot send, it says why beside it (its accessible description).
 */
export function SendButton(props: {
  phase: 'editing' | 'sending' | 'failed' | 'published';
  posts: readonly ComposerPost[];
  sources: readonly PostSource[];
  progress: { published: number; total: number };
  /** composer.md §2.3: with a schedule time set, the button schedules. */
  scheduled?: boolean;
  /** composer.md §5.1: why the post cannot be sent now; the button is enabled without one. */
  blockedReason: string | undefined;
  onSend: () => void;
  onRetry: () => void;
}) {
  const reasonId = useId();
  const count = props.posts.length;
  if (props.phase === 'failed') {
    return (
      <button
        type="button"
        className="primary send-button"
        title={failureTooltip(props.posts, props.sources)}
        onClick={props.onRetry}
      >
        Retry failed networks
      </button>
    );
  }
  if (props.phase === 'sending' || props.phase === 'published') {
    return (
      <button type="button" className="primary send-button" disabled aria-live="polite">
        {props.scheduled
          ? props.phase === 'published'
            ? 'Scheduled'
            : 'Scheduling…'
          : props.phase === 'published'
            ? 'Posted'
            : `Posting ${props.progress.published}/${props.progress.total}`}
      </button>
    );
  }
  const blocked = props.blockedReason !== undefined;
  return (
    <>
      {blocked && (
        <p id={reasonId} className="send-reason">
          {props.blockedReason}
        </p>
      )}
      <button
        type="submit"
        className="primary send-button"
        disabled={blocked}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {props.scheduled ? 'Schedule' : count > 1 ? `Send ${count} posts` : 'Send'}
      </button>
    </>
  );
}
