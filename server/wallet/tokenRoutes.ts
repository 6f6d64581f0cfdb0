import { Hono } from 'hono';
import { z } from 'zod';
import { UpstreamError, upstreamFailure, firstIssue } from '../composer/upstream';
import { tokenKeySchema } from './tokenKeys';
import { createTokenPrices } from './tokenPrices';
import type { WalletNetworks } from './walletNetworks';

/** Tokens priced in one request: a wallet's list, with room to spare. */
export const MAX_PRICED_TOKENS = 100;

const pricesQuery = z.object({
  tokens: z
    .string()
    .min(1, 'name at least one token')
    .transform((s) => [...new Set(s.split(',').filter(Boolean))])
    .pipe(z.array(tokenKeySchema).min(1).max(MAX_PRICED_TOKENS)),
});

const tokensQuery = z.object({
  family: z.enum(['evm', 'solana']).optional(),
  chainId: z.coerce.number().int().nonnegative().optional(),
});

/**
 * Prices and the token list (wallet.md §7.1, §7.2, §9):
 * - `GET /v1/token_prices?tokens=<tokenKey>,<tokenKey>` → `{prices: {<tokenKey>: usd | null}}`,
 *   each read from the market-data provider and kept 60 s (tokenPrices.ts).
 * - `GET /v1/tokens?family=evm&chainId=31337` → `{tokens: TokenInfo[]}`: the
 *   known tokens of a chain (both filters optional), native coin first.
 */
export function createTokenRoutes(options: {
  networks: () => WalletNetworks | undefined;
  now?: () => number;
}) {
  const prices = createTokenPrices(options.now ? { now: options.now } : {});
  const app = new Hono();

  app.get('/token_prices', async (c) => {
    const query = pricesQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: firstIssue(query.error) }, 400);
    const networks = options.networks();
    if (!networks) return c.json({ error: 'The networks are not up yet' }, 503);
    try {
      return c.json({ prices: await prices(networks.market, query.data.tokens) }, 200, {
        'Cache-Control': 'public, max-age=60',
      });
    } catch (error) {
      if (error instanceof UpstreamError) return upstreamFailure(c, error);
      throw error;
    }
  });

  app.get('/tokens', (c) => {
    const query = tokensQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: firstIssue(query.error) }, 400);
    const networks = options.networks();
    if (!networks) return c.json({ error: 'The networks are not up yet' }, 503);
    const { family, chainId } = query.data;
    const tokens = networks.tokens.filter(
      (t) => (!family || t.family === family) && (chainId === undefined || t.chainId === chainId),
    );
    return c.json({ tokens }, 200, { 'Cache-Control': 'public, max-age=3600' });
  });
  return app;
}
