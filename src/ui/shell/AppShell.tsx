import { Outlet } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useRuntimeStatus } from '@/app/runtime/RuntimeProvider';
import { useThemeSync } from '@/app/theme/useThemeSync';
import { toasts } from '@/app/toasts/toastStore';
import { LoadingScreen } from './LoadingScreen';
import { OfflineIndicator } from './OfflineIndicator';
import { MobileDrawer } from './MobileDrawer';
import { Sidebar } from './Sidebar';
import { useXSignInReturn } from '../accounts/useXSignInReturn';
import { AccountCheckDialog } from '../accounts/AccountCheckDialog';
import { useAccountMaintenance } from '@/app/accounts/useAccountMaintenance';
import { usePublishOutbox } from '@/app/outbox/usePublishOutbox';
import { usePublishNotices } from '@/app/outbox/usePublishNotices';
import { Toaster } from './Toaster';
import { ComposerHost } from '../composer/ComposerHost';
import { useSession } from '@/app/session/useSession';
import { showComposeButton } from '@/app/navigation/sidebarLinks';
import { UpdatePrompt } from './UpdatePrompt';
import { DESKTOP_QUERY, useMediaQuery } from './useMediaQuery';
import { useLoadingScreen } from './useLoadingScreen';
import './shell.css';

/** Marked once the first screen shows projected state (measured by bench/). */
export const FIRST_PROJECTED_SCREEN_MARK = 'polycast:first-projected-screen';

export function AppShell() {
  const runtime = useRuntimeStatus();
  const session = useSession();
  const ready = runtime.status !== 'loading';
  const loading = useLoadingScreen(ready);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useThemeSync(runtime.status === 'ready');
  useXSignInReturn();
  useAccountMaintenance();
  usePublishOutbox();
  usePublishNotices();

  useEffect(() => {
    if (runtime.status === 'ready') performance.mark(FIRST_PROJECTED_SCREEN_MARK);
    if (runtime.status === 'failed') {
      toasts.show(
        'Polycast could not open its storage on this device. Nothing can be saved.',
        'error',
      );
    }
  }, [runtime.status]);

  return (
    <div className="app">
      {loading && <LoadingScreen />}
      {desktop ? (
        <aside className="sidebar-column">
          <Sidebar mobile={false} />
        </aside>
      ) : (
        <header className="top-bar">
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            ☰
          </button>
          <span className="top-bar-title">Polycast</span>
        </header>
      )}
      {!desktop && <MobileDrawer open={drawerOpen} onClose={closeDrawer} />}
      <main className="content" aria-busy={!ready}>
        <OfflineIndicator />
        <Outlet />
      </main>
      <Toaster />
      <UpdatePrompt />
      <AccountCheckDialog />
      <ComposerHost prefetch={showComposeButton(session.loggedIn)} />
    </div>
  );
}
