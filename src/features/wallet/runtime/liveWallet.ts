import type { WalletFamily } from '@/events/types/walletEvents';

/** One family's wallet as the screens show it now. */
export interface LiveWallet {
  family: WalletFamily;
  status: 'disconnected' | 'connecting' | 'restoring' | 'connected';
  walletId?: string;
  walletName?: string;
  icon?: string;
  accounts: string[];
  /** EVM: the wallet's chain now. */
  chainId?: number;
  /** Why the last attempt ended without a connection. */
  error?: string;
}

export const disconnected = (family: WalletFamily, error?: string): LiveWallet => ({
  family,
  status: 'disconnected',
  accounts: [],
  ...(error ? { error } : {}),
});

/** A tiny observable value for the screens (useSyncExternalStore). */
export function liveValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type LiveValue<T> = ReturnType<typeof liveValue<T>>;
