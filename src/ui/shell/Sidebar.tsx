import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { showComposeButton, sidebarItems } from '../../app/navigation/sidebarLinks';
import { useFeatureFlags } from '../../app/settings/useSettings';
import { useSession } from '../../app/session/useSession';
import { DemoSignInButton } from '../accounts/DemoSignInButton';
import { OutboxLink } from '../outbox/OutboxLink';
// A type only (erased): the composer's code still loads lazily.
import type { ComposerModal as ComposerModalComponent } from '../composer/ComposerModal';

/** Set once the composer's code is here: then it renders at once, with no Suspense. */
let LoadedComposer: typeof ComposerModalComponent | undefined;
const loadComposer = () =>
  import('../composer/ComposerModal').then((m) => {
    LoadedComposer = m.ComposerModal;
    return m;
  });
const ComposerModal = lazy(() => loadComposer().then((m) => ({ default: m.ComposerModal })));

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

/** The main menu (composer.md §2.2), on the left on desktop and in the drawer on mobile. */
export function Sidebar({ mobile, onNavigate }: { mobile: boolean; onNavigate?: () => void }) {
  const flags = useFeatureFlags();
  const session = useSession();
  const [composing, setComposing] = useState(false);
  const closeComposer = useCallback(() => setComposing(false), []);
  usePrefetchComposer(showComposeButton(session.loggedIn));
  const items = useMemo(
    () =>
      sidebarItems({
        flags,
        loggedIn: session.loggedIn,
        latestUnreadNotification: session.latestUnreadNotification,
        sparksAccount: session.sparksAccount,
      }).filter((item) => mobile || !item.mobileOnly),
    [flags, session, mobile],
  );
  return (
    <nav className="sidebar" aria-label="Main">
      <Link to="/" className="brand" onClick={onNavigate}>
        <img src="/icons/icon-192.png" alt="" width={28} height={28} />
        <span>Polycast</span>
      </Link>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={item.href}
              className={item.attention ? 'nav-link attention' : 'nav-link'}
              activeProps={{ 'aria-current': 'page' }}
              activeOptions={{ exact: item.href === '/', includeSearch: false }}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <OutboxLink onNavigate={onNavigate} />
      {showComposeButton(session.loggedIn) ? (
        <button type="button" className="compose-button" onClick={() => setComposing(true)}>
          Post
        </button>
      ) : (
        <DemoSignInButton />
      )}
      {composing &&
        (LoadedComposer ? (
          <LoadedComposer onClose={closeComposer} />
        ) : (
          <Suspense fallback={null}>
            <ComposerModal onClose={closeComposer} />
          </Suspense>
        ))}
    </nav>
  );
}
