import { describe, expect, it } from 'vitest';
import { createMarketDataApi } from './marketDataApi';
import { createMarketPrices } from './marketPrices';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const MINT = 'So11111111111111111111111111111111111111112';
const prices = createMarketPrices({
  coins: { ethereum: 3000, solana: 150 },
  tokens: [
    { platform: 'ethereum', address: USDC, usd: 1 },
    { platform: 'ethereum', address: '0x00000000000000000000000000000000000000aa', usd: null },
    { platform: 'solana', address: MINT, usd: 1.01 },
  ],
});
const app = createMarketDataApi(prices);
const get = async (path: string) => {
  const answer = await app.request(`http://market.test${path}`);
  return { status: answer.status, body: (await answer.json()) as unknown };
};

describe('the market-data stand-in (CoinGecko v3 shapes)', () => {
  it('answers /simple/price per coin id, leaving out ids it does not know', async () => {
    expect(await get('/api/v3/simple/price?ids=ethereum,solana,nocoin&vs_currencies=usd')).toEqual({
      status: 200,
      body: { ethereum: { usd: 3000 }, solana: { usd: 150 } },
    });
    expect((await get('/api/v3/simple/price?ids=ethereum')).status).toBe(400);
  });

  it('answers /simple/token_price per contract: EVM in lower case, mints as given, unpriced as {}', async () => {
    const evm = await get(
      `/api/v3/simple/token_price/ethereum?contract_addresses=${USDC},0x00000000000000000000000000000000000000AA,0x00000000000000000000000000000000000000bb&vs_currencies=usd`,
    );
    expect(evm).toEqual({
      status: 200,
      body: { [USDC.toLowerCase()]: { usd: 1 }, '0x00000000000000000000000000000000000000aa': {} },
    });
    expect(
      await get(`/api/v3/simple/token_price/solana?contract_addresses=${MINT}&vs_currencies=usd`),
    ).toEqual({ status: 200, body: { [MINT]: { usd: 1.01 } } });
    expect(
      (await get(`/api/v3/simple/token_price/nowhere?contract_addresses=${MINT}&vs_currencies=usd`))
        .status,
    ).toBe(404);
  });

  it('changes and puts back prices', async () => {
    prices.set({ coins: { ethereum: 10 } });
    expect((await get('/api/v3/simple/price?ids=ethereum&vs_currencies=usd')).body).toEqual({
      ethereum: { usd: 10 },
    });
    prices.reset();
    expect((await get('/api/v3/simple/price?ids=ethereum&vs_currencies=usd')).body).toEqual({
      ethereum: { usd: 3000 },
    });
  });
});
