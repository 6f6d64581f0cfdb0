import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EvmChain } from '@/domain/wallet/evmChains';
import { usdValueOf } from '@/domain/tips/tokenAmountForUsd';
import {
  tokenKey,
  type TokenBalance,
  type TokenInfo,
  type WalletFamily,
} from '@/domain/wallet/walletToken';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { valueOrThrow } from '@/domain/result';
import { readEvmBalances, readSolanaBalances } from '@/sources/chains';
import { tokenListQuery } from '@/sources/product/tokenListApi';
import { tokenPricesQuery } from '@/sources/product/tokenPricesApi';
import type { PricedToken } from '@/domain/wallet/pricedTokens';
import type { PricesRead } from '@/domain/tips/tipPriceNote';

/**
 * The sender's tokens on one chain with their prices (wallet.md §2.8): the
 * chain's known tokens and the ones the person added, their balances read
 * from the chain in one call, and their dollar prices from the server.
 */
export function useTipTokens(options: {
  family: WalletFamily;
  evmChain: EvmChain | undefined;
  solanaRpc: string | undefined;
  owner: string | undefined;
  added: readonly TokenInfo[];
}) {
  const runtime = useRuntime();
  const api = { apiBase: runtime?.apiBase ?? '' };
  const { family, evmChain, solanaRpc, owner } = options;
  const chainId = family === 'evm' ? evmChain?.chainId : 0;
  const list = useQuery({
    // Solana's tokens are all of one cluster: asked by family alone.
    ...tokenListQuery(api, {
      family,
      ...(family === 'evm' && chainId !== undefined ? { chainId } : {}),
    }),
    enabled: runtime !== undefined && chainId !== undefined,
  });
  // The tokens the person added on this chain: derived once per change, not per render.
  const added = useMemo(
    () => options.added.filter((t) => t.family === family && t.chainId === chainId),
    [options.added, family, chainId],
  );
  const tokens = useMemo(() => {
    const known = list.data ?? [];
    const seen = new Set(known.map(tokenKey));
    return [...known, ...added.filter((t) => !seen.has(tokenKey(t)))];
  }, [list.data, added]);

  const balances = useQuery({
    queryKey: ['wallet', 'balances', family, chainId, owner, tokens.map(tokenKey)],
    enabled:
      owner !== undefined && list.isSuccess && (family === 'solana' ? !!solanaRpc : !!evmChain),
    queryFn: async () =>
      valueOrThrow(
        family === 'evm' && evmChain && owner
          ? await readEvmBalances({ rpcUrl: evmChain.rpc, chain: evmChain, owner, tokens })
          : await readSolanaBalances({
              rpcUrl: solanaRpc ?? '',
              owner: owner ?? '',
              known: tokens,
            }),
      ),
    // Balances change with every transfer: read again whenever the picker or form asks.
    staleTime: 0,
  });
  const prices = useQuery({
    ...tokenPricesQuery(api, balances.data ?? []),
    enabled: runtime !== undefined && (balances.data?.length ?? 0) > 0,
  });

  const priced: PricedToken[] = useMemo(() => {
    const customKeys = new Set(added.map(tokenKey));
    return (balances.data ?? []).map((token: TokenBalance) => {
      const price = prices.data?.[tokenKey(token)] ?? undefined;
      const custom = customKeys.has(tokenKey(token));
      return {
        token: custom ? { ...token, custom } : token,
        price: price ?? undefined,
        usdValue: price == null ? undefined : usdValueOf(token.balance, token.decimals, price),
      };
    });
  }, [balances.data, prices.data, added]);
  const error = list.error ?? balances.error;
  return {
    tokens: priced,
    loading: list.isPending || (owner !== undefined && balances.isPending),
    error: error ? (error instanceof Error ? error.message : String(error)) : undefined,
    prices: pricesRead(prices),
  };
}

/** The prices' query as the form words it; a failure stands only until a read succeeds. */
function pricesRead(query: { isSuccess: boolean; error: Error | null }): PricesRead {
  if (query.isSuccess) return { state: 'read' };
  if (query.error) return { state: 'failed', message: query.error.message };
  return { state: 'reading' };
}
