import { useEffect, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { listboxKey, type ListboxShape } from './listboxKeys';

/**
 * One listbox driven from the field that keeps the focus (the channel and
 * emoji searches, the mention menu of a post's text): which option is
 * active, the ids that tie the field to the list (`aria-controls`,
 * `aria-activedescendant`), and the keys of `listboxKey`.
 */
export function useListbox(options: {
  /** Whether the list is on screen. */
  open: boolean;
  count: number;
  columns?: number;
  wrap?: boolean;
  chooseOnTab?: boolean;
  field: ListboxShape['field'];
  onChoose: (index: number) => void;
  onClose: () => void;
  /** The active option is scrolled into the list's view as it moves. */
  scrollActive?: boolean;
}) {
  const { open, count } = options;
  const listId = useId();
  const [chosen, setActive] = useState(0);
  const active = Math.min(chosen, Math.max(0, count - 1));
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const action = listboxKey(event, { ...options, active });
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'move') setActive(action.to);
    else if (action.kind === 'choose') options.onChoose(action.index);
    else if (action.kind === 'close') {
      // Closes the list, not the dialog around it.
      event.stopPropagation();
      options.onClose();
    }
  };

  const scroll = options.scrollActive ?? true;
  // The option moved to with the arrows stays in view.
  useEffect(() => {
    if (open && scroll) {
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
    }
  });

  return {
    listId,
    optionId,
    active,
    setActive,
    onKeyDown,
    /** The field's `aria-activedescendant`. */
    activeDescendant: open && count > 0 ? optionId(active) : undefined,
    /** What each option element needs: its id; the pointer moves the active option, never the focus. */
    optionProps: (index: number) => ({
      id: optionId(index),
      role: 'option' as const,
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseEnter: () => setActive(index),
    }),
  };
}
