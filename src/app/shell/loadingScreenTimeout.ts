/** The global loading screen gives way after this long, ready or not (composer.md §2.2). */
export const LOADING_SCREEN_MAX_MS = 4000;
