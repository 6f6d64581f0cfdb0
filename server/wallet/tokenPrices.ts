import { z } from 'zod';
import { NATIVE_TOKEN, tokenKey, type TokenRef } from '@/domain/wallet/walletToken';
import { getJson, NotConfiguredError } from '../composer/upstream';
import { createExpiringCache } from '../http/expiringCache';
import { PRICE_PLATFORMS } from './pricePlatforms';

/** wallet.md §9: a price is good for 60 s. */
export const PRICE_CACHE_MS = 60_000;

/** CoinGecko's `{id or address: {usd?}}`. */
const quotesSchema = z.record(z.string(), z.object({ usd: z.number().nonnegative().optional() }));

/** What the provider is asked to price: a URL per call and the keys each answer fills. */
function plan(market: string, tokens: readonly TokenRef[]) {
  const coins = new Map<string, string[]>();
  const byPlatform = new Map<string, Map<string, string>>();
  for (const token of tokens) {
    const platform = PRICE_PLATFORMS[token.chainId];
    if (!platform) continue;
    if (token.address === NATIVE_TOKEN) {
      coins.set(platform.nativeCoin, [...(coins.get(platform.nativeCoin) ?? []), tokenKey(token)]);
    } else {
      const contracts = byPlatform.get(platform.platform) ?? new Map<string, string>();
      const address = token.family === 'evm' ? token.address.toLowerCase() : token.address;
      contracts.set(address, tokenKey(token));
      byPlatform.set(platform.platform, contracts);
    }
  }
  const calls: { url: string; keysOf: (id: string) => string[] }[] = [];
  if (coins.size > 0) {
    const ids = [...coins.keys()].join(',');
    calls.push({
      url: `${market}/api/v3/simple/price?ids=${encodeURIComponent(ids)}&vs_currencies=usd`,
      keysOf: (id) => coins.get(id) ?? [],
    });
  }
  for (const [platform, contracts] of byPlatform) {
    const addresses = [...contracts.keys()].join(',');
    calls.push({
      url: `${market}/api/v3/simple/token_price/${encodeURIComponent(platform)}?contract_addresses=${encodeURIComponent(addresses)}&vs_currencies=usd`,
      keysOf: (address) => {
        const key = contracts.get(address) ?? contracts.get(address.toLowerCase());
        return key ? [key] : [];
      },
    });
  }
  return calls;
}

/**
 * Token prices in USD from a market-data provider in CoinGecko's shape
 * (wallet.md §7.1, §7.2): native coins through `/simple/price`, contracts
 * and mints through `/simple/token_price/{platform}`, each chain mapped to
 * its platform by PRICE_PLATFORMS. A token the provider has no price for,
 * or on a chain it does not know, is null. Answers are kept PRICE_CACHE_MS
 * (§9), nulls too; a provider that fails is an UpstreamError (nothing kept).
 */
export function createTokenPrices(options: { now?: () => number } = {}) {
  const cache = createExpiringCache<number | null>({
    ttlMs: PRICE_CACHE_MS,
    maxEntries: 5_000,
    ...(options.now ? { now: options.now } : {}),
  });
  return async function prices(
    market: { api: string } | undefined,
    tokens: readonly TokenRef[],
  ): Promise<Record<string, number | null>> {
    const answer: Record<string, number | null> = {};
    const missing: TokenRef[] = [];
    for (const token of tokens) {
      const key = tokenKey(token);
      const cached = cache.get(key);
      if (cached !== undefined) answer[key] = cached;
      else missing.push(token);
    }
    if (missing.length === 0) return answer;
    if (!market) throw new NotConfiguredError('Market data');
    const found = new Map<string, number>();
    await Promise.all(
      plan(market.api, missing).map(async (call) => {
        const quotes = await getJson('Market data', call.url, quotesSchema);
        for (const [id, quote] of Object.entries(quotes)) {
          if (quote.usd === undefined) continue;
          for (const key of call.keysOf(id)) found.set(key, quote.usd);
        }
      }),
    );
    for (const token of missing) {
      const key = tokenKey(token);
      const price = found.get(key) ?? null;
      cache.set(key, price);
      answer[key] = price;
    }
    return answer;
  };
}

export type TokenPrices = ReturnType<typeof createTokenPrices>;
