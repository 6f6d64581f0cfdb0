import { lazy, Suspense, useEffect } from 'react';
import { composerLauncher, useComposerLaunch } from '../runtime/composerLauncher';
import { parseComposeLink, withoutComposeLink } from '../runtime/composeLink';
// A type only (erased): the composer's code still loads lazily.
import type { ComposerModal as ComposerModalComponent } from './ComposerModal';

/** Set once the composer's code is here: then it renders at once, with no Suspense. */
let LoadedComposer: typeof ComposerModalComponent | undefined;
const loadComposer = () =>
  import('./ComposerModal').then((m) => {
    LoadedComposer = m.ComposerModal;
    return m;
  });
/**
 * Openings rendered before the code was here keep the lazy element: switching
 * to the loaded one would remount the composer (a deep link's or a share's
 * files, and what was typed since, lost).
 */
const startedLazy = new Set<number>();
const LazyComposer = lazy(() => loadComposer().then((m) => ({ default: m.ComposerModal })));

/**
 * The composer is not part of the first screen, but opening it must feel
 * instant (≤ 100 ms): once the app is idle, its code is fetched ahead, and
 * then rendered directly (a Suspense boundary would hold the first reveal
 * back by React's 300 ms fallback throttle).
 */
function usePrefetchComposer(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
    const cancel = window.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => void loadComposer().catch(() => undefined));
    return () => cancel(handle);
  }, [enabled]);
}

/**
 * The composer's deep link (`/?compose&text=…&sources=…`): opened once the
 * person is signed in, and taken off the address so a reload does not open
 * it again.
 */
function useComposeLink(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const link = parseComposeLink(window.location.search);
    if (!link) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${withoutComposeLink(window.location.search)}${hash}`,
    );
    composerLauncher.open(link);
  }, [signedIn]);
}

/** Where the page's one composer shows when something opens it (the shell renders this once). */
export function ComposerHost({ prefetch }: { prefetch: boolean }) {
  usePrefetchComposer(prefetch);
  useComposeLink(prefetch);
  const launch = useComposerLaunch();
  if (!launch) return null;
  const { id, ...opening } = launch;
  const props = { onClose: composerLauncher.close, ...opening };
  if (!LoadedComposer) startedLazy.add(id);
  return LoadedComposer && !startedLazy.has(id) ? (
    <LoadedComposer key={id} {...props} />
  ) : (
    <Suspense fallback={null}>
      <LazyComposer key={id} {...props} />
    </Suspense>
  );
}
