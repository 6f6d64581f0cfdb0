import { useEffect, useState } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { PUSH_DENIED_ALERT } from '@/domain/push/pushOffer';
import { askForPush, PUSH_NEEDS_ACCOUNT } from '../runtime/askForPush';
import { pushPermission } from '../runtime/browserPush';
import { lastPushChoice, recordPushChoice, sessionApi } from '../runtime/pushRuntime';
import { unsubscribeAndRemove } from '../runtime/pushSubscriptionSync';
import { useChoiceShownAtOnce } from '@/features/settings';

/**
 * Settings: browser notifications on or off (reading.md §4.7). On asks the
 * browser (when it has not been asked) and subscribes; off removes this
 * browser's subscription from the server and from the browser.
 */
export function PushSettingsSection() {
  const runtime = useRuntime();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  // The switch moves at once; once asked and done, it shows what holds.
  const [shown, choose] = useChoiceShownAtOnce(on);
  const [problem, setProblem] = useState<string>();
  const permission = pushPermission();

  useEffect(() => {
    if (!runtime) return;
    let current = true;
    void lastPushChoice(runtime).then((choice) => {
      if (!current) return;
      const wanted = choice?.choice === 'enabled' || (!choice && permission === 'granted');
      setOn(wanted && permission === 'granted');
      if (wanted && permission === 'denied') setProblem(PUSH_DENIED_ALERT);
    });
    return () => {
      current = false;
    };
  }, [runtime, permission]);

  if (!runtime || permission === 'unsupported') return null;

  const switchTo = async (wanted: boolean) => {
    setBusy(true);
    setProblem(undefined);
    try {
      if (wanted) {
        const outcome = await askForPush(runtime);
        if (outcome.status === 'denied') setProblem(outcome.alert);
        if (outcome.status === 'failed') setProblem(outcome.message);
        setOn(outcome.status === 'enabled');
      } else {
        await recordPushChoice(runtime, 'off');
        setOn(false);
        const api = await sessionApi(runtime);
        const removed = api ? await unsubscribeAndRemove(api) : undefined;
        if (!api) setProblem(PUSH_NEEDS_ACCOUNT);
        else if (removed && !removed.ok) setProblem(removed.error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="settings-group">
      <legend>Notifications</legend>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={shown}
          disabled={busy}
          onChange={(event) => {
            const wanted = event.target.checked;
            void choose(wanted, () => switchTo(wanted));
          }}
        />
        Browser notifications
      </label>
      <p className="muted">When your scheduled posts are published or fail.</p>
      {problem && <p role="alert">{problem}</p>}
    </fieldset>
  );
}
