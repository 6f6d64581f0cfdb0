import { WALLETS_AGGREGATE, type WalletFamily } from '@/events/types/walletEvents';
import type { EvmChain } from '@/domain/wallet/evmChains';
import { PUBLIC_EVM_CHAINS } from '@/domain/wallet/publicEvmChains';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { createEvmConnection } from './evmConnection';
import { createSolanaConnection } from './solanaConnection';
import { connectionsToRestore } from './walletsProjection';
import { rememberedWalletsOf } from './rememberedWallets';

/** How long a reload waits for a remembered wallet to announce itself before giving up. */
const RESTORE_WAIT_MS = 5000;

/**
 * The page's wallets: the EVM and Solana connections, the person's choices
 * in the log (WalletConnected / WalletDisconnected), and the silent
 * reconnect of what was left connected. Opened once per runtime, on first use.
 */
export async function openWalletRuntime(
  runtime: Pick<AppRuntime, 'log' | 'database'>,
  chains: () => readonly EvmChain[],
) {
  const remembered = await rememberedWalletsOf(runtime);
  // Appends in order, so a connect and the disconnect after it land in that order.
  let writes: Promise<unknown> = Promise.resolve();
  const record = (write: () => Promise<unknown>) => {
    writes = writes.then(write).then(
      () => remembered.catchUp(),
      (error: unknown) => console.warn('Could not record the wallet connection', error),
    );
    return writes;
  };
  const connected =
    (family: WalletFamily, walletId: string, walletName: string) => (accounts: string[]) => {
      const known = remembered.getState()[family];
      const same = known?.walletId === walletId && known.accounts.join() === accounts.join();
      if (same) return;
      void record(() =>
        runtime.log.append({
          type: 'WalletConnected',
          aggregateId: WALLETS_AGGREGATE,
          payload: { family, walletId, walletName, accounts },
        }),
      );
    };
  const left = (family: WalletFamily, reason: 'user' | 'wallet') => (walletId: string) => {
    if (remembered.getState()[family]?.walletId !== walletId) return Promise.resolve();
    return record(() =>
      runtime.log.append({
        type: 'WalletDisconnected',
        aggregateId: WALLETS_AGGREGATE,
        payload: { family, walletId, reason },
      }),
    );
  };

  const evm = createEvmConnection({
    chains,
    events: {
      connected: (wallet, accounts) =>
        connected('evm', wallet.info.rdns, wallet.info.name)(accounts),
      walletLeft: (rdns) => void left('evm', 'wallet')(rdns),
    },
  });
  const solana = createSolanaConnection({
    events: {
      connected: (wallet, accounts) => connected('solana', wallet.name, wallet.name)(accounts),
      walletLeft: (name) => void left('solana', 'wallet')(name),
    },
  });

  /** Waits for a wallet to show up (announce or register), or gives up. */
  const waitFor = <T>(find: () => T | undefined, subscribe: (f: () => void) => () => void) =>
    new Promise<T | undefined>((resolve) => {
      const now = find();
      if (now) return resolve(now);
      const timer = setTimeout(() => {
        off();
        resolve(undefined);
      }, RESTORE_WAIT_MS);
      const off = subscribe(() => {
        const found = find();
        if (!found) return;
        clearTimeout(timer);
        off();
        resolve(found);
      });
    });

  const restoring = Promise.all(
    connectionsToRestore(remembered.getState()).map(async ({ family, connection }) => {
      if (family === 'evm') {
        const wallet = await waitFor(
          () => evm.discovery.byRdns(connection.walletId),
          evm.discovery.subscribe,
        );
        if (wallet) await evm.restore(wallet);
      } else {
        const wallet = await waitFor(
          () => solana.byName(connection.walletId),
          solana.wallets.subscribe,
        );
        if (wallet) await solana.restore(wallet);
      }
    }),
  );

  return {
    evm,
    solana,
    remembered,
    chains,
    /** Settles once every remembered wallet was reconnected silently, or not found. */
    restoring,
    async disconnect(family: WalletFamily): Promise<void> {
      const walletId = (family === 'evm' ? evm : solana).state.get().walletId;
      await (family === 'evm' ? evm.disconnect() : solana.disconnect());
      const known = remembered.getState()[family]?.walletId ?? walletId;
      if (known) await left(family, 'user')(known);
    },
  };
}
export type WalletRuntime = Awaited<ReturnType<typeof openWalletRuntime>>;

const opened = new WeakMap<object, Promise<WalletRuntime>>();

/** The page's one wallet runtime (opened on first use). */
export function walletRuntimeOf(
  runtime: Pick<AppRuntime, 'log' | 'database'>,
  chains: readonly EvmChain[] = PUBLIC_EVM_CHAINS,
): Promise<WalletRuntime> {
  let found = opened.get(runtime);
  if (!found) {
    found = openWalletRuntime(runtime, () => chains);
    opened.set(runtime, found);
  }
  return found;
}
