import type { AppRuntime } from '@/runtime/openAppRuntime';
import { productSessionStore } from '@/runtime/productSession';
import type { ProductApi } from '@/sources/product/productApi';
import { PUSH_AGGREGATE, type PushChoice } from '@/events/types/pushEvents';
import type { PushSituation } from '@/domain/push/pushOffer';

/** The product API as the device's Polycast account, when it is in one. */
export async function sessionApi(runtime: AppRuntime): Promise<ProductApi | undefined> {
  const session = await productSessionStore(await runtime.vault()).load();
  return session ? { apiBase: runtime.apiBase, token: session.token } : undefined;
}

/** The push choice in force: the push aggregate's last event. */
export async function lastPushChoice(runtime: AppRuntime): Promise<PushSituation['lastChoice']> {
  const last = await runtime.log.lastOfAggregate(PUSH_AGGREGATE);
  return last?.type === 'PushChoiceMade' ? { choice: last.payload.choice, at: last.at } : undefined;
}

export async function recordPushChoice(runtime: AppRuntime, choice: PushChoice): Promise<void> {
  await runtime.log.append({
    type: 'PushChoiceMade',
    aggregateId: PUSH_AGGREGATE,
    payload: { choice },
  });
}

/** Whether this account scheduled a post on this device: what the server pushes about today. */
export async function hasScheduledPost(runtime: AppRuntime, accountId: string): Promise<boolean> {
  const scheduled = await runtime.log.readByType(['ScheduleRequested']);
  return scheduled.some(
    (event) => event.type === 'ScheduleRequested' && event.payload.productAccountId === accountId,
  );
}
