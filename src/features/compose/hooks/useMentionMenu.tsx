import { useLayoutEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { ComposerEvent } from '../machines/composerMachine';
import type { ComposerPost } from '@/domain/composer/model/composerPost';
import { mentionSegment } from '@/domain/composer/model/richText';
import { insertMention, segmentAt } from '@/domain/composer/rules/editorText';
import type { RankedIdentity } from '@/domain/composer/rules/mentionPeople';
import { mentionFromResult } from '@/domain/composer/rules/mentionSearch';
import { mentionQueryBefore, type MentionQuery } from '@/domain/composer/rules/mentionTrigger';
import { useListbox } from '@/ui/useListbox';
import { MentionSuggestions } from '../screens/MentionSuggestions';
import { useMentionSearch } from './useMentionSearch';

type Trigger = MentionQuery & { end: number };

/**
 * composer.md §2.3, §3.5, §5.7: the mention menu of one post's text field.
 * '@' and up to 50 handle characters (or a name of up to 32) before the
 * caret open a list of suggestions, searched 1 s after typing pauses; the
 * arrow keys move through it, Enter or Tab chooses, Escape (or moving away)
 * closes it. The chosen person goes in as a mention segment covering each
 * network they have a profile on.
 */
export function useMentionMenu(options: {
  apiBase: string;
  post: ComposerPost;
  editable: boolean;
  send: (event: ComposerEvent) => void;
}) {
  const { post, send } = options;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [trigger, setTrigger] = useState<Trigger>();
  const [dismissed, setDismissed] = useState<number>();
  const [focused, setFocused] = useState(false);
  const caretAfterInsert = useRef<number | undefined>(undefined);

  const open =
    options.editable &&
    focused &&
    trigger !== undefined &&
    trigger.query.trim() !== '' &&
    dismissed !== trigger.start;
  const search = useMentionSearch(options.apiBase, open ? trigger.query : undefined);
  const suggestions = open && search.status === 'done' ? search.suggestions : [];
  const listbox = useListbox({
    open,
    count: suggestions.length,
    wrap: true,
    chooseOnTab: true,
    field: 'textarea',
    scrollActive: false,
    onChoose: (index) => {
      const chosen = suggestions[index];
      if (chosen) choose(chosen);
    },
    onClose: () => setDismissed(trigger?.start),
  });

  /** Reads the mention being typed before the caret (none inside a mention already in place). */
  const track = (element: HTMLTextAreaElement) => {
    const { selectionStart, selectionEnd, value } = element;
    const found =
      selectionStart === selectionEnd
        ? mentionQueryBefore(value.slice(0, selectionStart))
        : undefined;
    const next =
      found && !segmentAt(post.chars, found.start) ? { ...found, end: selectionStart } : undefined;
    if (next?.start !== trigger?.start || next?.query !== trigger?.query) listbox.setActive(0);
    if (next?.start !== dismissed) setDismissed(undefined);
    setTrigger(next);
  };

  const choose = (result: RankedIdentity) => {
    if (!trigger) return;
    const mention = mentionFromResult(result);
    const segment = mentionSegment(crypto.randomUUID(), mention.text, mention.profiles);
    const inserted = insertMention(post.chars, trigger.start, trigger.end, segment);
    caretAfterInsert.current = inserted.caret;
    setTrigger(undefined);
    send({ type: 'text.changed', postId: post.id, chars: inserted.chars });
  };

  // The caret goes after the inserted mention once the text shows it.
  useLayoutEffect(() => {
    const caret = caretAfterInsert.current;
    const element = textarea.current;
    if (caret === undefined || !element) return;
    caretAfterInsert.current = undefined;
    element.focus();
    element.setSelectionRange(caret, caret);
  }, [post.chars]);

  // Closed, every key is the text's own.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) listbox.onKeyDown(event);
  };

  return {
    textareaProps: {
      ref: textarea,
      'aria-autocomplete': 'list' as const,
      'aria-controls': open ? listbox.listId : undefined,
      'aria-activedescendant': listbox.activeDescendant,
      onKeyDown,
      onSelect: (event: SyntheticEvent<HTMLTextAreaElement>) => track(event.currentTarget),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
    track,
    menu: open ? (
      <MentionSuggestions
        id={listbox.listId}
        optionId={listbox.optionId}
        search={search}
        suggestions={suggestions}
        active={listbox.active}
        onChoose={choose}
      />
    ) : null,
  };
}
