import { describe, expect, it } from 'vitest';
import { tokenKey, type TokenRef } from '@/domain/wallet/walletToken';
import {
  fetchTokenPrices,
  MAX_PRICED_TOKENS,
  TOKEN_PRICE_REFETCH_MS,
  TOKEN_PRICE_STALE_MS,
  tokenPricesQuery,
} from './tokenPricesApi';

const token = (n: number): TokenRef => ({
  family: 'evm',
  chainId: 31337,
  address: `0x${n.toString(16).padStart(40, '0')}`,
});

/** A server that prices each token it is asked for at its number, and says what it was asked. */
function pricingServer() {
  const asked: string[][] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const keys = (url.searchParams.get('tokens') ?? '').split(',');
    asked.push(keys);
    const prices = Object.fromEntries(
      keys.map((k) => [k, Number.parseInt(k.split(':')[2] ?? '', 16)]),
    );
    return new Response(JSON.stringify({ prices }), { status: 200 });
  }) as typeof globalThis.fetch;
  return { api: { apiBase: 'http://server.test', fetch }, asked };
}

describe('token prices from the product server (wallet.md §7.1, §9)', () => {
  it('asks in batches the server takes, each token once, and answers them all by tokenKey', async () => {
    const { api, asked } = pricingServer();
    const tokens = Array.from({ length: MAX_PRICED_TOKENS + 5 }, (_, i) => token(i + 1));
    const answer = await fetchTokenPrices(api, [...tokens, token(1)]);
    expect(asked.map((batch) => batch.length)).toEqual([MAX_PRICED_TOKENS, 5]);
    expect(answer.ok && answer.value[tokenKey(token(42))]).toBe(42);
    expect(answer.ok && Object.keys(answer.value)).toHaveLength(MAX_PRICED_TOKENS + 5);
  });

  it('refuses an answer in another shape', async () => {
    const fetch = (async () =>
      new Response(JSON.stringify({ prices: { a: 'cheap' } }), {
        status: 200,
      })) as unknown as typeof globalThis.fetch;
    const answer = await fetchTokenPrices({ apiBase: 'http://server.test', fetch }, [token(1)]);
    expect(answer.ok).toBe(false);
  });

  it('is stale after 60 s and asked again every 120 s, whatever order the tokens come in', () => {
    const { api } = pricingServer();
    const one = tokenPricesQuery(api, [token(1), token(2)]);
    expect(one.staleTime).toBe(TOKEN_PRICE_STALE_MS);
    expect(one.refetchInterval).toBe(TOKEN_PRICE_REFETCH_MS);
    expect([TOKEN_PRICE_STALE_MS, TOKEN_PRICE_REFETCH_MS]).toEqual([60_000, 120_000]);
    expect(tokenPricesQuery(api, [token(2), token(1)]).queryKey).toEqual(one.queryKey);
  });
});
