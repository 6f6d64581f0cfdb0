import { useEffect } from 'react';
import { useAccountActions } from './useAccounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { toasts } from '@/ui/toasts/toastStore';
import { xSignInErrorMessage } from '../runtime/xSignInError';

/**
 * Back from X's sign-in (`?x_connected=<id>[&x_session=ready]` or
 * `?x_error=…`): records the account and tidies the address bar. After the
 * one-click demo sign-in, the notice names the person and every network
 * now connected; after connecting X alone, the X account.
 */
export function useXSignInReturn() {
  const actions = useAccountActions();
  const runtime = useRuntime();
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
    // The demo sign-in's words load only on the way back from X.
    const demoSignIn = import('../runtime/demoSignInReturn');
    if (error) {
      void demoSignIn.then(({ takeDemoSignIn }) => takeDemoSignIn());
      toasts.show(xSignInErrorMessage(error), 'error');
      return;
    }
    if (connected) {
      void actions.completeX(connected, sessionReady).then(async (result) => {
        const { signedInMessage, takeDemoSignIn } = await demoSignIn;
        const demoName = takeDemoSignIn();
        if (!result.ok) {
          toasts.show(result.message, 'error');
          return;
        }
        const accounts = runtime ? (await runtime.accounts.catchUp()).accounts : [];
        toasts.show(
          demoName
            ? signedInMessage(
                demoName,
                accounts.map((a) => a.source),
              )
            : `Connected @${result.account.handle} on X.`,
          'success',
        );
      });
    }
  }, [actions, runtime]);
}
