import type { WalletFamily } from './walletToken';

/** What moved in one transaction, as a chain read gives it (before it is seen from one address). */
export interface ChainTransfer {
  family: WalletFamily;
  /** The EVM chain id; SOLANA_CHAIN_ID on Solana. */
  chainId: number;
  /** The transaction hash, or the Solana signature. */
  hash: string;
  /** Where it sits on its chain (block number or slot), for ordering. */
  position: bigint;
  /** Index inside its transaction (log index), to order several transfers of one transaction. */
  index: number;
  /** Unix seconds, when the chain says. */
  time: number | undefined;
  from: string;
  to: string;
  /** The token moved: NATIVE_TOKEN, or the ERC-20 contract / SPL mint. */
  token: string;
  amount: bigint;
  /** Whether the transaction failed on chain (nothing moved). */
  failed: boolean;
}

/** One row of a wallet profile's transactions (reading.md §2.1): a transfer seen from the address. */
export interface WalletActivity extends ChainTransfer {
  direction: 'sent' | 'received' | 'self';
  /** The other side (the address itself for a transfer to oneself). */
  counterparty: string;
}

const same = (family: WalletFamily, a: string, b: string) =>
  family === 'evm' ? a.toLowerCase() === b.toLowerCase() : a === b;

/**
 * A transfer as the address sees it: sent when it is the sender, received
 * when it is the recipient, self when both; undefined when it is neither
 * (the transfer is someone else's).
 */
export function classifyTransfer(
  owner: string,
  transfer: ChainTransfer,
): WalletActivity | undefined {
  const sent = same(transfer.family, transfer.from, owner);
  const received = same(transfer.family, transfer.to, owner);
  if (!sent && !received) return undefined;
  const direction = sent && received ? 'self' : sent ? 'sent' : 'received';
  return { ...transfer, direction, counterparty: sent ? transfer.to : transfer.from };
}

/**
 * The address's transfers, newest first: by time when both sides have one
 * (transfers of several chains mix), then by block or slot, then by place
 * inside the transaction.
 */
export function walletActivity(
  owner: string,
  transfers: readonly ChainTransfer[],
): WalletActivity[] {
  return transfers
    .flatMap((t) => classifyTransfer(owner, t) ?? [])
    .sort((a, b) => {
      if (a.time !== undefined && b.time !== undefined && a.time !== b.time) return b.time - a.time;
      if (a.position !== b.position) return a.position > b.position ? -1 : 1;
      return b.index - a.index;
    });
}
