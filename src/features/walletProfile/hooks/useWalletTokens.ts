import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { valueOrThrow } from '@/domain/result';
import { byValue, priceTokens } from '@/domain/wallet/pricedTokens';
import type { TokenBalance, TokenInfo, WalletFamily } from '@/domain/wallet/walletToken';
import { readEvmBalances, readSolanaBalances } from '@/sources/chains';
import { tokenListQuery } from '@/sources/product/tokenListApi';
import { tokenPricesQuery } from '@/sources/product/tokenPricesApi';
import { useWalletNetworks } from './useWalletNetworks';

/**
 * The address's tokens on every configured chain of its family (wallet.md
 * §2.8): the known tokens' balances read from each chain (one multicall per
 * EVM chain; SOL and SPL accounts on Solana), priced by the server, most
 * valuable first. Empty balances are left out.
 */
export function useWalletTokens(address: string, family: WalletFamily) {
  const networks = useWalletNetworks();
  const list = useQuery({
    ...tokenListQuery(networks.api, { family }),
    enabled: networks.ready,
  });
  const balances = useQuery({
    queryKey: [
      'wallet',
      'profileBalances',
      family,
      address,
      networks.evmChains.map((c) => c.chainId),
      list.data?.length,
    ],
    enabled: list.isSuccess,
    queryFn: async (): Promise<TokenBalance[]> => {
      const tokens: readonly TokenInfo[] = list.data ?? [];
      if (family === 'solana') {
        if (!networks.solanaRpc) return [];
        return valueOrThrow(
          await readSolanaBalances({ rpcUrl: networks.solanaRpc, owner: address, known: tokens }),
        );
      }
      const perChain = await Promise.all(
        networks.evmChains.map(async (chain) =>
          valueOrThrow(await readEvmBalances({ rpcUrl: chain.rpc, chain, owner: address, tokens })),
        ),
      );
      return perChain.flat();
    },
    staleTime: 0,
  });
  const held = useMemo(() => (balances.data ?? []).filter((t) => t.balance > 0n), [balances.data]);
  const prices = useQuery({
    ...tokenPricesQuery(networks.api, held),
    enabled: networks.ready && held.length > 0,
  });
  const tokens = useMemo(() => priceTokens(held, prices.data).sort(byValue), [held, prices.data]);
  const error = networks.error ?? list.error ?? balances.error;
  return {
    tokens,
    /** Every token the list knows (names the tokens of the transactions). */
    known: list.data ?? [],
    loading: list.isPending || balances.isPending,
    error: error ? (error instanceof Error ? error.message : String(error)) : undefined,
  };
}
