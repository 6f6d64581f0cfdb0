/**
 * A ref that moves the focus to its element when the element appears: for a
 * search field opened to be typed in, or a dialog's first answer. What
 * React's `autoFocus` does; the DOM's own `autofocus` attribute, which
 * Preact sets instead, only counts as a page loads, so the app says it
 * this way (lint forbids `autoFocus`).
 */
export const focusOnMount = (element: HTMLElement | null): void => element?.focus();
