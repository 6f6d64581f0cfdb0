import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import type { TokenInfo } from '@/domain/wallet/walletToken';

/** What the chain layer read before the wallet was asked (logged with TipRequested). */
export type PreparedTransfer = Record<string, string | number | boolean>;

/** A tip as the person set it in the form, before anything is logged. */
export interface TipDraft {
  profile: { source: string; id: string; handle: string };
  recipient: TipRecipient;
  post?: { source: 'Farcaster' | 'Lens' | 'Twitter' | 'Bsky'; id: string };
  /** The sender's address (the connected wallet's account). */
  from: string;
  token: TokenInfo;
  /** In the token's smallest unit. */
  amount: bigint;
  usd?: number;
}

/** A tip once logged: its id and what the chain layer needs to send, confirm or find it. */
export interface LoggedTip extends Omit<TipDraft, 'amount'> {
  id: string;
  amount: string;
  prepared: PreparedTransfer;
}

export type SendOutcome =
  | { kind: 'sent'; hash: string }
  /** The person said no in their wallet. */
  | { kind: 'cancelled' }
  | { kind: 'failed'; reason: string };

export type ConfirmOutcome =
  | { kind: 'confirmed'; hash: string }
  | { kind: 'reverted' | 'dropped' | 'replaced'; reason: string; hash?: string }
  /** The chain could not be asked (offline): the tip is still open. */
  | { kind: 'unreachable'; reason: string };

export type FindOutcome =
  | { kind: 'found'; hash: string }
  /** Nothing left the wallet, and nothing can any more: safe to offer again. */
  | { kind: 'not_sent'; reason: string }
  /** Not decided yet (in the mempool, the blockhash still valid). */
  | { kind: 'pending' }
  | { kind: 'replaced'; reason: string }
  | { kind: 'unreachable'; reason: string };

/** The chain side of a tip, for one family (EVM or Solana), given by the runtime or a test. */
export interface TipChain {
  /**
   * Switches the wallet to the token's chain if needed and reads what
   * reconciliation needs; throws with a readable message when it cannot.
   */
  prepare(draft: TipDraft, tipId: string, signal: AbortSignal): Promise<PreparedTransfer>;
  send(tip: LoggedTip, signal: AbortSignal): Promise<SendOutcome>;
  confirm(tip: LoggedTip, hash: string, signal: AbortSignal): Promise<ConfirmOutcome>;
  /** Looks for a logged tip whose hash was never logged (the page died while the wallet had it). */
  find(tip: LoggedTip, signal: AbortSignal): Promise<FindOutcome>;
}

/** The tip's effects: its chain, the log, and the product server's report. */
export interface TipDeps {
  chainFor(tip: Pick<TipDraft, 'token'>): TipChain;
  /** Appends one tip event (the aggregate is the tip's id) and resolves once it is stored. */
  log(
    tipId: string,
    event:
      | { type: 'TipRequested'; payload: Omit<LoggedTip, 'id'> }
      | { type: 'TipSubmitted'; payload: { hash: string; found?: boolean } }
      | { type: 'TipConfirmed'; payload: { hash: string } }
      | {
          type: 'TipFailed';
          payload: {
            stage: 'prepare' | 'wallet' | 'reverted' | 'replaced' | 'dropped' | 'not_sent';
            reason: string;
            hash?: string;
          };
        }
      | { type: 'TipCancelled'; payload: Record<string, never> },
  ): Promise<void>;
  /** wallet.md §7.1: the tip report after confirmation; its failure is swallowed by the caller. */
  report(tip: LoggedTip, hash: string): Promise<void>;
  newId(): string;
}
