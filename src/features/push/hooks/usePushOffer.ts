import { useEffect, useRef, useState } from 'react';
import { accountsProjection } from '@/events/projections/accountsProjection';
import { pushStep } from '@/domain/push/pushOffer';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjection } from '@/runtime/useProjection';
import { currentSubscription, pushPermission } from '../runtime/browserPush';
import { hasScheduledPost, lastPushChoice, sessionApi } from '../runtime/pushRuntime';
import { subscribeAndUpload } from '../runtime/pushSubscriptionSync';

/** Events after which the push step may have changed. */
const RECHECK_ON = new Set(['ScheduleRequested', 'PushChoiceMade']);

/**
 * reading.md §4.7 at each start and whenever it may change: granted →
 * subscribe and upload (once per account per page); default → offer the
 * in-app prompt (answers true); and when the device leaves its Polycast
 * account, the browser drops its subscription, so the push service tells
 * the server it is gone and nobody else's browser gets the account's news.
 */
export function usePushOffer(): boolean {
  const runtime = useRuntime();
  const { productAccountId } = useProjection(runtime?.accounts, accountsProjection.initial);
  const [offer, setOffer] = useState(false);
  const [turn, setTurn] = useState(0);
  const uploadedFor = useRef<string | null>(null);
  const lastAccount = useRef<string | null>(null);

  useEffect(() => {
    if (!runtime) return;
    let subscription: { unsubscribe(): void } | undefined;
    void runtime.log.head().then((head) => {
      subscription = runtime.log.live(head).subscribe((event) => {
        if (RECHECK_ON.has(event.type)) setTurn((n) => n + 1);
      });
    });
    return () => subscription?.unsubscribe();
  }, [runtime]);

  useEffect(() => {
    if (!runtime) return;
    let current = true;
    if (lastAccount.current && !productAccountId) {
      void currentSubscription().then((found) => found?.unsubscribe());
      uploadedFor.current = null;
    }
    lastAccount.current = productAccountId;
    void (async () => {
      const step = pushStep({
        permission: pushPermission(),
        signedIn: productAccountId !== null,
        hasScheduledPost: productAccountId
          ? await hasScheduledPost(runtime, productAccountId)
          : false,
        lastChoice: await lastPushChoice(runtime),
        now: Date.now(),
      });
      if (!current) return;
      setOffer(step === 'offer');
      if (step === 'subscribe' && productAccountId && uploadedFor.current !== productAccountId) {
        const api = await sessionApi(runtime);
        // A failure is tried again at the next start; the Settings switch says why meanwhile.
        if (api && (await subscribeAndUpload(api)).ok) uploadedFor.current = productAccountId;
      }
    })();
    return () => {
      current = false;
    };
  }, [runtime, productAccountId, turn]);

  return offer;
}
