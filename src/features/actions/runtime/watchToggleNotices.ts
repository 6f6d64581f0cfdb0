import type { Subscription } from '@/events/stream';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { toasts } from '@/ui/toasts/toastStore';
import { toggleNoticeFor } from './toggleNoticeFor';

/**
 * The notices of the reader's switches for the events after `head`, from
 * the log: a press sent after a reload, or by another tab, still reports.
 */
export function watchToggleNotices(runtime: AppRuntime, head: number): Subscription {
  return runtime.log.live(head).subscribe((event) => {
    if (event.type !== 'ToggleFailed' && event.type !== 'ToggleConfirmed') return;
    // The switch's network and kind never change: the projection has them from its first press.
    const toggle = runtime.toggles.getState().toggles[event.aggregateId];
    const notice = toggleNoticeFor(event, toggle);
    if (notice) toasts.show(notice.message, notice.tone);
  });
}
