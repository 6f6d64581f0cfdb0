import { z } from 'zod/mini';
import { anonymousPostBodySchema } from '@/domain/composer/model/anonymous';
import { draftSchema } from '@/domain/composer/model/draft';
import { defineEvent } from '../defineEvent';

/**
 * The user sent a post anonymously (composer.md §4.3, §7.6): the product
 * server posts it through the shared anonymous accounts, never through the
 * user's own. An intent like any post: the product-server outbox sends it
 * (the event's id is its Idempotency-Key, so a retry is the same post), with
 * the session of the Polycast account it was written in; offline it waits
 * there. `draft` is what the composer held: if the server refuses the post,
 * it is a draft again (docs/decisions-composer-ui.md).
 */
export const AnonymousPostRequested = defineEvent({
  type: 'AnonymousPostRequested',
  payload: z.object({
    productAccountId: z.string().check(z.minLength(1)),
    body: anonymousPostBodySchema,
    draft: draftSchema,
  }),
});

/**
 * How an anonymous post ended as this device followed it (composer.md §4.3):
 * sent, failed, or no end seen within the status tries. Logged once, by the
 * context that saw the end and told the user, so a reload neither follows it
 * again nor says it twice; a post logged but not settled is followed again
 * when the app starts.
 */
export const AnonymousPostSettled = defineEvent({
  type: 'AnonymousPostSettled',
  payload: z.object({
    intentId: z.string().check(z.minLength(1)),
    outcome: z.enum(['sent', 'failed', 'timedOut']),
  }),
});

export const anonymousDefinitions = [AnonymousPostRequested, AnonymousPostSettled] as const;
