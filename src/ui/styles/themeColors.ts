/**
 * The page's background in each theme (`--bg` in app.css): the browser's
 * toolbar and the installed app's splash screen take it, so the frame around
 * the page matches the page.
 */
export const THEME_COLOR_LIGHT = '#ffffff';
export const THEME_COLOR_DARK = '#030303';
