import { createExclusiveLock } from '@/events/exclusiveLock';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { AnonymousOutcome } from '../machines/anonymousPostMachine';

/**
 * Logs how an anonymous post ended (AnonymousPostSettled), once whichever
 * contexts saw it end: under a lock of the post's own, the first to come
 * logs it and answers true (it tells the user); any other answers false.
 */
export function settleAnonymousPost(
  runtime: Pick<AppRuntime, 'log' | 'database'>,
  intentId: string,
  outcome: AnonymousOutcome,
): Promise<boolean> {
  const lock = createExclusiveLock(`${runtime.database.name}:anonymous-post:${intentId}`);
  return lock.run(async () => {
    // Its call's outcomes and its settling are logged under the intent's id.
    const logged = await runtime.log.readAggregate(intentId);
    if (logged.some((event) => event.type === 'AnonymousPostSettled')) return false;
    await runtime.log.append({
      type: 'AnonymousPostSettled',
      aggregateId: intentId,
      payload: { intentId, outcome: outcome.kind },
    });
    return true;
  });
}
