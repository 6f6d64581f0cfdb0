import { z } from 'zod/mini';
import { defineEvent } from '../defineEvent';

/** Outcomes of calls to the product server made for intents in the log. */
export const ServerCallSucceeded = defineEvent({
  type: 'ServerCallSucceeded',
  payload: z.object({
    callId: z.string().check(z.minLength(1)),
    status: z.int(),
    /** The server's answer, for a call whose answer matters (an anonymous post's id). */
    answer: z.optional(z.json()),
  }),
});

export const ServerCallFailed = defineEvent({
  type: 'ServerCallFailed',
  payload: z.object({
    callId: z.string().check(z.minLength(1)),
    /** 0 when the call was given up before any attempt. */
    attempt: z.int().check(z.nonnegative()),
    retryable: z.boolean(),
    reason: z.string(),
    /** Epoch ms before which the call is not tried again (retryable only). */
    retryAt: z.optional(z.int().check(z.nonnegative())),
  }),
});
