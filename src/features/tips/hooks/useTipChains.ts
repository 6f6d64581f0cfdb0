import { useMemo } from 'react';
import type { NetworkEndpoints } from '@/features/accounts';
import type { WalletRuntime } from '@/features/wallet';
import { tipChains } from '../runtime/tipChains';

/**
 * The chains a tip can go over, spoken to through the connected wallets:
 * EVM chains (switched to, or added, before a transfer) and the Solana
 * cluster the sandbox or product names. Undefined until the wallets load.
 */
export function useTipChains(
  wallets: WalletRuntime | undefined,
  endpoints: NetworkEndpoints | undefined,
) {
  return useMemo(
    () =>
      wallets
        ? tipChains({
            evmChains: () => wallets.chains(),
            ensureEvmChain: async (chainId) => {
              const result = await wallets.evm.ensureChain(chainId);
              return result.ok ? { ok: true } : { ok: false, message: result.message };
            },
            evmProvider: () => wallets.evm.provider(),
            solana: endpoints?.solana
              ? { rpc: endpoints.solana.rpc, chain: endpoints.solana.chain ?? 'solana:mainnet' }
              : undefined,
            solanaWallet: () => wallets.solana.signingAccount(),
          })
        : undefined,
    [wallets, endpoints],
  );
}
