import { useState } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { toasts } from '@/ui/toasts/toastStore';
import { usePushOffer } from '../hooks/usePushOffer';
import { askForPush } from '../runtime/askForPush';
import { recordPushChoice } from '../runtime/pushRuntime';
import './pushPrompt.css';

/**
 * reading.md §2.13, §4.7: the in-app snackbar offering browser notifications,
 * with 'Enable' (the browser's own question follows) and 'Later' (not shown
 * again for 24 h). Loaded after the first screen.
 */
export function PushPrompt() {
  const runtime = useRuntime();
  const offered = usePushOffer();
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!runtime) return null;
  if (alert)
    return (
      <div className="push-prompt" role="alert">
        <span>{alert}</span>
        <button type="button" className="secondary" onClick={() => setAlert(undefined)}>
          Close
        </button>
      </div>
    );
  if (!offered) return null;
  const enable = async () => {
    setBusy(true);
    const outcome = await askForPush(runtime).finally(() => setBusy(false));
    if (outcome.status === 'denied') setAlert(outcome.alert);
    if (outcome.status === 'failed') toasts.show(outcome.message, 'error');
    if (outcome.status === 'enabled') toasts.show('Notifications are on.', 'success');
  };
  return (
    <div className="push-prompt" role="dialog" aria-label="Enable notifications">
      <span>Get a browser notification when your scheduled posts are published or fail?</span>
      <button type="button" disabled={busy} onClick={() => void enable()}>
        Enable
      </button>
      <button
        type="button"
        className="secondary"
        disabled={busy}
        onClick={() => void recordPushChoice(runtime, 'later')}
      >
        Later
      </button>
    </div>
  );
}
