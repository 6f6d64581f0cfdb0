import { z } from 'zod';
import { defineEvent } from '../defineEvent';

/** Outcomes of calls to the product server made for intents in the log. */
export const ServerCallSucceeded = defineEvent({
  type: 'ServerCallSucceeded',
  payload: z.object({ callId: z.string().min(1), status: z.number().int() }),
});

export const ServerCallFailed = defineEvent({
  type: 'ServerCallFailed',
  payload: z.object({
    callId: z.string().min(1),
    /** 0 when the call was given up before any attempt. */
    attempt: z.number().int().nonnegative(),
    retryable: z.boolean(),
    reason: z.string(),
    /** Epoch ms before which the call is not tried again (retryable only). */
    retryAt: z.number().int().nonnegative().optional(),
  }),
});
