import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { showComposeButton, sidebarItems } from '../navigation/sidebarLinks';
import { useFeatureFlags } from '@/features/settings';
import { useSession } from '../navigation/useSession';
import { SignedInAs } from '@/features/accounts';
import { OutboxLink } from '@/features/outbox';
import { composerLauncher } from '@/features/compose';
import { PostIcon } from '@/ui/icons';
import { SIDEBAR_ICONS } from './sidebarIcons';

/** Focus comes back to the Post button when the composer closes (see composerLauncher). */
const registerPostButton = (button: HTMLButtonElement | null) =>
  composerLauncher.setShellButton(button);

/** The sandbox's one-click sign-in: no deployment has it, so it is not part of the first screen. */
const DemoSignInButton = lazy(() =>
  import('@/features/accounts/screens/DemoSignInButton').then((m) => ({
    default: m.DemoSignInButton,
  })),
);

/** The main menu (composer.md §2.2), on the left on desktop and in the drawer on mobile. */
export function Sidebar({ mobile, onNavigate }: { mobile: boolean; onNavigate?: () => void }) {
  const flags = useFeatureFlags();
  const session = useSession();
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
        {items.map((item) => {
          const ItemIcon = SIDEBAR_ICONS[item.id];
          return (
            <li key={item.id}>
              <Link
                to={item.href}
                className={item.attention ? 'nav-link attention' : 'nav-link'}
                activeProps={{ 'aria-current': 'page' }}
                activeOptions={{ exact: item.href === '/', includeSearch: false }}
                onClick={onNavigate}
              >
                <ItemIcon className="nav-icon" size={22} aria-hidden="true" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <OutboxLink onNavigate={onNavigate} />
      {showComposeButton(session.loggedIn) ? (
        <button
          ref={registerPostButton}
          type="button"
          className="compose-button"
          onClick={() => {
            composerLauncher.open();
            onNavigate?.();
          }}
        >
          <PostIcon className="nav-icon" size={20} aria-hidden="true" />
          Post
        </button>
      ) : (
        <Suspense fallback={null}>
          <DemoSignInButton />
        </Suspense>
      )}
      <SignedInAs onNavigate={onNavigate} />
    </nav>
  );
}
