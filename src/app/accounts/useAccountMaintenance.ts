import { useEffect } from 'react';
import { createExclusiveLock } from '../../events/exclusiveLock';
import { toasts } from '../toasts/toastStore';
import { ACCOUNT_CHECK_STALE_MS } from './accountChecker';
import { accountCheckStore } from './accountCheckStore';
import { invalidSessionMessage } from './invalidSessionMessage';
import { useAccountActions } from './useAccounts';

const CHECKED_AT_KEY = 'polycast:accounts-checked-at';
const TICK_MS = 60_000;

/**
 * Keeps this device's accounts honest: a check on start, on coming back
 * online, and whenever the last one is older than 30 minutes (reading.md
 * §7.9). One tab checks at a time (a Web Lock) and the time of the last
 * check is shared, so several tabs do not probe the networks twice.
 */
export function useAccountMaintenance() {
  const actions = useAccountActions();
  useEffect(() => {
    if (!actions) return;
    const lock = createExclusiveLock('polycast:account-check');
    const controller = new AbortController();

    const check = (force: boolean) =>
      lock.run(async () => {
        const last = Number(localStorage.getItem(CHECKED_AT_KEY) ?? 0);
        const fresh = Date.now() - last < ACCOUNT_CHECK_STALE_MS;
        if ((fresh && !force) || controller.signal.aborted) return;
        const report = await actions.checkAccounts(controller.signal);
        localStorage.setItem(CHECKED_AT_KEY, String(Date.now()));
        report.removed.forEach((account) => toasts.show(invalidSessionMessage(account), 'error'));
        if (report.productSessionRefused) {
          toasts.show(
            'You were signed out of your Polycast account. Please sign in again.',
            'error',
          );
        }
        if (report.connections) accountCheckStore.update({ connections: report.connections });
      });

    const run = (force: boolean) => {
      check(force)
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) accountCheckStore.update({ firstCheckDone: true });
        });
    };
    run(true);
    const onOnline = () => run(true);
    window.addEventListener('online', onOnline);
    const timer = window.setInterval(() => run(false), TICK_MS);
    return () => {
      controller.abort();
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [actions]);
}
