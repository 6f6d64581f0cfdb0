import type { PolledNewest } from '@/domain/notifications/readRecord';
import { valueOrThrow } from '@/domain/result';
import { readsResolverFor } from '@/features/accounts';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { productSessionStore } from '@/runtime/productSession';
import {
  fetchProductNotifications,
  fetchTipNotifications,
} from '@/sources/product/productNotificationsApi';
import type { PollTarget } from './pollTargets';

/** A notification's id and time, the newest first. */
export type NewestFound = Pick<PolledNewest, 'newestId' | 'newestAt'>;

/** The general tab's page, read as the device's Polycast session. */
export async function readProductNotifications(
  runtime: AppRuntime,
  cursor: string | undefined,
  signal: AbortSignal,
) {
  const session = await productSessionStore(await runtime.vault()).load();
  if (!session) throw new Error('Sign in to Polycast to read its notifications.');
  return valueOrThrow(
    await fetchProductNotifications(
      { apiBase: runtime.apiBase, token: session.token },
      cursor,
      signal,
    ),
  );
}

/** The tips the Polycast account's profiles received, read as the device's session. */
export async function readTipNotifications(runtime: AppRuntime, signal: AbortSignal) {
  const session = await productSessionStore(await runtime.vault()).load();
  if (!session) throw new Error('Sign in to Polycast to read its notifications.');
  return valueOrThrow(
    await fetchTipNotifications({ apiBase: runtime.apiBase, token: session.token }, signal),
  );
}

/**
 * One poll (reading.md §4.6): the newest notification of one type for one
 * profile, read as the first page of that profile's notifications. The
 * network's code is loaded only now (readsResolverFor), never with the
 * first screen.
 */
export async function readNewest(
  runtime: AppRuntime,
  target: PollTarget,
  signal: AbortSignal,
): Promise<NewestFound> {
  const { type } = target;
  let first: { id: string; at: string } | undefined;
  if (type === 'Tips') {
    first = (await readTipNotifications(runtime, signal))[0];
  } else if (type === 'Schedule') {
    first = (await readProductNotifications(runtime, undefined, signal)).items[0];
  } else {
    const reads = await readsResolverFor(runtime)({ source: type, accountId: target.profileId });
    if (reads.notifications)
      first = valueOrThrow(await reads.notifications(undefined, signal)).items[0];
  }
  return first ? { newestId: first.id, newestAt: first.at } : {};
}
