import { createWalletClient, custom, getAddress, type LocalAccount, type WalletClient } from 'viem';
import { toAccount } from 'viem/accounts';
import { parseChainId, type EvmChain } from '@/domain/wallet/evmChains';
import { PROVIDER_ERROR, providerErrorCode, WALLET_REJECTED } from '@/domain/wallet/walletErrors';
import { discoverEvmWallets, type AnnouncedWallet } from './discoverEvmWallets';
import { ensureChainWith, type EnsureChainResult } from './ensureChain';
import { disconnected, liveValue, type LiveWallet } from './liveWallet';

/** What the EVM side tells its owner, so the log can record the person's choice. */
export interface EvmConnectionEvents {
  connected(wallet: AnnouncedWallet, accounts: string[]): void;
  /** The wallet gave no account any more (disconnected from the wallet's side). */
  walletLeft(rdns: string): void;
}

/**
 * The EVM wallet the person uses, spoken to through viem over the wallet's
 * EIP-1193 provider: connect (`eth_requestAccounts`), a silent reconnect
 * (`eth_accounts`), accounts and chain followed live, chain switching.
 */
export function createEvmConnection(options: {
  chains: () => readonly EvmChain[];
  events: EvmConnectionEvents;
  target?: EventTarget;
}) {
  const discovery = discoverEvmWallets(options.target);
  const state = liveValue<LiveWallet>(disconnected('evm'));
  let current: { wallet: AnnouncedWallet; client: WalletClient; unfollow: () => void } | undefined;

  const follow = (wallet: AnnouncedWallet) => {
    const onAccounts = (...args: unknown[]) => {
      const accounts = Array.isArray(args[0]) ? args[0].filter((a) => typeof a === 'string') : [];
      if (accounts.length === 0) {
        drop();
        options.events.walletLeft(wallet.info.rdns);
        return;
      }
      const checksummed = accounts.map((a) => getAddress(a));
      state.set({ ...state.get(), accounts: checksummed });
      options.events.connected(wallet, checksummed);
    };
    const onChain = (...args: unknown[]) => {
      const chainId = parseChainId(args[0]);
      if (chainId) state.set({ ...state.get(), chainId });
    };
    wallet.provider.on?.('accountsChanged', onAccounts);
    wallet.provider.on?.('chainChanged', onChain);
    return () => {
      wallet.provider.removeListener?.('accountsChanged', onAccounts);
      wallet.provider.removeListener?.('chainChanged', onChain);
    };
  };

  const drop = (error?: string) => {
    current?.unfollow();
    current = undefined;
    state.set(disconnected('evm', error));
  };

  async function open(wallet: AnnouncedWallet, silent: boolean): Promise<LiveWallet> {
    drop();
    const base = {
      family: 'evm' as const,
      walletId: wallet.info.rdns,
      walletName: wallet.info.name,
      icon: wallet.info.icon,
      accounts: [],
    };
    state.set({ ...base, status: silent ? 'restoring' : 'connecting' });
    const client = createWalletClient({ transport: custom(wallet.provider) });
    try {
      const addresses = silent ? await client.getAddresses() : await client.requestAddresses();
      if (addresses.length === 0) {
        state.set(disconnected('evm'));
        return state.get();
      }
      const chainId = await client.getChainId();
      current = { wallet, client, unfollow: follow(wallet) };
      state.set({ ...base, status: 'connected', accounts: [...addresses], chainId });
      return state.get();
    } catch (error) {
      const message =
        providerErrorCode(error) === PROVIDER_ERROR.userRejected
          ? WALLET_REJECTED
          : `The wallet could not connect: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      state.set(disconnected('evm', silent ? undefined : message));
      return state.get();
    }
  }

  return {
    state,
    discovery,
    /** Asks the wallet for its accounts (it prompts the person). */
    async connect(rdns: string): Promise<LiveWallet> {
      const wallet = discovery.byRdns(rdns);
      if (!wallet) return disconnected('evm', 'That wallet is no longer on this page.');
      const result = await open(wallet, false);
      if (result.status === 'connected') options.events.connected(wallet, result.accounts);
      return result;
    },
    /** Reconnects a remembered wallet without a prompt (`eth_accounts`). */
    restore: (wallet: AnnouncedWallet) => open(wallet, true),
    /** Forgets the wallet here; the wallet may still list the site as connected (EIP-2255 permissions). */
    async disconnect(): Promise<void> {
      const provider = current?.wallet.provider;
      drop();
      // Wallets that support it forget the site too; others ignore it (no error shown).
      await provider
        ?.request({
          method: 'wallet_revokePermissions',
          params: [{ eth_accounts: {} }],
        })
        .catch(() => undefined);
    },
    /** wallet.md §6: moves the wallet to the chain before a chain-gated action. */
    async ensureChain(chainId: number): Promise<EnsureChainResult> {
      if (!current) return { ok: false, reason: 'failed', message: 'No EVM wallet is connected.' };
      const result = await ensureChainWith(current.wallet.provider, chainId, options.chains());
      if (result.ok) state.set({ ...state.get(), chainId });
      return result;
    },
    /**
     * The connected account as a signer (the accounts feature's SigningWallet
     * shape): messages through `personal_sign`, typed data through
     * `eth_signTypedData_v4`, each asked of the wallet (it shows and asks).
     */
    signer() {
      const connection = current;
      const address = state.get().accounts[0];
      if (!connection || !address) return undefined;
      const { client } = connection;
      const from = getAddress(address);
      let account: LocalAccount | undefined;
      return {
        address: from,
        signMessage: (text: string) => client.signMessage({ account: from, message: text }),
        account: () =>
          Promise.resolve(
            (account ??= toAccount({
              address: from,
              signMessage: ({ message }) => client.signMessage({ account: from, message }),
              // viem adds the EIP712Domain types and serialises bigints for the wallet.
              signTypedData: (typed) =>
                client.signTypedData({ ...typed, account: from } as Parameters<
                  WalletClient['signTypedData']
                >[0]),
              signTransaction: () =>
                Promise.reject(new Error('A connected wallet sends its own transactions.')),
            })),
          ),
      };
    },
    /** viem's wallet client over the connected wallet, for the actions that sign. */
    client: () => current?.client,
    provider: () => current?.wallet.provider,
    stop() {
      drop();
      discovery.stop();
    },
  };
}
export type EvmConnection = ReturnType<typeof createEvmConnection>;
