/**
 * The keys of a listbox driven from a field that keeps the focus (a
 * combobox: the field's `aria-activedescendant` names the active option).
 *
 * - The arrow keys move the active option: Down and Up by one in a list; in a
 *   grid of `columns`, Left and Right by one and Down and Up by a row. They
 *   stop at either end, or go round when `wrap` is set.
 * - Ctrl+Home and Ctrl+End go to the first and the last option (not in a
 *   text area, where they move the caret over the whole text).
 * - Enter (and Tab when `chooseOnTab`) chooses the active option.
 * - Escape closes the list, and only the list (not a dialog around it).
 *
 * In a search field, Enter never reaches the form, even with no option. In a
 * text area the keys other than Escape are the text's own while no option is
 * offered (a new line, the caret moving a line).
 */
export interface ListboxShape {
  /** How many options there are. */
  count: number;
  /** The active option's index (within 0…count-1 when there are options). */
  active: number;
  /** Options per row: the options form a grid. */
  columns?: number;
  /** Moving past an end goes round to the other. */
  wrap?: boolean;
  chooseOnTab?: boolean;
  /** The field the keys are typed in. */
  field: 'search' | 'textarea';
}

export interface ListboxKeyPress {
  key: string;
  ctrlKey?: boolean;
}

/**
 * What a key does to the listbox; `keep` is a key the listbox takes but that
 * changes nothing (Enter with no option). Undefined: the key is the field's.
 */
export type ListboxKeyAction =
  | { kind: 'move'; to: number }
  | { kind: 'choose'; index: number }
  | { kind: 'close' }
  | { kind: 'keep' };

/** How far each arrow key moves, in this shape (undefined: not a move here). */
function stepOf(key: string, columns: number | undefined): number | undefined {
  if (columns === undefined) {
    return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : undefined;
  }
  switch (key) {
    case 'ArrowRight':
      return 1;
    case 'ArrowLeft':
      return -1;
    case 'ArrowDown':
      return columns;
    case 'ArrowUp':
      return -columns;
    default:
      return undefined;
  }
}

export function listboxKey(
  press: ListboxKeyPress,
  shape: ListboxShape,
): ListboxKeyAction | undefined {
  const { count, active } = shape;
  if (press.key === 'Escape') return { kind: 'close' };
  const step = stepOf(press.key, shape.columns);
  const home = press.key === 'Home' && press.ctrlKey === true && shape.field !== 'textarea';
  const end = press.key === 'End' && press.ctrlKey === true && shape.field !== 'textarea';
  const chooses = press.key === 'Enter' || (press.key === 'Tab' && shape.chooseOnTab === true);
  if (step === undefined && !home && !end && !chooses) return undefined;
  if (count === 0) return shape.field === 'textarea' ? undefined : { kind: 'keep' };
  if (chooses) return { kind: 'choose', index: active };
  if (home) return { kind: 'move', to: 0 };
  if (end) return { kind: 'move', to: count - 1 };
  const to = active + (step ?? 0);
  return {
    kind: 'move',
    to: shape.wrap ? ((to % count) + count) % count : Math.min(Math.max(to, 0), count - 1),
  };
}
