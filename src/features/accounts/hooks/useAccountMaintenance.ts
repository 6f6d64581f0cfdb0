import { useEffect } from 'react';
import { createExclusiveLock } from '@/events/exclusiveLock';
import { toasts } from '@/ui/toasts/toastStore';
import { ACCOUNT_CHECK_STALE_MS } from '../runtime/accountChecker';
import { accountCheckStore } from '../runtime/accountCheckStore';
import { invalidSessionMessage } from '../runtime/invalidSessionMessage';
import { useAccountActions } from './useAccounts';

const CHECKED_AT_KEY = 'polycast:accounts-checked-at';
const TICK_MS = 60_000;

/**
 * Keeps this device's accounts honest (reading.md §7.9): every session is
 * probed when the last probe is older than 30 minutes (looked at on start,
 * on coming back online and every minute); the Polycast account's
 * connections are read on start and with each check. One tab checks at a
 * time (a Web Lock) and the time of the last probe is shared, so several
 * tabs do not probe the networks twice.
 */
export function useAccountMaintenance() {
  const actions = useAccountActions();
  useEffect(() => {
    if (!actions) return;
    const lock = createExclusiveLock('polycast:account-check');
    const controller = new AbortController();

    /** Sessions are probed when the last probe is 30 minutes old; connections are read each time. */
    const check = () =>
      lock.run(async () => {
        if (controller.signal.aborted) return;
        const last = Number(localStorage.getItem(CHECKED_AT_KEY) ?? 0);
        const probe = Date.now() - last >= ACCOUNT_CHECK_STALE_MS;
        const report = await actions.checkAccounts(controller.signal, probe);
        if (probe) localStorage.setItem(CHECKED_AT_KEY, String(Date.now()));
        report.removed.forEach((account) => toasts.show(invalidSessionMessage(account), 'error'));
        if (report.productSessionRefused) {
          toasts.show(
            'You were signed out of your Polycast account. Please sign in again.',
            'error',
          );
        }
        if (report.connections) accountCheckStore.update({ connections: report.connections });
      });

    const run = () => {
      check()
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) accountCheckStore.update({ firstCheckDone: true });
        });
    };
    run();
    window.addEventListener('online', run);
    const timer = window.setInterval(() => {
      const last = Number(localStorage.getItem(CHECKED_AT_KEY) ?? 0);
      if (Date.now() - last >= ACCOUNT_CHECK_STALE_MS) run();
    }, TICK_MS);
    return () => {
      controller.abort();
      window.removeEventListener('online', run);
      window.clearInterval(timer);
    };
  }, [actions]);
}
