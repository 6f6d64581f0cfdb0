import { firstFound } from '@/events/stream';
import { z } from 'zod/mini';
import type { AppEvent } from '@/events/appCatalog';
import type { AnonymousAcceptance, AnonymousPostDeps } from '../machines/anonymousPostMachine';
import { ANONYMOUS_NEEDS_SESSION } from '@/domain/messages/anonymous';
import { fetchAnonymousStatus } from '@/sources/product/anonymousApi';
import { productSessionStore } from '@/runtime/productSession';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { forgetAnonymousLimits } from './anonymousLimits';
import { settleAnonymousPost } from './settleAnonymousPost';

/** The create call's answer (composer.md §7.6), as the outbox logged it. */
const createdSchema = z.object({
  success: z.literal(true),
  post_id: z.string().check(z.minLength(1)),
});

/** What a logged outcome of the intent's call says, if it ends the wait. */
function acceptanceFrom(event: AppEvent, intentId: string): AnonymousAcceptance | undefined {
  if (event.type === 'ServerCallSucceeded' && event.payload.callId === intentId) {
    const created = createdSchema.safeParse(event.payload.answer);
    return created.success
      ? { kind: 'accepted', postId: created.data.post_id }
      : { kind: 'refused', reason: 'The product server answered without a post id' };
  }
  if (event.type === 'ServerCallFailed' && event.payload.callId === intentId) {
    return event.payload.retryable ? undefined : { kind: 'refused', reason: event.payload.reason };
  }
  return undefined;
}

/**
 * The anonymous post's effects on this device (composer.md §4.3, §7.6): the
 * intent goes to the log, for the product-server outbox to send with the
 * Polycast session (its event id the Idempotency-Key); the outcome is read
 * back from the log; the status is asked with the session.
 */
export function anonymousPostDeps(runtime: AppRuntime): AnonymousPostDeps {
  const session = async () => {
    const found = await productSessionStore(await runtime.vault()).load();
    if (!found) throw new Error(ANONYMOUS_NEEDS_SESSION);
    return found;
  };
  return {
    async request({ body, draft }) {
      const { accountId } = await session();
      const event = await runtime.log.append({
        type: 'AnonymousPostRequested',
        aggregateId: draft.draftId,
        payload: { productAccountId: accountId, body, draft },
      });
      // Its quota changes: the next look asks the server again.
      forgetAnonymousLimits();
      return event.id;
    },
    async accepted(intentId, signal) {
      const head = await runtime.log.head();
      // The call's outcomes are logged under the call's id, which is the intent's.
      for (const event of await runtime.log.readAggregate(intentId)) {
        const found = acceptanceFrom(event, intentId);
        if (found) return found;
      }
      return firstFound(runtime.log.live(head), (event) => acceptanceFrom(event, intentId), signal);
    },
    async status(postId) {
      const { token } = await session();
      return fetchAnonymousStatus(postId, { apiBase: runtime.apiBase, token });
    },
    settled: (intentId, outcome) => settleAnonymousPost(runtime, intentId, outcome),
  };
}
