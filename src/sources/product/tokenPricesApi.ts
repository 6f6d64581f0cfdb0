import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { valueOrThrow, type SourceResult } from '@/domain/result';
import { tokenKey, type TokenRef } from '@/domain/wallet/walletToken';
import { call, type ProductApi } from './productApi';

/** wallet.md §9: a price is fresh for 60 s and asked again every 120 s. */
export const TOKEN_PRICE_STALE_MS = 60_000;
export const TOKEN_PRICE_REFETCH_MS = 120_000;
/** Tokens the server prices in one call. */
export const MAX_PRICED_TOKENS = 100;

const answerSchema = z.object({ prices: z.record(z.string(), z.nullable(z.number())) });

/**
 * USD prices of tokens, `GET /v1/token_prices?tokens=<tokenKey>,…`, keyed by
 * tokenKey; null where the market has no price (a token shown without a
 * value). Asked in batches the server takes.
 */
export async function fetchTokenPrices(
  api: ProductApi,
  tokens: readonly TokenRef[],
  signal?: AbortSignal,
): Promise<SourceResult<Record<string, number | null>>> {
  const keys = [...new Set(tokens.map(tokenKey))].sort();
  const prices: Record<string, number | null> = {};
  for (let i = 0; i < keys.length; i += MAX_PRICED_TOKENS) {
    const batch = keys.slice(i, i + MAX_PRICED_TOKENS).join(',');
    const answer = await call(api, 'GET', `/v1/token_prices?tokens=${encodeURIComponent(batch)}`, {
      schema: answerSchema,
      ...(signal ? { signal } : {}),
    });
    if (!answer.ok) return answer;
    Object.assign(prices, answer.value.prices);
  }
  return { ok: true, value: prices };
}

/** The query of some tokens' prices (§9: stale after 60 s, refetched every 120 s). */
export const tokenPricesQuery = (api: ProductApi, tokens: readonly TokenRef[]) =>
  queryOptions({
    queryKey: ['wallet', 'tokenPrices', api.apiBase, [...new Set(tokens.map(tokenKey))].sort()],
    queryFn: async ({ signal }) => valueOrThrow(await fetchTokenPrices(api, tokens, signal)),
    staleTime: TOKEN_PRICE_STALE_MS,
    refetchInterval: TOKEN_PRICE_REFETCH_MS,
  });
