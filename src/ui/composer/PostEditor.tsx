import type { ReactNode } from 'react';
import type { ComposerPost } from '../../machines/composer/model/composerPost';
import { isPostLocked } from '../../machines/composer/model/composerPost';
import { visibleText } from '../../machines/composer/model/renderChars';
import type { SourceTiers } from '../../machines/composer/rules/sourceTier';
import { LengthCounter } from './LengthCounter';

/** composer.md §2.3: the placeholder for the first post, later posts, and a poll. */
function placeholderFor(post: ComposerPost, index: number): string {
  if (post.poll) return 'Ask a question…';
  return index === 0 ? 'What’s happening?' : 'Add another post…';
}

/** One post of the thread: its text, its length, and delete for a later post. */
export function PostEditor(props: {
  post: ComposerPost;
  index: number;
  total: number;
  focused: boolean;
  disabled: boolean;
  tiers: SourceTiers;
  canDelete: boolean;
  onText: (text: string) => void;
  onFocus: () => void;
  onDelete: () => void;
  /** Files dropped on or pasted into this post. */
  onFiles: (files: File[]) => void;
  /** The post's attached pictures and videos. */
  media?: ReactNode;
}) {
  const { post, index } = props;
  const locked = isPostLocked(post);
  const label = props.total === 1 || index === 0 ? 'Post text' : `Thread post ${index + 1} text`;
  return (
    <div
      className={`composer-post${props.focused ? ' focused' : ''}${locked ? ' locked' : ''}`}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        const files = [...event.dataTransfer.files];
        if (files.length === 0 || locked || props.disabled) return;
        event.preventDefault();
        props.onFiles(files);
      }}
    >
      <textarea
        aria-label={label}
        value={visibleText(post.chars)}
        placeholder={placeholderFor(post, index)}
        rows={props.total > 1 ? 3 : 5}
        readOnly={locked || props.disabled}
        onFocus={props.onFocus}
        onChange={(event) => props.onText(event.target.value)}
        onPaste={(event) => {
          const files = [...event.clipboardData.files];
          if (files.length === 0) return;
          event.preventDefault();
          props.onFiles(files);
        }}
      />
      {props.media}
      <div className="composer-post-footer">
        {locked ? (
          <span className="published-check" role="img" aria-label="Published on every network">
            ✓
          </span>
        ) : (
          <LengthCounter post={post} tiers={props.tiers} />
        )}
        {props.focused && props.canDelete && (
          <button type="button" className="link-button" onClick={props.onDelete}>
            Delete post
          </button>
        )}
      </div>
    </div>
  );
}
