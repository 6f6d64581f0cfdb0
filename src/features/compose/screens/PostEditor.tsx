import { memo, useCallback } from 'react';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { ComposerEvent } from '../machines/composerMachine';
import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { isPostLocked } from '@/domain/composer/model/composerPost';
import { visibleText } from '@/domain/composer/model/renderChars';
import { charsAfterTyping } from '@/domain/composer/rules/editorText';
import type { SourceTiers } from '@/domain/composer/rules/sourceTier';
import { LengthCounter } from './LengthCounter';
import { LinkPreviewCard } from './LinkPreviewCard';
import { MediaGrid } from './MediaGrid';
import { VideoList } from './VideoList';
import { PollEditor } from './PollEditor';
import { PostMentions } from './PostMentions';
import { useMentionMenu } from '../hooks/useMentionMenu';
import { useLinkPreview } from '../hooks/useLinkPreview';
import { isSendShortcut } from '../runtime/sendShortcut';

const newId = () => crypto.randomUUID();

/** composer.md §2.3: the placeholder for the first post, later posts, and a poll. */
function placeholderFor(post: ComposerPost, index: number): string {
  if (post.poll) return 'Ask a question…';
  return index === 0 ? 'What’s happening?' : 'Add another post…';
}

/**
 * One post of the thread: its text, its length, its media, and delete for a
 * later post. Memoised with stable callbacks, so a keystroke re-renders only
 * the post typed in (a 25-post thread stays instant: bench/composerBench.ts).
 */
export const PostEditor = memo(function PostEditor(props: {
  runtime: AppRuntime;
  post: ComposerPost;
  index: number;
  total: number;
  focused: boolean;
  disabled: boolean;
  tiers: SourceTiers;
  canDelete: boolean;
  send: (event: ComposerEvent) => void;
  /** Files dropped on or pasted into a post. */
  onFiles: (postId: string, files: File[]) => void;
  /** Delete post: the composer decides how (at once, or with an Undo). */
  onDelete: (postId: string) => void;
  /** The composer's caret keeper (useEditorFocus): this post's text box and its caret. */
  registerField: (postId: string, field: HTMLTextAreaElement | null) => void;
  rememberCaret: (postId: string, field: HTMLTextAreaElement) => void;
}) {
  const { post, index, send, registerField, rememberCaret } = props;
  const locked = isPostLocked(post);
  const label = props.total === 1 || index === 0 ? 'Post text' : `Thread post ${index + 1} text`;
  const editable = !locked && !props.disabled;
  const preview = useLinkPreview({ apiBase: props.runtime.apiBase, post, editable, send });
  const card = post.openGraphs[0];
  const mentions = useMentionMenu({ apiBase: props.runtime.apiBase, post, editable, send });
  const {
    ref: mentionsRef,
    onSelect: mentionsOnSelect,
    onBlur: mentionsOnBlur,
  } = mentions.textareaProps;
  const postId = post.id;
  // The text box is both the mention menu's and the composer's caret keeper's.
  const fieldRef = useCallback(
    (field: HTMLTextAreaElement | null) => {
      mentionsRef.current = field;
      registerField(postId, field);
      return () => {
        mentionsRef.current = null;
        registerField(postId, null);
      };
    },
    [mentionsRef, registerField, postId],
  );
  return (
    <div
      className={`composer-post${props.focused ? ' focused' : ''}${locked ? ' locked' : ''}${post.isAnonymous ? ' anonymous' : ''}`}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        const files = [...event.dataTransfer.files];
        if (files.length === 0 || !editable) return;
        event.preventDefault();
        props.onFiles(post.id, files);
      }}
    >
      <textarea
        {...mentions.textareaProps}
        ref={fieldRef}
        aria-label={label}
        // Right-to-left text (Hebrew, Arabic) lays out right to left, as its first letter says.
        dir="auto"
        value={visibleText(post.chars)}
        placeholder={placeholderFor(post, index)}
        rows={props.total > 1 ? 3 : 5}
        readOnly={!editable}
        onKeyDown={(event) => {
          // The mention menu has the keys first (Enter there picks a person).
          mentions.textareaProps.onKeyDown(event);
          if (event.defaultPrevented) return;
          // Ctrl/Cmd+Enter sends, through the form, which sends only when Send is enabled.
          if (isSendShortcut(event.nativeEvent)) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        onFocus={() => {
          mentions.textareaProps.onFocus();
          send({ type: 'post.focus', postId: post.id });
        }}
        onSelect={(event) => {
          mentionsOnSelect(event);
          rememberCaret(postId, event.currentTarget);
        }}
        onBlur={(event) => {
          mentionsOnBlur();
          rememberCaret(postId, event.currentTarget);
        }}
        onChange={(event) => {
          // Mentions the edit did not touch stay mentions.
          const chars = charsAfterTyping(post.chars, event.target.value);
          send({ type: 'text.changed', postId: post.id, chars });
          mentions.track(event.target);
        }}
        onPaste={(event) => {
          const files = [...event.clipboardData.files];
          if (files.length === 0 || !editable) return;
          event.preventDefault();
          props.onFiles(post.id, files);
        }}
      />
      {mentions.menu}
      <PostMentions post={post} editable={editable} send={send} />
      <MediaGrid
        runtime={props.runtime}
        media={post.images}
        editable={!props.disabled}
        onRemove={(mediaId) => send({ type: 'media.removed', postId: post.id, mediaId })}
        onAlt={(mediaId, alt) => send({ type: 'media.alt', postId: post.id, mediaId, alt })}
      />
      <VideoList
        runtime={props.runtime}
        videos={post.videos}
        editable={!props.disabled}
        onRemove={(mediaId) => send({ type: 'media.removed', postId: post.id, mediaId })}
      />
      {post.poll && (
        <PollEditor
          poll={post.poll}
          sources={post.availableSources}
          disabled={!editable}
          newId={newId}
          onChange={(poll) => send({ type: 'poll.update', postId: post.id, poll })}
          onRemove={() => send({ type: 'poll.remove', postId: post.id })}
        />
      )}
      {card && <LinkPreviewCard preview={card} editable={editable} onRemove={preview.remove} />}
      <div className="composer-post-footer">
        {locked ? (
          <span className="published-check" role="img" aria-label="Published on every network">
            ✓
          </span>
        ) : (
          <LengthCounter post={post} tiers={props.tiers} />
        )}
        {props.focused && props.canDelete && (
          <button type="button" className="link-button" onClick={() => props.onDelete(post.id)}>
            Delete post
          </button>
        )}
      </div>
    </div>
  );
});
