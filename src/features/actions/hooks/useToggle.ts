import { useCallback } from 'react';
import {
  shownToggle,
  toggleKeyOf,
  type PressedToggle,
  type ToggleAddress,
  type ToggleState,
} from '@/domain/actions/toggleIntent';
import { signInToAct } from '@/domain/messages/actions';
import { SOURCE_LABELS } from '@/domain/networks';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { useProjectionPart } from '@/runtime/useProjection';
import type { ToggleJob, TogglesState } from '@/sync/actions/togglesProjection';
import { toasts } from '@/ui/toasts/toastStore';
import { requestToggle } from '../runtime/requestToggle';

const pressedFrom = (job: ToggleJob | undefined): PressedToggle | undefined => {
  if (!job) return undefined;
  const settledAt = job.status === 'refused' ? job.lastError?.at : job.confirmedAt;
  return {
    wanted: job.wanted,
    pending: job.status === 'waiting' || job.status === 'attempting',
    ...(settledAt === undefined ? {} : { settledAt }),
  };
};

/**
 * One switch on screen (a post's like, a person's follow): what it shows
 * now, from the network's read and the reader's presses in the log, and the
 * press itself. Without an account on the network (`accountId` undefined),
 * a press says to sign in first (reading.md §4.1, §6). `pending` while a
 * press is on its way to the network and not yet confirmed ('follow
 * pending', reading.md §2.11, §4.2).
 */
export function useToggle(
  address: Omit<ToggleAddress, 'accountId'> & { accountId: string | undefined },
  read: ToggleState,
  readAt?: number,
): { shown: ToggleState; pending: boolean; press: () => void } {
  const runtime = useRuntime();
  const { accountId, source, kind, target } = address;
  const key =
    accountId === undefined ? undefined : toggleKeyOf({ source, kind, target, accountId });
  // This switch's job only: a press re-renders its own switch, not every switch on the screen.
  const job = useProjectionPart(
    runtime?.toggles,
    useCallback((state: TogglesState) => (key ? state.toggles[key] : undefined), [key]),
    undefined,
  );
  const pressed = pressedFrom(job);
  const shown = shownToggle(read, pressed, readAt);
  const press = useCallback(() => {
    if (!runtime) return;
    if (accountId === undefined) {
      toasts.show(signInToAct(SOURCE_LABELS[source]), 'info');
      return;
    }
    void requestToggle(runtime, { source, accountId, kind, target }, !shown.on, read.on).catch(
      (error: unknown) =>
        toasts.show(error instanceof Error ? error.message : String(error), 'error'),
    );
  }, [runtime, accountId, source, kind, target, shown.on, read.on]);
  return { shown, pending: pressed?.pending ?? false, press };
}
