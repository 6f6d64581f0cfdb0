/**
 * The one-click demo sign-in leaves the page for X's sign-in last: the
 * person's name waits in the tab's session storage until X sends the browser
 * back, so the notice then names the person and every network, not only X.
 */
const KEY = 'polycast:demo-sign-in';

export function rememberDemoSignIn(name: string): void {
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Storage refused (a private mode): the notice after X names X only.
  }
}

/** The name of the person a demo sign-in was for, once (it is forgotten on reading). */
export function takeDemoSignIn(): string | undefined {
  try {
    const name = sessionStorage.getItem(KEY) ?? undefined;
    sessionStorage.removeItem(KEY);
    return name;
  } catch {
    return undefined;
  }
}
