import { useEffect, useRef, useState } from 'react';
import type { ComposerEvent } from '../machines/composerMachine';
import { isPostLocked, type ComposerPost } from '@/domain/composer/model/composerPost';
import { visibleText } from '@/domain/composer/model/renderChars';
import { charsAfterTyping } from '@/domain/composer/rules/editorText';
import { POST_PUBLISHED_EVERYWHERE } from '@/domain/messages/disabledReasons';
import { insertAtCaret } from '@/domain/composer/rules/insertAtCaret';
import type { EmojiEntry } from './emoji/emojiData';
import { searchEmoji } from './emoji/searchEmoji';
import { useListbox } from '@/ui/useListbox';
import { EmojiIcon } from '@/ui/icons';
import { ExplainedButton } from './ExplainedButton';
import './pickers.css';
import { focusOnMount } from '@/ui/focusOnMount';

/** Emoji per row of the grid (the arrow keys move by one, or by a row). */
const COLUMNS = 8;

/** The curated list, loaded when the picker first opens (it is not needed before). */
let loading: Promise<readonly EmojiEntry[]> | undefined;
const loadEmoji = () => (loading ??= import('./emoji/emojiData').then((m) => m.EMOJI));

/**
 * composer.md §2.3: the emoji picker. A searchable grid of common emoji (a
 * combobox over a listbox: arrows move, Enter inserts, Escape closes);
 * the chosen one goes in at the caret of the focused post's text, replacing
 * any selection, and the caret stays right after it. It opens in the
 * composer's flow, on its own line under the toolbar, rather than floating
 * over it: it always fits the composer's width and never covers the post or
 * its attachments (their Remove buttons stay usable while it is open).
 */
export function EmojiPicker(props: {
  post: ComposerPost | undefined;
  /** Why nothing in the post can change now (the composer is sending, or failed), if so. */
  lockedReason: string | undefined;
  send: (event: ComposerEvent) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [all, setAll] = useState<readonly EmojiEntry[]>();
  const box = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The post text the user was last in: its selection is where the emoji goes.
  const lastTextarea = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLTextAreaElement) lastTextarea.current = event.target;
    };
    form.addEventListener('focusin', onFocusIn);
    return () => form.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void loadEmoji().then((list) => {
      if (live) setAll(list);
    });
    const onDown = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => {
      live = false;
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);

  // Opened (and once its emoji are here), the whole picker is scrolled into the composer's view.
  const loaded = all !== undefined;
  useEffect(() => {
    if (open && loaded) panel.current?.scrollIntoView({ block: 'nearest' });
  }, [open, loaded]);

  const shown = all ? searchEmoji(all, query) : [];

  /** The focused post's text field: the one last used, or the one showing that post's text. */
  const textareaOf = (text: string) => {
    const last = lastTextarea.current;
    if (last?.isConnected && last.value === text) return last;
    const form = box.current?.closest('form');
    return [...(form?.querySelectorAll('textarea') ?? [])].find((t) => t.value === text);
  };

  const close = (focus?: HTMLElement | null) => {
    setOpen(false);
    setQuery('');
    listbox.setActive(0);
    (focus ?? button.current)?.focus();
  };

  const insert = (entry: EmojiEntry) => {
    const post = props.post;
    if (!post) return;
    const text = visibleText(post.chars);
    const field = textareaOf(text);
    const selection = field
      ? { start: field.selectionStart, end: field.selectionEnd }
      : { start: text.length, end: text.length };
    const next = insertAtCaret(text, selection, entry.emoji);
    // As typing does: the visible text, with mentions the edit did not touch kept.
    props.send({
      type: 'text.changed',
      postId: post.id,
      chars: charsAfterTyping(post.chars, next.text),
    });
    setOpen(false);
    setQuery('');
    listbox.setActive(0);
    // Once the new text is on screen, the caret goes right after the emoji.
    requestAnimationFrame(() => {
      if (!field?.isConnected) return;
      field.focus();
      field.setSelectionRange(next.caret, next.caret);
    });
  };

  const listbox = useListbox({
    open,
    count: shown.length,
    columns: COLUMNS,
    field: 'search',
    onChoose: (index) => {
      const entry = shown[index];
      if (entry) insert(entry);
    },
    onClose: () => close(),
  });

  return (
    <div className="emoji-picker" ref={box}>
      <ExplainedButton
        ref={button}
        aria-haspopup="listbox"
        aria-expanded={open}
        disabledReason={
          props.lockedReason ??
          (!props.post || isPostLocked(props.post) ? POST_PUBLISHED_EVERYWHERE : undefined)
        }
        onClick={() => (open ? close() : setOpen(true))}
      >
        <EmojiIcon className="tool-icon" size={18} aria-hidden="true" />
        Emoji
      </ExplainedButton>
      {open && (
        <div className="emoji-panel" role="group" aria-label="Emoji picker" ref={panel}>
          <input
            type="search"
            role="combobox"
            aria-label="Search emoji"
            aria-expanded="true"
            aria-controls={listbox.listId}
            aria-autocomplete="list"
            aria-activedescendant={listbox.activeDescendant}
            placeholder="Search emoji"
            ref={focusOnMount}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              listbox.setActive(0);
            }}
            onKeyDown={listbox.onKeyDown}
          />
          <ul id={listbox.listId} role="listbox" aria-label="Emoji" className="emoji-grid">
            {shown.map((entry, index) => (
              <li
                key={entry.emoji}
                {...listbox.optionProps(index)}
                aria-label={entry.name}
                aria-selected={index === listbox.active}
                title={entry.name}
                className={index === listbox.active ? 'emoji-option active' : 'emoji-option'}
                onClick={() => insert(entry)}
              >
                {entry.emoji}
              </li>
            ))}
          </ul>
          <p className="emoji-status" role="status">
            {!all
              ? 'Loading emoji…'
              : shown.length === 0
                ? `No emoji matches “${query.trim()}”.`
                : ''}
          </p>
        </div>
      )}
    </div>
  );
}
