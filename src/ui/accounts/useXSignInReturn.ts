import { useEffect } from 'react';
import { useAccountActions } from '../../app/accounts/useAccounts';
import { toasts } from '../../app/toasts/toastStore';
import { xSignInErrorMessage } from '../../app/accounts/xSignInError';

/**
 * Back from X's sign-in (`?x_connected=<id>[&x_session=ready]` or
 * `?x_error=…`): records the account and tidies the address bar.
 */
export function useXSignInReturn() {
  const actions = useAccountActions();
  useEffect(() => {
    if (!actions) return;
    const url = new URL(window.location.href);
    const connected = url.searchParams.get('x_connected');
    const error = url.searchParams.get('x_error');
    // The sign-in signed this browser in to a Polycast account: its session waits to be collected.
    const sessionReady = url.searchParams.get('x_session') === 'ready';
    if (!connected && !error) return;
    url.searchParams.delete('x_connected');
    url.searchParams.delete('x_error');
    url.searchParams.delete('x_session');
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    if (error) {
      toasts.show(xSignInErrorMessage(error), 'error');
      return;
    }
    if (connected) {
      void actions.completeX(connected, sessionReady).then((result) => {
        toasts.show(
          result.ok ? `Connected @${result.account.handle} on X.` : result.message,
          result.ok ? 'success' : 'error',
        );
      });
    }
  }, [actions]);
}
