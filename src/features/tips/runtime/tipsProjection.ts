import { z } from 'zod/mini';
import { tipRecipientSchema } from '@/domain/wallet/tipRecipient';
import { tokenInfoSchema } from '@/domain/wallet/walletToken';
import type { AppEvent } from '@/events/appCatalog';
import type { Projection } from '@/events/projection';

const tipStatus = z.enum([
  /** Logged, the wallet asked; no hash yet (the page may have died in between). */
  'requested',
  /** The wallet sent it: a hash, not yet confirmed. */
  'submitted',
  'confirmed',
  'failed',
  /** The person said no in the wallet. */
  'cancelled',
]);
export type TipStatus = z.infer<typeof tipStatus>;

const tipSchema = z.object({
  id: z.string(),
  status: tipStatus,
  requestedAt: z.number(),
  profile: z.object({ source: z.string(), id: z.string(), handle: z.string() }),
  recipient: tipRecipientSchema,
  post: z.optional(z.object({ source: z.string(), id: z.string() })),
  from: z.string(),
  token: tokenInfoSchema,
  amount: z.string(),
  usd: z.optional(z.number()),
  prepared: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  hash: z.optional(z.string()),
  failure: z.optional(z.object({ stage: z.string(), reason: z.string() })),
  settledAt: z.optional(z.number()),
});
export type Tip = z.infer<typeof tipSchema>;

export interface TipsState {
  tips: Record<string, Tip>;
  /** Tokens the person added by address (custom), in the order added. */
  addedTokens: z.infer<typeof tokenInfoSchema>[];
}

/** Open tips: asked of the wallet, not yet known to be confirmed or failed. */
export const isOpenTip = (tip: Tip) => tip.status === 'requested' || tip.status === 'submitted';

function settle(state: TipsState, id: string, change: (tip: Tip) => Tip): TipsState {
  const tip = state.tips[id];
  return tip ? { ...state, tips: { ...state.tips, [id]: change(tip) } } : state;
}

/**
 * Every tip the person asked for, from the log (wallet.md §4.1, issue 22):
 * what it was, its hash once known, and how it ended. A tip still
 * `requested` or `submitted` after a reload is reconciled with the chain
 * before anything else is offered.
 */
export const tipsProjection: Projection<TipsState, AppEvent> = {
  name: 'tips',
  version: 1,
  initial: { tips: {}, addedTokens: [] },
  stateSchema: z.object({
    tips: z.record(z.string(), tipSchema),
    addedTokens: z.array(tokenInfoSchema),
  }),
  apply(state, event) {
    switch (event.type) {
      case 'TipRequested': {
        const tip: Tip = {
          id: event.aggregateId,
          status: 'requested',
          requestedAt: event.at,
          ...event.payload,
        };
        return { ...state, tips: { ...state.tips, [tip.id]: tip } };
      }
      case 'TipTokenAdded': {
        const { token } = event.payload;
        const known = state.addedTokens.some(
          (t) =>
            t.family === token.family && t.chainId === token.chainId && t.address === token.address,
        );
        return known ? state : { ...state, addedTokens: [...state.addedTokens, token] };
      }
      case 'TipSubmitted':
        return settle(state, event.aggregateId, (tip) => ({
          ...tip,
          status: tip.status === 'requested' ? 'submitted' : tip.status,
          hash: event.payload.hash,
        }));
      case 'TipConfirmed':
        return settle(state, event.aggregateId, (tip) => ({
          ...tip,
          status: 'confirmed',
          hash: event.payload.hash,
          settledAt: event.at,
        }));
      case 'TipFailed':
        return settle(state, event.aggregateId, (tip) => ({
          ...tip,
          status: 'failed',
          failure: { stage: event.payload.stage, reason: event.payload.reason },
          settledAt: event.at,
        }));
      case 'TipCancelled':
        return settle(state, event.aggregateId, (tip) => ({
          ...tip,
          status: 'cancelled',
          settledAt: event.at,
        }));
      default:
        return state;
    }
  },
};
