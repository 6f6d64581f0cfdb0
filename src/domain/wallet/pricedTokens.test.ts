import { describe, expect, it } from 'vitest';
import { byValue, isSmallToken, priceTokens } from './pricedTokens';
import { tokenKey, type TokenBalance } from './walletToken';

const token = (symbol: string, balance: bigint, decimals = 18): TokenBalance => ({
  family: 'evm',
  chainId: 1,
  address: `0x${symbol.padStart(40, '0')}`,
  symbol,
  name: symbol,
  decimals,
  balance,
});

describe('priced tokens: sorted by value, small ones behind the toggle (wallet.md §2.8, §9)', () => {
  const eth = token('E', 2n * 10n ** 18n);
  const usd = token('U', 5_000_000n, 6);
  const dust = token('D', 10n ** 15n);
  const unpriced = token('N', 10n ** 18n);
  const priced = priceTokens([dust, unpriced, usd, eth], {
    [tokenKey(eth)]: 3000,
    [tokenKey(usd)]: 1,
    [tokenKey(dust)]: 0.5,
    [tokenKey(unpriced)]: null,
  });

  it('values each token at its price, most valuable first and unpriced last', () => {
    const sorted = [...priced].sort(byValue);
    expect(sorted.map((p) => [p.token.symbol, p.usdValue])).toEqual([
      ['E', 6000],
      ['U', 5],
      ['D', 0.0005],
      ['N', undefined],
    ]);
  });

  it('hides what is worth under $1, never a token with no price', () => {
    expect(priced.filter(isSmallToken).map((p) => p.token.symbol)).toEqual(['D']);
    expect(isSmallToken({ token: usd, price: 1, usdValue: 1 })).toBe(false);
  });
});
