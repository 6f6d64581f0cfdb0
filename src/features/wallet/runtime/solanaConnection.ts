import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import { isAddress } from '@solana/kit';
import { WALLET_REJECTED } from '@/domain/wallet/walletErrors';
import { disconnected, liveValue, type LiveWallet } from './liveWallet';

export interface SolanaConnectionEvents {
  connected(wallet: Wallet, accounts: string[]): void;
  walletLeft(name: string): void;
}

type Features = Partial<StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature>;
const featuresOf = (wallet: Wallet) => wallet.features as Features;

/** A Solana wallet: one that can connect and names a `solana:` chain. */
export const isSolanaWallet = (wallet: Wallet) =>
  wallet.chains.some((chain) => chain.startsWith('solana:')) &&
  featuresOf(wallet)['standard:connect'] !== undefined;

const solanaAccounts = (accounts: readonly WalletAccount[]) =>
  accounts
    .filter((a) => a.chains.some((c) => c.startsWith('solana:')) && isAddress(a.address))
    .map((a) => a.address);

/**
 * The Solana wallet the person uses, through the Wallet Standard: wallets
 * register with `@wallet-standard/app`'s registry (extensions and the sandbox
 * wallet alike); connect with `standard:connect` (`silent` on a reload),
 * follow `standard:events`' change, disconnect with `standard:disconnect`.
 */
export function createSolanaConnection(options: { events: SolanaConnectionEvents }) {
  const registry = getWallets();
  const state = liveValue<LiveWallet>(disconnected('solana'));
  const wallets = liveValue<readonly Wallet[]>(registry.get().filter(isSolanaWallet));
  const offs = [
    registry.on('register', () => wallets.set(registry.get().filter(isSolanaWallet))),
    registry.on('unregister', () => wallets.set(registry.get().filter(isSolanaWallet))),
  ];
  let current: { wallet: Wallet; unfollow: () => void } | undefined;

  const drop = (error?: string) => {
    current?.unfollow();
    current = undefined;
    state.set(disconnected('solana', error));
  };

  const follow = (wallet: Wallet) =>
    featuresOf(wallet)['standard:events']?.on('change', ({ accounts }) => {
      if (!accounts) return;
      const addresses = solanaAccounts(accounts);
      if (addresses.length === 0) {
        drop();
        options.events.walletLeft(wallet.name);
        return;
      }
      state.set({ ...state.get(), accounts: addresses });
      options.events.connected(wallet, addresses);
    }) ?? (() => undefined);

  async function open(wallet: Wallet, silent: boolean): Promise<LiveWallet> {
    drop();
    const base = {
      family: 'solana' as const,
      walletId: wallet.name,
      walletName: wallet.name,
      icon: wallet.icon,
      accounts: [],
    };
    state.set({ ...base, status: silent ? 'restoring' : 'connecting' });
    try {
      const answer = await featuresOf(wallet)['standard:connect']?.connect({ silent });
      const addresses = solanaAccounts(answer?.accounts ?? wallet.accounts);
      if (addresses.length === 0) {
        state.set(disconnected('solana', silent ? undefined : WALLET_REJECTED));
        return state.get();
      }
      current = { wallet, unfollow: follow(wallet) };
      state.set({ ...base, status: 'connected', accounts: addresses });
      return state.get();
    } catch (error) {
      // The Wallet Standard has no error codes: any refusal of the prompt is a rejection.
      state.set(
        disconnected(
          'solana',
          silent
            ? undefined
            : `${WALLET_REJECTED}${error instanceof Error && error.message ? ` (${error.message})` : ''}`,
        ),
      );
      return state.get();
    }
  }

  return {
    state,
    wallets,
    byName: (name: string) => wallets.get().find((w) => w.name === name),
    async connect(name: string): Promise<LiveWallet> {
      const wallet = wallets.get().find((w) => w.name === name);
      if (!wallet) return disconnected('solana', 'That wallet is no longer on this page.');
      const result = await open(wallet, false);
      if (result.status === 'connected') options.events.connected(wallet, result.accounts);
      return result;
    },
    restore: (wallet: Wallet) => open(wallet, true),
    async disconnect(): Promise<void> {
      const wallet = current?.wallet;
      drop();
      const feature = wallet ? featuresOf(wallet)['standard:disconnect'] : undefined;
      await feature?.disconnect().catch(() => undefined);
    },
    /** The connected Wallet Standard wallet, for the actions that sign. */
    wallet: () => current?.wallet,
    /** The connected wallet and its first account, for the actions that send (tips). */
    signingAccount() {
      const wallet = current?.wallet;
      const account = wallet?.accounts.find((a) => a.address === state.get().accounts[0]);
      return wallet && account ? { wallet, account } : undefined;
    },
    stop() {
      drop();
      for (const off of offs) off();
    },
  };
}
export type SolanaConnection = ReturnType<typeof createSolanaConnection>;
