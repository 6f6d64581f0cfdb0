import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { valueOrThrow, type SourceResult } from '@/domain/result';
import { tokenInfoSchema, type TokenInfo } from '@/domain/wallet/walletToken';
import { call, type ProductApi } from './productApi';

/** wallet.md §9: the token list is good for 2 minutes. */
export const TOKEN_LIST_STALE_MS = 2 * 60_000;

const answerSchema = z.object({ tokens: z.array(tokenInfoSchema) });

/** Which chain's tokens: a family, and a chain of it (both optional: every known token). */
export interface TokenListFilter {
  family?: 'evm' | 'solana';
  chainId?: number;
}

/**
 * The known tokens of a chain, `GET /v1/tokens?family=&chainId=` (wallet.md
 * §7.2's multi-chain token list): symbol, name, decimals and logo, native
 * coin first.
 */
export async function fetchTokenList(
  api: ProductApi,
  filter: TokenListFilter = {},
  signal?: AbortSignal,
): Promise<SourceResult<TokenInfo[]>> {
  const query = new URLSearchParams();
  if (filter.family) query.set('family', filter.family);
  if (filter.chainId !== undefined) query.set('chainId', String(filter.chainId));
  const answer = await call(api, 'GET', `/v1/tokens?${query}`, {
    schema: answerSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.ok ? { ok: true, value: answer.value.tokens } : answer;
}

export const tokenListQuery = (api: ProductApi, filter: TokenListFilter = {}) =>
  queryOptions({
    queryKey: ['wallet', 'tokenList', api.apiBase, filter.family ?? 'all', filter.chainId ?? 'all'],
    queryFn: async ({ signal }) => valueOrThrow(await fetchTokenList(api, filter, signal)),
    staleTime: TOKEN_LIST_STALE_MS,
  });
