import type { LinkedProfile } from './productAccountApi';

export interface AccountCheckState {
  /** The first check since the page loaded has finished (the checker's "not loading"). */
  firstCheckDone: boolean;
  /** What the Polycast account links, from the last check that reached it. */
  connections: readonly LinkedProfile[] | null;
}

/** The account check's latest outcome, for the screens (a tiny external store). */
export function createAccountCheckStore() {
  let state: AccountCheckState = { firstCheckDone: false, connections: null };
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    update(next: Partial<AccountCheckState>) {
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
  };
}

export const accountCheckStore = createAccountCheckStore();
