/**
 * Text typed in at the caret (an emoji from the picker): `insert` replaces
 * the selection [start, end) of `text` (clamped to it; a reversed selection
 * is put in order), and the caret goes right after what was inserted.
 */
export function insertAtCaret(
  text: string,
  selection: { start: number; end: number },
  insert: string,
): { text: string; caret: number } {
  const clamp = (at: number) => Math.min(Math.max(0, Math.trunc(at)), text.length);
  const start = clamp(Math.min(selection.start, selection.end));
  const end = clamp(Math.max(selection.start, selection.end));
  return {
    text: text.slice(0, start) + insert + text.slice(end),
    caret: start + insert.length,
  };
}
