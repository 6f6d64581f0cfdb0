import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';

interface Caret {
  start: number;
  end: number;
}

export interface EditorFocus {
  /** Each post's text box, as PostEditor mounts and unmounts it. */
  register: (postId: string, field: HTMLTextAreaElement | null) => void;
  /** Where the caret is in a post's text box (kept when it loses focus or unmounts). */
  remember: (postId: string, field: HTMLTextAreaElement) => void;
  /**
   * Puts the caret in the focused post's text box once it is on screen: where
   * it was last in that post, or else at the end of its text.
   */
  focusCursor: () => void;
}

/**
 * Where the caret goes in the composer (issue 18): it opens with the caret
 * in the focused post's text box, at the end of its text; it follows a post
 * added or deleted to the post it leaves focused; and it comes back where it
 * was after the composer's inner routes (GIF, Drafts), which unmount the
 * editor. The carets are remembered per post for as long as the composer is
 * open.
 */
export function useEditorFocus(cursor: string): EditorFocus {
  const fields = useRef(new Map<string, HTMLTextAreaElement>());
  const carets = useRef(new Map<string, Caret>());
  // Opening is a request too: the first render's text box gets the caret.
  const pending = useRef(true);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const register = useCallback((postId: string, field: HTMLTextAreaElement | null) => {
    if (field) fields.current.set(postId, field);
    else fields.current.delete(postId);
  }, []);
  const remember = useCallback((postId: string, field: HTMLTextAreaElement) => {
    carets.current.set(postId, { start: field.selectionStart, end: field.selectionEnd });
  }, []);
  const focusCursor = useCallback(() => {
    pending.current = true;
    rerender();
  }, []);

  // After every render, and so after the modal has opened (its effect runs first):
  // a pending request is met as soon as the focused post's text box is on screen. A layout
  // effect, so the caret has moved before the next key: Preact runs plain effects after the
  // paint, and a person (or a test) typing at once would type into the old field.
  useLayoutEffect(() => {
    if (!pending.current) return;
    const field = fields.current.get(cursor);
    if (!field?.isConnected) return;
    pending.current = false;
    const length = field.value.length;
    const caret = carets.current.get(cursor) ?? { start: length, end: length };
    field.focus();
    field.setSelectionRange(Math.min(caret.start, length), Math.min(caret.end, length));
  });

  return { register, remember, focusCursor };
}
