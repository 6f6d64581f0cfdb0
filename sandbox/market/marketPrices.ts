/** A price in US dollars, or null: the provider knows the asset but has no price for it. */
export type UsdPrice = number | null;

/** What the market-data stand-in starts with: coins by id, tokens by platform and address. */
export interface MarketSeed {
  coins: Record<string, UsdPrice>;
  tokens: { platform: string; address: string; usd: UsdPrice }[];
}

/** EVM contract addresses compare without case; Solana mints with it. */
const tokenKey = (platform: string, address: string) =>
  `${platform}:${address.startsWith('0x') ? address.toLowerCase() : address}`;

/**
 * The prices the market-data stand-in answers with, changeable by tests
 * through the sandbox admin (`PUT /market/prices`), and put back with `reset`.
 */
export function createMarketPrices(seed: MarketSeed = { coins: {}, tokens: [] }) {
  let initial = seed;
  const coins = new Map<string, UsdPrice>();
  const tokens = new Map<string, UsdPrice>();
  const load = (from: MarketSeed) => {
    coins.clear();
    tokens.clear();
    for (const [id, usd] of Object.entries(from.coins)) coins.set(id, usd);
    for (const t of from.tokens) tokens.set(tokenKey(t.platform, t.address), t.usd);
  };
  load(seed);
  return {
    /** Replaces every price with `next` (and makes it what `reset` returns to). */
    seed(next: MarketSeed) {
      initial = next;
      load(next);
    },
    reset: () => load(initial),
    /** Sets some prices; `null` keeps the asset known without a price; `undefined` forgets it. */
    set(change: Partial<MarketSeed>) {
      for (const [id, usd] of Object.entries(change.coins ?? {})) coins.set(id, usd);
      for (const t of change.tokens ?? []) tokens.set(tokenKey(t.platform, t.address), t.usd);
    },
    coin: (id: string) => coins.get(id),
    hasCoin: (id: string) => coins.has(id),
    token: (platform: string, address: string) => tokens.get(tokenKey(platform, address)),
    hasToken: (platform: string, address: string) => tokens.has(tokenKey(platform, address)),
    platforms: () => new Set([...tokens.keys()].map((key) => key.split(':')[0])),
    all: (): MarketSeed => ({
      coins: Object.fromEntries(coins),
      tokens: [...tokens].map(([key, usd]) => {
        const [platform = '', ...rest] = key.split(':');
        return { platform, address: rest.join(':'), usd };
      }),
    }),
  };
}

export type MarketPrices = ReturnType<typeof createMarketPrices>;
