import { z } from 'zod/mini';
import { POST_SOURCES } from '@/domain/networks';
import { tipRecipientSchema } from '@/domain/wallet/tipRecipient';
import { tokenInfoSchema } from '@/domain/wallet/walletToken';
import { defineEvent } from '../defineEvent';

/** A whole number of a token's smallest unit, as decimal digits (bigint does not go through JSON). */
const units = z.string().check(z.regex(/^\d{1,78}$/));
const reason = z.string().check(z.maxLength(2000));
const hash = z.string().check(z.minLength(1), z.maxLength(128));

/**
 * What the chain layer read before the wallet was asked, so the tip can be
 * found on chain if the page dies before the hash is logged (an EVM
 * sender's nonce and block, a Solana transfer's reference and last valid
 * block height). Its shape belongs to the chain layer; public data only.
 */
const prepared = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

/**
 * The person asked to tip (wallet.md §4.1), logged before the wallet is
 * asked: the one record that keeps a tip from being sent twice. The
 * aggregate id is the tip's id.
 */
export const TipRequested = defineEvent({
  type: 'TipRequested',
  payload: z.object({
    /** Who is tipped: the profile the tip was opened on, and the address it goes to. */
    profile: z.object({
      source: z.string().check(z.minLength(1), z.maxLength(32)),
      id: z.string().check(z.minLength(1), z.maxLength(256)),
      handle: z.string().check(z.maxLength(256)),
    }),
    recipient: tipRecipientSchema,
    /** The tipped post, when the tip was opened on one. */
    post: z.optional(z.object({ source: z.enum(POST_SOURCES), id: z.string() })),
    from: z.string().check(z.minLength(1), z.maxLength(64)),
    token: tokenInfoSchema,
    amount: units,
    /** The dollar value when it was sent, if the token had a price. */
    usd: z.optional(z.number()),
    prepared,
  }),
});

/** The wallet sent the transaction: its hash (EVM) or signature (Solana). */
export const TipSubmitted = defineEvent({
  type: 'TipSubmitted',
  payload: z.object({
    hash,
    /** Found on chain after the page died before logging it, rather than answered by the wallet. */
    found: z.optional(z.boolean()),
  }),
});

/** The chain confirmed the transfer. */
export const TipConfirmed = defineEvent({ type: 'TipConfirmed', payload: z.object({ hash }) });

/**
 * The tip did not happen, and why: the wallet or chain refused it, it
 * reverted, was replaced or dropped, or it was never sent.
 */
export const TipFailed = defineEvent({
  type: 'TipFailed',
  payload: z.object({
    stage: z.enum(['prepare', 'wallet', 'reverted', 'replaced', 'dropped', 'not_sent']),
    reason,
    hash: z.optional(hash),
  }),
});

/** The person said no in their wallet: nothing was sent, nothing is said (§4.1). */
export const TipCancelled = defineEvent({ type: 'TipCancelled', payload: z.object({}) });

/**
 * The person added a token by its address to pick it for tips (wallet.md
 * §2.8 add-token): kept so it is offered again. Aggregate: 'tip-tokens'.
 */
export const TipTokenAdded = defineEvent({
  type: 'TipTokenAdded',
  payload: z.object({ token: tokenInfoSchema }),
});
export const TIP_TOKENS_AGGREGATE = 'tip-tokens';

export const tipDefinitions = [
  TipTokenAdded,
  TipRequested,
  TipSubmitted,
  TipConfirmed,
  TipFailed,
  TipCancelled,
] as const;
