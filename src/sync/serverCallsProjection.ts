import { z } from 'zod/mini';
import type { AppEvent } from '../events/appCatalog';
import type { Projection } from '../events/projection';
import { serverCallFor } from './serverCallFor';

const serverCallSchema = z.object({
  /** The intent event's id: also the call's idempotency key. */
  id: z.string(),
  method: z.literal('POST'),
  path: z.string(),
  supersedeKey: z.optional(z.string()),
  createdAt: z.number(),
  attempts: z.int().check(z.nonnegative()),
  /** Epoch ms; not tried before then. */
  retryAt: z.number(),
  status: z.enum(['pending', 'failed']),
  lastFailure: z.optional(z.object({ reason: z.string(), retryable: z.boolean() })),
});
export type ServerCall = z.infer<typeof serverCallSchema>;

/** Calls not yet done. Succeeded and superseded calls leave the state. */
export interface ServerCallsState {
  calls: Record<string, ServerCall>;
}

function withoutSuperseded(calls: Record<string, ServerCall>, key: string | undefined) {
  if (!key) return calls;
  return Object.fromEntries(
    Object.entries(calls).filter(
      ([, call]) => call.supersedeKey !== key || call.status !== 'pending',
    ),
  );
}

export const serverCallsProjection: Projection<ServerCallsState, AppEvent> = {
  name: 'serverCalls',
  version: 1,
  initial: { calls: {} },
  stateSchema: z.object({ calls: z.record(z.string(), serverCallSchema) }),
  apply(state, event) {
    const request = serverCallFor(event);
    if (request) {
      const calls = withoutSuperseded(state.calls, request.supersedeKey);
      return {
        calls: {
          ...calls,
          [event.id]: {
            id: event.id,
            ...request,
            createdAt: event.at,
            attempts: 0,
            retryAt: event.at,
            status: 'pending',
          },
        },
      };
    }
    switch (event.type) {
      case 'ServerCallSucceeded': {
        if (!state.calls[event.payload.callId]) return state;
        const { [event.payload.callId]: _done, ...rest } = state.calls;
        return { calls: rest };
      }
      case 'ServerCallFailed': {
        const call = state.calls[event.payload.callId];
        if (!call) return state;
        const { attempt, retryable, reason, retryAt } = event.payload;
        return {
          calls: {
            ...state.calls,
            [call.id]: {
              ...call,
              attempts: Math.max(call.attempts, attempt),
              status: retryable ? 'pending' : 'failed',
              retryAt: retryAt ?? call.retryAt,
              lastFailure: { reason, retryable },
            },
          },
        };
      }
      default:
        return state;
    }
  },
};

/** Pending calls in the order they were asked for. */
export function pendingCalls(state: ServerCallsState): ServerCall[] {
  return Object.values(state.calls)
    .filter((call) => call.status === 'pending')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}
