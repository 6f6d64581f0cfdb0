import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import type { MarketPrices, UsdPrice } from './marketPrices';
import { tokenLogoSvg } from './tokenLogo';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const queryOf = z.object({ vs_currencies: z.string().min(1) });

/** CoinGecko's refusal shape for a missing or unknown parameter. */
const refuse = (c: Context, error: string, status: 400 | 404) => c.json({ error }, status);

/** `{usd: n}` for a priced asset, `{}` for one known without a price (as CoinGecko answers). */
const quote = (usd: UsdPrice, currencies: readonly string[]): Record<string, number> =>
  usd !== null && currencies.includes('usd') ? { usd } : {};

/**
 * The sandbox's market-data provider, in CoinGecko's public API shapes (v3):
 * - `GET /api/v3/simple/price?ids=ethereum,solana&vs_currencies=usd` →
 *   `{ethereum: {usd: 3000}, …}`; unknown ids are left out.
 * - `GET /api/v3/simple/token_price/{platform}?contract_addresses=a,b&vs_currencies=usd`
 *   → `{"0xabc…": {usd: 1}}`, EVM contracts in lower case, Solana mints as
 *   given; unknown contracts are left out; an unknown platform is a 404.
 * Only USD is priced. Plus `GET /logos/{symbol}.svg`, the tokens' logos.
 */
export function createMarketDataApi(prices: MarketPrices) {
  const api = new Hono();
  api.use('*', cors());

  api.get('/api/v3/ping', (c) => c.json({ gecko_says: '(V3) To the Moon!' }));

  api.get('/api/v3/simple/price', (c) => {
    const query = queryOf.safeParse(c.req.query());
    if (!query.success) return refuse(c, 'Missing parameter vs_currencies', 400);
    const ids = list(c.req.query('ids'));
    if (ids.length === 0) return refuse(c, 'Missing parameter ids', 400);
    const currencies = list(query.data.vs_currencies.toLowerCase());
    const answer: Record<string, Record<string, number>> = {};
    for (const id of ids) {
      const usd = prices.coin(id.toLowerCase());
      if (prices.hasCoin(id.toLowerCase()))
        answer[id.toLowerCase()] = quote(usd ?? null, currencies);
    }
    return c.json(answer);
  });

  api.get('/api/v3/simple/token_price/:platform', (c) => {
    const platform = c.req.param('platform');
    if (!prices.platforms().has(platform)) return refuse(c, 'asset platform not found', 404);
    const query = queryOf.safeParse(c.req.query());
    if (!query.success) return refuse(c, 'Missing parameter vs_currencies', 400);
    const addresses = list(c.req.query('contract_addresses'));
    if (addresses.length === 0) return refuse(c, 'Missing parameter contract_addresses', 400);
    const currencies = list(query.data.vs_currencies.toLowerCase());
    const answer: Record<string, Record<string, number>> = {};
    for (const address of addresses) {
      if (!prices.hasToken(platform, address)) continue;
      const key = address.startsWith('0x') ? address.toLowerCase() : address;
      answer[key] = quote(prices.token(platform, address) ?? null, currencies);
    }
    return c.json(answer);
  });

  api.get('/logos/:file', (c) => {
    const symbol = /^([A-Za-z0-9]{1,12})\.svg$/.exec(c.req.param('file'))?.[1];
    if (!symbol) return c.json({ error: 'Not found' }, 404);
    return c.body(tokenLogoSvg(symbol), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return api;
}
