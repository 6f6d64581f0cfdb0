import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NATIVE_TOKEN,
  SOLANA_CHAIN_ID,
  tokenKey,
  type TokenRef,
} from '@/domain/wallet/walletToken';
import { createMarketDataApi } from '../../sandbox/market/marketDataApi';
import { createMarketPrices } from '../../sandbox/market/marketPrices';
import { serveApp, type ServedApp } from '../../sandbox/serveApp';
import { UpstreamError } from '../composer/upstream';
import { createTokenPrices, PRICE_CACHE_MS } from './tokenPrices';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const DAI = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const MINT = 'So11111111111111111111111111111111111111112';

const market = createMarketPrices({
  coins: { ethereum: 3000, solana: 150 },
  tokens: [
    { platform: 'ethereum', address: USDC, usd: 1 },
    { platform: 'ethereum', address: DAI, usd: 0.00002 },
    { platform: 'base', address: USDC, usd: 0.999 },
    { platform: 'solana', address: MINT, usd: 1.01 },
  ],
});
let served: ServedApp;
beforeAll(async () => {
  served = await serveApp(createMarketDataApi(market));
});
afterAll(() => served.close());

const evm = (chainId: number, address: string): TokenRef => ({ family: 'evm', chainId, address });

describe('token prices from a CoinGecko-shaped provider (wallet.md §7.1, §9)', () => {
  it('prices native coins and tokens per chain, each under its tokenKey; unknown ones are null', async () => {
    const prices = createTokenPrices();
    const tokens = [
      evm(31337, NATIVE_TOKEN),
      evm(31338, NATIVE_TOKEN),
      evm(31337, USDC),
      evm(31337, DAI.toLowerCase()),
      evm(31338, USDC),
      // No price on the second chain, and a chain the provider does not know.
      evm(31338, DAI),
      evm(999_999, NATIVE_TOKEN),
      { family: 'solana', chainId: SOLANA_CHAIN_ID, address: NATIVE_TOKEN },
      { family: 'solana', chainId: SOLANA_CHAIN_ID, address: MINT },
    ] satisfies TokenRef[];
    const answer = await prices({ api: served.url }, tokens);
    expect(answer).toEqual({
      [tokenKey(evm(31337, NATIVE_TOKEN))]: 3000,
      [tokenKey(evm(31338, NATIVE_TOKEN))]: 3000,
      [tokenKey(evm(31337, USDC))]: 1,
      [tokenKey(evm(31337, DAI))]: 0.00002,
      [tokenKey(evm(31338, USDC))]: 0.999,
      [tokenKey(evm(31338, DAI))]: null,
      [tokenKey(evm(999_999, NATIVE_TOKEN))]: null,
      'solana:0:native': 150,
      [`solana:0:${MINT}`]: 1.01,
    });
  });

  it('keeps a price 60 s: a change shows only once it has expired', async () => {
    let now = 1_000_000;
    const prices = createTokenPrices({ now: () => now });
    const eth = [evm(31337, NATIVE_TOKEN)];
    const key = tokenKey(eth[0] as TokenRef);
    expect((await prices({ api: served.url }, eth))[key]).toBe(3000);
    market.set({ coins: { ethereum: 3100 } });
    try {
      now += PRICE_CACHE_MS - 1;
      expect((await prices({ api: served.url }, eth))[key]).toBe(3000);
      now += 1;
      expect((await prices({ api: served.url }, eth))[key]).toBe(3100);
    } finally {
      market.reset();
    }
  });

  it('says the provider failed, and keeps nothing from it', async () => {
    const prices = createTokenPrices();
    const down = prices({ api: 'http://127.0.0.1:1' }, [evm(31337, NATIVE_TOKEN)]);
    await expect(down).rejects.toBeInstanceOf(UpstreamError);
    expect(await prices({ api: served.url }, [evm(31337, NATIVE_TOKEN)])).toEqual({
      [tokenKey(evm(31337, NATIVE_TOKEN))]: 3000,
    });
  });
});
