import { formatTokenAmount } from '@/domain/wallet/formatTokenAmount';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { toasts } from '@/ui/toasts/toastStore';
import { isOpenTip } from './tipsProjection';
import { tipsOf } from './tipsOf';

/**
 * Tips a closed page left open are settled with the chain (resumeOpenTips),
 * in one tab at a time (a Web Lock held until each is settled or the page
 * leaves), and the person is told how each ended. The chain code loads
 * only when there is one. Answers what stops it.
 */
export function settleOpenTips(runtime: AppRuntime): () => void {
  let stop: (() => void) | undefined;
  let live = true;
  let leave = () => undefined as void;
  const left = new Promise<void>((resolve) => (leave = resolve));
  const run = async () => {
    const tips = await tipsOf(runtime);
    await tips.catchUp();
    const open = Object.values(tips.getState().tips).filter(isOpenTip);
    if (open.length === 0 || !live) return;
    const { resumeOpenTips } = await import('./resumeOpenTips');
    if (!live) return;
    const resumed = await resumeOpenTips(runtime, open, ({ tip, outcome, reason }) => {
      const what = `${formatTokenAmount(BigInt(tip.amount), tip.token.decimals)} ${tip.token.symbol} to @${tip.profile.handle}`;
      if (outcome === 'confirmed')
        toasts.show(`Your tip of ${what} was found on chain and confirmed.`, 'success');
      else toasts.show(`Your tip of ${what} did not go through: ${reason}`, 'error');
    });
    stop = resumed.stop;
    await Promise.race([resumed.settled, left]);
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks)
    void locks.request('polycast-tips-resume', { ifAvailable: true }, async (lock) => {
      if (lock) await run();
    });
  else void run();
  return () => {
    live = false;
    stop?.();
    leave();
  };
}
