import { useState, type FormEvent } from 'react';
import type { ConnectResult } from '../runtime/connectBluesky';
import { toasts } from '@/ui/toasts/toastStore';

/** The state every connect form shares: busy, the error to show, a toast on success. */
export function useConnectForm(network: string, run: () => Promise<ConnectResult> | undefined) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const started = run();
    if (!started) return;
    setBusy(true);
    setError(null);
    void started
      .then((result) => {
        if (result.ok) toasts.show(`Connected @${result.account.handle} on ${network}.`);
        else setError(result.message);
      })
      .finally(() => setBusy(false));
  };
  return { error, busy, submit };
}
