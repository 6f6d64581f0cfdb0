import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useRuntimeStatus } from '@/runtime/RuntimeProvider';
import { useThemeSync } from '@/features/settings';
import { toasts } from '@/ui/toasts/toastStore';
import { LoadingScreen } from './LoadingScreen';
import { OfflineIndicator } from './OfflineIndicator';
import { NewNotificationsIndicator } from './NewNotificationsIndicator';
import { MobileDrawer } from './MobileDrawer';
import { Sidebar } from './Sidebar';
import { useXSignInReturn, useAccountMaintenance } from '@/features/accounts';
import { usePublishOutbox, usePublishNotices } from '@/features/outbox';
import { useToggleNotices } from '@/features/actions';
import { Toaster } from '@/ui/toasts/Toaster';
import { PromptHost } from '@/ui/prompts/PromptHost';
import { ComposerHost, useAnonymousFollowUps } from '@/features/compose';
import { useOpenTipsResumed } from '@/features/tips';
import { useWalletStartup } from '@/features/wallet';
import { useSession } from '../navigation/useSession';
import { showComposeButton } from '../navigation/sidebarLinks';
import { UpdatePrompt } from './UpdatePrompt';
import { DESKTOP_QUERY, useMediaQuery } from '@/ui/useMediaQuery';
import { useLoadingScreen } from './useLoadingScreen';
import './shell.css';

// Shown only when the first account check finds something to offer: loaded after the first screen.
const AccountCheckDialog = lazy(() =>
  import('@/features/accounts/screens/AccountCheckDialog').then((screen) => ({
    default: screen.AccountCheckDialog,
  })),
);

// The notification polls, with the query observers they need: loaded after the first screen.
const NotificationPoller = lazy(() =>
  import('@/features/notifications/screens/NotificationPoller').then((screen) => ({
    default: screen.NotificationPoller,
  })),
);

// reading.md §4.7: the push prompt and subscription, loaded after the first screen.
const PushPrompt = lazy(() =>
  import('@/features/push/screens/PushPrompt').then((screen) => ({
    default: screen.PushPrompt,
  })),
);

// The sandbox's built-in wallet (sandbox mode only): its code and keys load only when the server says so.
const SandboxWalletHost = lazy(() => import('@/features/wallet/screens/SandboxWalletHost'));

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
  useAnonymousFollowUps();
  useOpenTipsResumed();
  usePublishNotices();
  useToggleNotices();
  const { sandbox } = useWalletStartup();

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
        <NewNotificationsIndicator latest={session.latestUnreadNotification} />
        <Outlet />
      </main>
      <Toaster />
      <UpdatePrompt />
      <PromptHost />
      <Suspense fallback={null}>
        <AccountCheckDialog />
      </Suspense>
      {runtime.status === 'ready' && (
        <Suspense fallback={null}>
          <NotificationPoller />
        </Suspense>
      )}
      {ready && (
        <Suspense fallback={null}>
          <PushPrompt />
        </Suspense>
      )}
      {sandbox && (
        <Suspense fallback={null}>
          <SandboxWalletHost />
        </Suspense>
      )}
      <ComposerHost prefetch={showComposeButton(session.loggedIn)} />
    </div>
  );
}
