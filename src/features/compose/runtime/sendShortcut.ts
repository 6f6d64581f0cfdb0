/** What a key press is, as the send shortcut needs to know it. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The key ends or is part of an input method's composition (not a command). */
  isComposing: boolean;
}

/**
 * Ctrl+Enter (Cmd+Enter on a Mac) in a post's text sends, as Send does:
 * Enter with Ctrl or Cmd alone, never while an input method is composing.
 */
export const isSendShortcut = (press: KeyPress): boolean =>
  press.key === 'Enter' &&
  (press.ctrlKey || press.metaKey) &&
  !press.altKey &&
  !press.shiftKey &&
  !press.isComposing;
