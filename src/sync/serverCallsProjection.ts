import { z } from 'zod/mini';
import { POST_SOURCES, type PostSource } from '@/domain/networks';
import type { AppEvent } from '@/events/appCatalog';
import type { Projection } from '@/events/projection';
import {
  parseJobId,
  serverCallsFor,
  type RedPacketMemo,
  type ServerCallRequest,
} from './serverCallFor';

const serverCallSchema = z.object({
  /** The intent event's id (with a suffix when it asked for several calls): the Idempotency-Key. */
  id: z.string(),
  method: z.literal('POST'),
  path: z.string(),
  supersedeKey: z.optional(z.string()),
  body: z.optional(z.json()),
  productSession: z.optional(z.object({ accountId: z.string() })),
  expectCodeZero: z.optional(z.boolean()),
  keepAnswer: z.optional(z.boolean()),
  createdAt: z.number(),
  attempts: z.int().check(z.nonnegative()),
  /** Epoch ms; not tried before then. */
  retryAt: z.number(),
  status: z.enum(['pending', 'failed']),
  lastFailure: z.optional(z.object({ reason: z.string(), retryable: z.boolean() })),
});
export type ServerCall = z.infer<typeof serverCallSchema>;

const redPacketMemoSchema = z.object({
  rpid: z.string(),
  publicKey: z.string(),
  waiting: z.partialRecord(z.enum(POST_SOURCES), z.object({ handle: z.string() })),
});

/** Calls not yet done. Succeeded and superseded calls leave the state. */
export interface ServerCallsState {
  calls: Record<string, ServerCall>;
  /** The Polycast account this device is in (post reports are sent for it). */
  productAccountId: string | null;
  /** Handles of the accounts on this device, by `{source}:{accountId}`. */
  handles: Record<string, string>;
  /** Red packets by intent id, until each network's first post is published (or discarded). */
  redPackets: Record<string, RedPacketMemo>;
}

function withoutSuperseded(calls: Record<string, ServerCall>, key: string | undefined) {
  if (!key) return calls;
  return Object.fromEntries(
    Object.entries(calls).filter(
      ([, call]) => call.supersedeKey !== key || call.status !== 'pending',
    ),
  );
}

function asked(
  calls: Record<string, ServerCall>,
  requests: ServerCallRequest[],
  at: number,
): Record<string, ServerCall> {
  let next = calls;
  for (const request of requests) {
    next = {
      ...withoutSuperseded(next, request.supersedeKey),
      [request.id]: { ...request, createdAt: at, attempts: 0, retryAt: at, status: 'pending' },
    };
  }
  return next;
}

const handleKey = (source: PostSource, accountId: string) => `${source}:${accountId}`;

/** What the calls of later events depend on: the Polycast account, handles, red packets. */
function remember(state: ServerCallsState, event: AppEvent): ServerCallsState {
  switch (event.type) {
    case 'ProductAccountJoined':
      return { ...state, productAccountId: event.payload.accountId };
    case 'ProductAccountLeft':
      return state.productAccountId === event.payload.accountId
        ? { ...state, productAccountId: null }
        : state;
    case 'AccountConnected': {
      const { source, accountId, handle } = event.payload;
      return { ...state, handles: { ...state.handles, [handleKey(source, accountId)]: handle } };
    }
    case 'AccountDisconnected': {
      const { [handleKey(event.payload.source, event.payload.accountId)]: _gone, ...handles } =
        state.handles;
      return { ...state, handles };
    }
    case 'PublishRequested': {
      const { redPacket, targets } = event.payload;
      if (!redPacket) return state;
      const waiting: RedPacketMemo['waiting'] = {};
      for (const { source, accountId } of targets) {
        // An account is connected before it posts; its id stands in if the log lost the handle.
        waiting[source] = { handle: state.handles[handleKey(source, accountId)] ?? accountId };
      }
      const memo = { rpid: redPacket.rpid, publicKey: redPacket.publicKey, waiting };
      return { ...state, redPackets: { ...state.redPackets, [event.id]: memo } };
    }
    case 'PublishDiscarded': {
      const { [event.payload.intentId]: memo, ...redPackets } = state.redPackets;
      const discarded = event.payload.sources;
      // Discarded on some networks only: the others' first posts may still go out.
      if (memo && discarded) {
        const waiting = Object.fromEntries(
          Object.entries(memo.waiting).filter(
            ([source]) => !discarded.some((gone) => gone === source),
          ),
        );
        if (Object.keys(waiting).length > 0) {
          return {
            ...state,
            redPackets: { ...redPackets, [event.payload.intentId]: { ...memo, waiting } },
          };
        }
      }
      return { ...state, redPackets };
    }
    default:
      return state;
  }
}

/** A network's first post is out: its red packet update was asked for now, or never will be. */
function firstPostOut(state: ServerCallsState, event: AppEvent): ServerCallsState {
  if (event.type !== 'PublishSucceeded') return state;
  const job = parseJobId(event.payload.jobId);
  const memo = job && job.index === 0 ? state.redPackets[job.intentId] : undefined;
  if (!job || !memo?.waiting[job.source]) return state;
  const { [job.source]: _done, ...waiting } = memo.waiting;
  const { [job.intentId]: _memo, ...others } = state.redPackets;
  const redPackets =
    Object.keys(waiting).length > 0 ? { ...others, [job.intentId]: { ...memo, waiting } } : others;
  return { ...state, redPackets };
}

export const serverCallsProjection: Projection<ServerCallsState, AppEvent> = {
  name: 'serverCalls',
  version: 3,
  initial: { calls: {}, productAccountId: null, handles: {}, redPackets: {} },
  stateSchema: z.object({
    calls: z.record(z.string(), serverCallSchema),
    productAccountId: z.nullable(z.string()),
    handles: z.record(z.string(), z.string()),
    redPackets: z.record(z.string(), redPacketMemoSchema),
  }),
  apply(state, event) {
    const requests = serverCallsFor(event, state);
    let next = remember(state, event);
    if (requests.length > 0) next = { ...next, calls: asked(next.calls, requests, event.at) };
    next = firstPostOut(next, event);
    switch (event.type) {
      case 'ServerCallSucceeded': {
        if (!next.calls[event.payload.callId]) return next;
        const { [event.payload.callId]: _done, ...rest } = next.calls;
        return { ...next, calls: rest };
      }
      case 'ServerCallFailed': {
        const call = next.calls[event.payload.callId];
        if (!call) return next;
        const { attempt, retryable, reason, retryAt } = event.payload;
        return {
          ...next,
          calls: {
            ...next.calls,
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
        return next;
    }
  },
};

/** Pending calls in the order they were asked for. */
export function pendingCalls(state: ServerCallsState): ServerCall[] {
  return Object.values(state.calls)
    .filter((call) => call.status === 'pending')
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}
