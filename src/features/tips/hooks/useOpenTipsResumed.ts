import { useEffect } from 'react';
import { formatTokenAmount } from '@/domain/wallet/formatTokenAmount';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { toasts } from '@/ui/toasts/toastStore';
import { isOpenTip } from '../runtime/tipsProjection';
import { tipsOf } from '../runtime/tipsOf';

/**
 * On start, tips a closed page left open are settled with the chain
 * (resumeOpenTips), in one tab at a time, and the person is told how each
 * ended. The chain code loads only when there is one.
 */
export function useOpenTipsResumed(): void {
  const runtime = useRuntime();
  useEffect(() => {
    if (!runtime) return;
    let stop: (() => void) | undefined;
    let live = true;
    const run = async () => {
      const tips = await tipsOf(runtime);
      await tips.catchUp();
      const open = Object.values(tips.getState().tips).filter(isOpenTip);
      if (open.length === 0 || !live) return;
      const { resumeOpenTips } = await import('../runtime/resumeOpenTips');
      if (!live) return;
      const resumed = await resumeOpenTips(runtime, open, ({ tip, outcome, reason }) => {
        const what = `${formatTokenAmount(BigInt(tip.amount), tip.token.decimals)} ${tip.token.symbol} to @${tip.profile.handle}`;
        if (outcome === 'confirmed')
          toasts.show(`Your tip of ${what} was found on chain and confirmed.`, 'success');
        else toasts.show(`Your tip of ${what} did not go through: ${reason}`, 'error');
      });
      stop = resumed.stop;
      // The lock is held until every tip is settled or the page leaves.
      await Promise.race([resumed.settled, left]);
    };
    let leave = () => undefined as void;
    const left = new Promise<void>((resolve) => (leave = resolve));
    // One tab settles them; another waits for nothing (the log tells it how they ended).
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks)
      void locks.request('polycast-tips-resume', { ifAvailable: true }, async (lock) => {
        if (!lock) return;
        await run();
      });
    else void run();
    return () => {
      live = false;
      stop?.();
      leave();
    };
  }, [runtime]);
}
