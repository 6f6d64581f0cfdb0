import type { EventLog } from '@/events/eventLog';
import type { AppEventDefinition } from '@/events/appCatalog';
import { z } from 'zod/mini';
import { MAX_QUEUE_AGE_MS, nextRetryAt, parseRetryAfter } from './backoff';
import { classifyHttpStatus, type HttpOutcome } from './classifyHttpStatus';
import { pendingCalls, type ServerCall, type ServerCallsState } from './serverCallsProjection';

/**
 * Sends one call; resolves with the server's answer, rejects when the network
 * failed, or with `ServerCallNotSendable` when it can never be sent.
 */
export type SendServerCall = (call: ServerCall) => Promise<Response>;

export const NETWORK_FAILURE = 'network';

/** The call cannot be sent from this device (no Polycast session for it): it is dropped. */
export class ServerCallNotSendable extends Error {
  override name = 'ServerCallNotSendable';
}

const codeAnswerSchema = z.object({ code: z.number() });
const messageSchema = z.object({ message: z.optional(z.string()), error: z.optional(z.string()) });

/** A kept answer's body (JSON), if it has one. */
const answerBody = (response: Response): Promise<unknown> => response.json().catch(() => undefined);

/** The answer's outcome; a call that expects `{code: 0}` fails on any other answer. */
async function outcomeOf(
  call: ServerCall,
  response: Response,
): Promise<{ outcome: HttpOutcome; reason: string }> {
  const outcome = classifyHttpStatus(response.status);
  let reason = `HTTP ${response.status}`;
  if (outcome !== 'succeeded' && call.keepAnswer) {
    // The user reads this one: the server's own words, where it gave some.
    const said = messageSchema.safeParse(await answerBody(response));
    const words = said.success ? (said.data.message ?? said.data.error) : undefined;
    if (words) reason = `${reason}: ${words}`;
  }
  if (outcome !== 'succeeded' || !call.expectCodeZero) return { outcome, reason };
  const answer = codeAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (answer.success && answer.data.code === 0) return { outcome, reason };
  return {
    outcome: 'rejected',
    reason: answer.success ? `code ${answer.data.code}` : 'An answer without a code',
  };
}

export interface DrainOptions {
  log: EventLog<AppEventDefinition>;
  state: ServerCallsState;
  send: SendServerCall;
  now?: () => number;
  random?: () => number;
  /** Try calls that failed for want of a network now, whatever their backoff. */
  retryNetworkFailuresNow?: boolean;
}

function isDue(call: ServerCall, now: number, retryNetworkFailuresNow: boolean): boolean {
  if (call.retryAt <= now) return true;
  return retryNetworkFailuresNow && call.lastFailure?.reason === NETWORK_FAILURE;
}

/**
 * Sends every due call once, in order, and logs each outcome. Resolves with
 * the time the next pending call falls due, if any.
 */
export async function drainServerCalls(options: DrainOptions): Promise<number | undefined> {
  const { log, send } = options;
  const now = options.now ?? Date.now;
  let nextDue: number | undefined;

  for (const call of pendingCalls(options.state)) {
    const attempt = call.attempts + 1;
    if (now() - call.createdAt > MAX_QUEUE_AGE_MS) {
      await log.append({
        type: 'ServerCallFailed',
        aggregateId: call.id,
        payload: {
          callId: call.id,
          attempt: call.attempts,
          retryable: false,
          reason: 'Gave up after 7 days',
        },
      });
      console.warn(`Gave up on the call to ${call.path} after 7 days`);
      continue;
    }
    if (!isDue(call, now(), options.retryNetworkFailuresNow ?? false)) {
      nextDue = Math.min(nextDue ?? Infinity, call.retryAt);
      continue;
    }

    let response: Response;
    try {
      response = await send(call);
    } catch (error) {
      if (error instanceof ServerCallNotSendable) {
        console.warn(`Dropped the call to ${call.path}: ${error.message}`);
        await log.append({
          type: 'ServerCallFailed',
          aggregateId: call.id,
          payload: { callId: call.id, attempt, retryable: false, reason: error.message },
        });
        continue;
      }
      const retryAt = nextRetryAt(attempt, now(), undefined, options.random);
      await log.append({
        type: 'ServerCallFailed',
        aggregateId: call.id,
        payload: { callId: call.id, attempt, retryable: true, reason: NETWORK_FAILURE, retryAt },
      });
      nextDue = Math.min(nextDue ?? Infinity, retryAt);
      continue;
    }

    const { outcome, reason } = await outcomeOf(call, response);
    if (outcome === 'succeeded') {
      const answer = call.keepAnswer ? z.json().safeParse(await answerBody(response)) : undefined;
      await log.append({
        type: 'ServerCallSucceeded',
        aggregateId: call.id,
        payload: {
          callId: call.id,
          status: response.status,
          ...(answer?.success && answer.data !== undefined ? { answer: answer.data } : {}),
        },
      });
    } else {
      const retryable = outcome === 'retryable';
      const retryAt = retryable
        ? nextRetryAt(
            attempt,
            now(),
            parseRetryAfter(response.headers.get('Retry-After'), now()),
            options.random,
          )
        : undefined;
      await log.append({
        type: 'ServerCallFailed',
        aggregateId: call.id,
        payload: {
          callId: call.id,
          attempt,
          retryable,
          reason,
          ...(retryAt === undefined ? {} : { retryAt }),
        },
      });
      if (retryAt !== undefined) nextDue = Math.min(nextDue ?? Infinity, retryAt);
      // Only logged: these calls ask nothing of the user (composer.md §8).
      else console.warn(`The call to ${call.path} was refused: ${reason}`);
    }
  }
  return nextDue;
}
