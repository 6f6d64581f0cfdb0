import type { PostSource } from '@/domain/networks';
import { useAccounts } from './useAccounts';

/** The account a network is read as here: the first connected there (networks answer the viewer). */
export function useReadingAccount(source: PostSource): string | undefined {
  const { accounts } = useAccounts();
  return accounts.find((a) => a.source === source)?.accountId;
}
