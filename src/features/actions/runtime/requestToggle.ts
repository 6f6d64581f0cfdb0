import { toggleKeyOf, type ToggleAddress } from '@/domain/actions/toggleIntent';
import type { AppRuntime } from '@/runtime/openAppRuntime';

/**
 * The reader pressed a switch (issue 21): the press goes in the log, and
 * that is all. The screen shows it at once from the toggles projection;
 * the outbox sends the network what it needs, when it can.
 */
export function requestToggle(
  runtime: Pick<AppRuntime, 'log'>,
  address: ToggleAddress,
  on: boolean,
  shown: boolean,
): Promise<unknown> {
  return runtime.log.append({
    type: 'ToggleRequested',
    aggregateId: toggleKeyOf(address),
    payload: { ...address, on, shown },
  });
}
