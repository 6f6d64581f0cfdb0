import type { ConnectedAccount } from '@/events/types/accountEvents';
import { SOURCE_LABELS } from '@/domain/networks';

/**
 * reading.md §8, Accounts: "invalid session removes the account with a
 * message". The words are ours (docs/decisions.md, "Accounts").
 */
export function invalidSessionMessage(account: Pick<ConnectedAccount, 'source' | 'handle'>) {
  return `Your ${SOURCE_LABELS[account.source]} session for @${account.handle} has ended, so the account was removed. Log in again to post there.`;
}
