import { useSyncExternalStore } from 'react';
import { accountCheckStore, type AccountCheckState } from '../runtime/accountCheckStore';

/** The latest account check: whether the first one finished, and the linked profiles. */
export function useAccountCheck(): AccountCheckState {
  return useSyncExternalStore(accountCheckStore.subscribe, accountCheckStore.getSnapshot);
}
