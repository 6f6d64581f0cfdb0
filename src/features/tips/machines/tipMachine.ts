import { assign, fromPromise, setup } from 'xstate';
import type {
  ConfirmOutcome,
  FindOutcome,
  LoggedTip,
  SendOutcome,
  TipDeps,
  TipDraft,
} from './tipPorts';

/** How long an undecided tip (in the mempool, or the chain unreachable) waits before it is looked for again. */
export const TIP_RECHECK_MS = 3000;

export type TipMachineInput =
  | { deps: TipDeps; draft: TipDraft }
  /** A tip found open in the log after a reload: reconciled before anything is offered. */
  | { deps: TipDeps; resume: LoggedTip & { hash?: string } };

interface TipContext {
  deps: TipDeps;
  draft: TipDraft | undefined;
  tip: LoggedTip | undefined;
  hash: string | undefined;
  /** Why it failed, or why it waits (the chain unreachable), for the screen. */
  error: string | undefined;
  /** The last failure happened at the wallet: the tip may have gone anyway, so it is looked for before a retry. */
  lookBeforeRetry: boolean;
  /** Looking for the last tip because the person pressed retry: not sent means send the new one. */
  retrying: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

type LogInput = { deps: TipDeps; tip: LoggedTip };

/**
 * One tip's life (wallet.md §4.1, issue 22): logged before the wallet is
 * asked, its hash logged once the wallet answers, confirmed on chain, then
 * reported. A tip is never sent twice: a tip found open after a reload is
 * looked for on chain first (found, never sent, or still pending), and a
 * retry after a wallet failure looks for the failed one before a new one
 * is made. A cancel in the wallet ends it quietly.
 */
export const tipMachine = setup({
  types: {
    input: {} as TipMachineInput,
    context: {} as TipContext,
    events: {} as { type: 'RETRY' },
  },
  actors: {
    /** Prepares (chain switched, nonce read) and logs TipRequested before any wallet prompt. */
    request: fromPromise<LoggedTip, { deps: TipDeps; draft: TipDraft }>(
      async ({ input: { deps, draft }, signal }) => {
        const id = deps.newId();
        const prepared = await deps.chainFor(draft).prepare(draft, id, signal);
        const { amount, ...rest } = draft;
        const payload = { ...rest, amount: amount.toString(), prepared };
        await deps.log(id, { type: 'TipRequested', payload });
        return { id, ...payload };
      },
    ),
    send: fromPromise<SendOutcome, LogInput>(async ({ input: { deps, tip }, signal }) => {
      const outcome = await deps.chainFor(tip).send(tip, signal);
      if (outcome.kind === 'sent')
        await deps.log(tip.id, { type: 'TipSubmitted', payload: { hash: outcome.hash } });
      else if (outcome.kind === 'cancelled')
        await deps.log(tip.id, { type: 'TipCancelled', payload: {} });
      else
        await deps.log(tip.id, {
          type: 'TipFailed',
          payload: { stage: 'wallet', reason: outcome.reason },
        });
      return outcome;
    }),
    confirm: fromPromise<ConfirmOutcome, LogInput & { hash: string }>(
      async ({ input: { deps, tip, hash }, signal }) => {
        const outcome = await deps.chainFor(tip).confirm(tip, hash, signal);
        if (outcome.kind === 'confirmed')
          await deps.log(tip.id, { type: 'TipConfirmed', payload: { hash: outcome.hash } });
        else if (outcome.kind !== 'unreachable')
          await deps.log(tip.id, {
            type: 'TipFailed',
            payload: {
              stage: outcome.kind,
              reason: outcome.reason,
              ...(outcome.hash ? { hash: outcome.hash } : { hash }),
            },
          });
        return outcome;
      },
    ),
    find: fromPromise<FindOutcome, LogInput>(async ({ input: { deps, tip }, signal }) => {
      const outcome = await deps.chainFor(tip).find(tip, signal);
      if (outcome.kind === 'found')
        await deps.log(tip.id, {
          type: 'TipSubmitted',
          payload: { hash: outcome.hash, found: true },
        });
      else if (outcome.kind === 'not_sent' || outcome.kind === 'replaced')
        await deps.log(tip.id, {
          type: 'TipFailed',
          payload: { stage: outcome.kind, reason: outcome.reason },
        });
      return outcome;
    }),
    /** wallet.md §7.1, §8.1: reported after confirmation; a failure is only a console warning. */
    report: fromPromise<void, LogInput & { hash: string }>(async ({ input }) => {
      try {
        await input.deps.report(input.tip, input.hash);
      } catch (error) {
        console.warn('The tip report failed', messageOf(error));
      }
    }),
  },
  guards: {
    resumed: ({ context }) => context.tip !== undefined,
    resumedWithHash: ({ context }) => context.hash !== undefined,
  },
}).createMachine({
  id: 'tip',
  context: ({ input }) => ({
    deps: input.deps,
    draft: 'draft' in input ? input.draft : undefined,
    tip: 'resume' in input ? input.resume : undefined,
    hash: 'resume' in input ? input.resume.hash : undefined,
    error: undefined,
    lookBeforeRetry: false,
    retrying: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'resumedWithHash', target: 'confirming' },
        { guard: 'resumed', target: 'looking' },
        { target: 'requesting' },
      ],
    },
    requesting: {
      invoke: {
        src: 'request',
        input: ({ context }) => ({ deps: context.deps, draft: context.draft as TipDraft }),
        onDone: { target: 'sending', actions: assign({ tip: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error), tip: undefined }),
        },
      },
    },
    sending: {
      invoke: {
        src: 'send',
        input: ({ context }) => ({ deps: context.deps, tip: context.tip as LoggedTip }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'sent',
            target: 'confirming',
            actions: assign({
              hash: ({ event }) => (event.output.kind === 'sent' ? event.output.hash : undefined),
            }),
          },
          { guard: ({ event }) => event.output.kind === 'cancelled', target: 'cancelled' },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => (event.output.kind === 'failed' ? event.output.reason : ''),
              lookBeforeRetry: true,
            }),
          },
        ],
        // The wallet or the log threw: the tip may have gone; look before offering again.
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => messageOf(event.error), lookBeforeRetry: true }),
        },
      },
    },
    confirming: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({
          deps: context.deps,
          tip: context.tip as LoggedTip,
          hash: context.hash as string,
        }),
        onDone: [
          { guard: ({ event }) => event.output.kind === 'confirmed', target: 'reporting' },
          {
            guard: ({ event }) => event.output.kind === 'unreachable',
            target: 'waiting',
            actions: assign({
              error: ({ event }) => ('reason' in event.output ? event.output.reason : undefined),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => ('reason' in event.output ? event.output.reason : ''),
              tip: undefined,
              hash: undefined,
            }),
          },
        ],
        onError: {
          target: 'waiting',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    looking: {
      invoke: {
        src: 'find',
        input: ({ context }) => ({ deps: context.deps, tip: context.tip as LoggedTip }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'found',
            target: 'confirming',
            actions: assign({
              hash: ({ event }) => (event.output.kind === 'found' ? event.output.hash : undefined),
              error: undefined,
            }),
          },
          {
            guard: ({ event }) =>
              event.output.kind === 'pending' || event.output.kind === 'unreachable',
            target: 'waiting',
            actions: assign({
              error: ({ event }) => ('reason' in event.output ? event.output.reason : undefined),
            }),
          },
          {
            guard: ({ context, event }) =>
              context.retrying && context.draft !== undefined && event.output.kind === 'not_sent',
            target: 'requesting',
            actions: assign({ tip: undefined, hash: undefined, error: undefined, retrying: false }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => ('reason' in event.output ? event.output.reason : ''),
              tip: undefined,
              lookBeforeRetry: false,
              retrying: false,
            }),
          },
        ],
        onError: {
          target: 'waiting',
          actions: assign({ error: ({ event }) => messageOf(event.error) }),
        },
      },
    },
    /** Undecided or unreachable: looked at again shortly (the screen says why it waits). */
    waiting: {
      after: {
        [TIP_RECHECK_MS]: [
          { guard: 'resumedWithHash', target: 'confirming' },
          { target: 'looking' },
        ],
      },
    },
    reporting: {
      invoke: {
        src: 'report',
        input: ({ context }) => ({
          deps: context.deps,
          tip: context.tip as LoggedTip,
          hash: context.hash as string,
        }),
        onDone: 'confirmed',
        onError: 'confirmed',
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
    failed: {
      on: {
        RETRY: [
          // The last one may have left the wallet: look for it before making another.
          {
            guard: ({ context }) => context.lookBeforeRetry && context.tip !== undefined,
            target: 'looking',
            actions: assign({ error: undefined, lookBeforeRetry: false, retrying: true }),
          },
          {
            guard: ({ context }) => context.draft !== undefined,
            target: 'requesting',
            actions: assign({ error: undefined, tip: undefined, hash: undefined }),
          },
        ],
      },
    },
  },
});
