import type { TipRecipient } from '@/domain/wallet/tipRecipient';

/**
 * How strongly an address stands for the person (wallet.md §3.1): their
 * default Ethereum address 5, default Solana address 4, an address whose
 * primary ENS-type name is their handle 3, any ENS-type name 2, else 1.
 */
export function tipRecipientRank(recipient: TipRecipient, handle: string): number {
  if (recipient.isDefault && recipient.networkType === 'evm') return 5;
  if (recipient.isDefault && recipient.networkType === 'solana') return 4;
  const bare = handle.replace(/^@/, '').toLowerCase();
  if (recipient.primaryEns && recipient.primaryEns.toLowerCase() === bare) return 3;
  if (recipient.ens) return 2;
  return 1;
}

/** The person's addresses, highest rank first (the first is the one a tip goes to unless changed). */
export function rankTipRecipients(
  recipients: readonly TipRecipient[],
  handle: string,
): TipRecipient[] {
  return recipients
    .map((recipient, index) => ({ recipient, index, rank: tipRecipientRank(recipient, handle) }))
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map(({ recipient }) => recipient);
}
