import { parseAnnouncement, type Eip1193Like, type WalletInfo } from '@/domain/wallet/eip6963';

/** An EIP-1193 provider with the events the app follows. */
export interface Eip1193Provider extends Eip1193Like {
  on?(event: string, listener: (...args: unknown[]) => void): void;
  removeListener?(event: string, listener: (...args: unknown[]) => void): void;
}

export interface AnnouncedWallet {
  info: WalletInfo;
  provider: Eip1193Provider;
}

/**
 * EIP-6963 discovery: every injected wallet that announces itself, now or
 * later (a wallet installed after the page asked announces on its own), one
 * per `rdns` (the newest announcement wins). Malformed announcements are ignored.
 */
export function discoverEvmWallets(target: EventTarget = window) {
  const wallets = new Map<string, AnnouncedWallet>();
  const listeners = new Set<() => void>();
  let list: AnnouncedWallet[] = [];
  const onAnnounce = (event: Event) => {
    const found = parseAnnouncement<Eip1193Provider>((event as CustomEvent<unknown>).detail);
    if (!found) return;
    const known = wallets.get(found.info.rdns);
    if (known?.provider === found.provider && known.info.uuid === found.info.uuid) return;
    wallets.set(found.info.rdns, found);
    list = [...wallets.values()];
    for (const listener of listeners) listener();
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return {
    list: () => list,
    byRdns: (rdns: string) => wallets.get(rdns),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Asks every wallet to announce itself again. */
    refresh: () => target.dispatchEvent(new Event('eip6963:requestProvider')),
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
  };
}
export type EvmWalletDiscovery = ReturnType<typeof discoverEvmWallets>;
