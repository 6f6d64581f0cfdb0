import { networkList } from '@/domain/composer/rules/networkNames';
import { POST_SOURCES, type PostSource } from '@/domain/networks';

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

/**
 * The notice after a one-click sign-in: the person, and every network they
 * are now signed in on ("Signed in as Polly Cast on Farcaster, Lens, X, and
 * Bluesky."), in the networks' order.
 */
export function signedInMessage(name: string, sources: readonly PostSource[]): string {
  const ordered = [...new Set(sources)].sort(
    (a, b) => POST_SOURCES.indexOf(a) - POST_SOURCES.indexOf(b),
  );
  return ordered.length > 0
    ? `Signed in as ${name} on ${networkList(ordered)}.`
    : `Signed in as ${name}.`;
}
