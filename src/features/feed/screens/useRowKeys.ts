import { useEffect, type RefObject } from 'react';

/** Where a key is text being typed, or belongs to an open dialog: the timeline leaves it alone. */
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * Reading with the keyboard, as in Phanpy: `j` moves to the next post, `k`
 * to the previous one (the first one on screen when none has the focus
 * yet), `o` or Enter opens the post that has it. Each post takes the focus
 * (so a screen reader says which) and comes to the top of the window.
 */
export function useRowKeys(list: RefObject<HTMLOListElement | null>) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      if (!['j', 'k', 'o', 'Enter'].includes(event.key)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(TYPING) || document.querySelector('[role="dialog"], dialog[open]'))
        return;
      const rows = [
        ...(list.current?.querySelectorAll<HTMLElement>(':scope > li > article') ?? []),
      ];
      const at = rows.findIndex((row) => row.contains(document.activeElement));
      if (event.key === 'o' || event.key === 'Enter') {
        // Enter on a link or a button inside the post is theirs.
        if (at < 0 || (event.key === 'Enter' && document.activeElement !== rows[at])) return;
        event.preventDefault();
        rows[at]?.querySelector<HTMLElement>('a:has(time)')?.click();
        return;
      }
      const onScreen = rows.findIndex((row) => row.getBoundingClientRect().bottom > 0);
      const next =
        at < 0
          ? Math.max(onScreen, 0)
          : Math.min(Math.max(at + (event.key === 'j' ? 1 : -1), 0), rows.length - 1);
      const row = rows[next];
      if (!row) return;
      event.preventDefault();
      row.focus({ preventScroll: true });
      row.scrollIntoView({ block: 'start' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [list]);
}
