import { ulid } from '@/domain/ulid';
import { ScheduleRefused, type ScheduleRequest } from '@/features/compose';
import { FAILED_TO_CREATE_SCHEDULED_POST } from '@/domain/messages/composer';
import { groupIdOf } from '@/domain/schedule/groupIdOf';
import { scheduleTimeProblem } from '@/domain/schedule/scheduleTime';
import { accountActions, loadNetworkEndpoints, probeSession } from '@/features/accounts';
import { productSessionStore, productSessionToken } from '@/runtime/productSession';
import { publishRequestProblem } from '@/features/outbox';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { scheduleIntentsOf } from './scheduleIntents';

/**
 * composer.md §8: the Lens session ended while scheduling; the words of
 * src/features/accounts/runtime/invalidSessionMessage.ts (not imported: importing it from
 * here splits it out of its first-screen chunk, which costs the first screen).
 */
export const lensSessionEnded = (handle: string) =>
  `Your Lens session for @${handle} has ended, so the account was removed. Log in again to post there.`;

/** Scheduling needs the Polycast account the server publishes for (worded here). */
export const SIGN_IN_TO_SCHEDULE = 'Sign in to Polycast to schedule posts.';

export interface ScheduleActionDeps {
  /** HELPER A's consent and hand-over (src/features/schedule/runtime/ensureScheduleDelegation.ts). */
  ensureDelegation: (
    targets: ScheduleRequest['request']['targets'],
  ) => Promise<{ ok: true } | { ok: false; cancelled: boolean; message?: string }>;
  online?: () => boolean;
  now?: () => number;
}

/**
 * composer.md §4.9, §8: what Send does with a schedule time. The time is
 * checked again (§5.6); online, a Lens account whose session ended is
 * removed (the composer takes Lens out of the post) and the networks the
 * server may not post on yet are asked for once; then the intent is logged
 * (`ScheduleRequested`) and the outbox does the rest, now or once online.
 * Offline, consent cannot be asked: the intent is queued, and the server
 * says if a network was not allowed (docs/decisions-schedule.md).
 * Resolves with the intent's id; rejects with `ScheduleRefused`.
 */
export function scheduleAction(runtime: AppRuntime, deps: ScheduleActionDeps) {
  const online = deps.online ?? (() => navigator.onLine);
  const now = deps.now ?? Date.now;
  return async ({ request, scheduleTime, draft }: ScheduleRequest): Promise<string> => {
    const timeProblem = scheduleTimeProblem(scheduleTime, now());
    if (timeProblem) throw new ScheduleRefused('product', timeProblem);
    const shapeProblem = publishRequestProblem(request);
    if (shapeProblem) throw new ScheduleRefused('product', shapeProblem);
    const session = await productSessionStore(await runtime.vault()).load();
    if (!session) throw new ScheduleRefused('product', SIGN_IN_TO_SCHEDULE);

    if (online()) {
      const lens = request.targets.find((target) => target.source === 'Lens');
      const account = lens
        ? (await runtime.accounts.catchUp()).accounts.find(
            (a) => a.source === 'Lens' && a.accountId === lens.accountId,
          )
        : undefined;
      if (account) {
        const vault = await runtime.vault();
        const status = await probeSession(account, {
          apiBase: runtime.apiBase,
          session: () => productSessionToken(vault),
          vault,
          endpoints: () => loadNetworkEndpoints(runtime.apiBase),
        });
        if (status === 'invalid') {
          await accountActions(runtime, () => undefined).removeInvalidAccount(account);
          throw new ScheduleRefused('lensSession', lensSessionEnded(account.handle));
        }
      }
      const consent = await deps.ensureDelegation(request.targets);
      if (!consent.ok) {
        throw new ScheduleRefused(
          consent.cancelled ? 'cancelled' : 'product',
          consent.message || FAILED_TO_CREATE_SCHEDULED_POST,
        );
      }
    }

    // The intent's id is a ULID like every event's; the task's groupId is derived from it.
    const id = ulid();
    await runtime.log.append({
      id,
      type: 'ScheduleRequested',
      aggregateId: id,
      payload: {
        productAccountId: session.accountId,
        groupId: groupIdOf(id),
        scheduleTime,
        kind: request.kind,
        targets: request.targets,
        posts: request.posts,
        ...(request.replyTo ? { replyTo: request.replyTo } : {}),
        ...(request.quoteOf ? { quoteOf: request.quoteOf } : {}),
        draft,
      },
    });
    await (await scheduleIntentsOf(runtime)).catchUp();
    return id;
  };
}
