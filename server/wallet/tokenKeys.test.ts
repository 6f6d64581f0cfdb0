import { describe, expect, it } from 'vitest';
import { tokenKeySchema } from './tokenKeys';

const MINT = 'So11111111111111111111111111111111111111112';
const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('token keys in a request (family:chainId:address)', () => {
  it('reads native coins, ERC-20 contracts and SPL mints', () => {
    expect(tokenKeySchema.parse('evm:31337:native')).toEqual({
      family: 'evm',
      chainId: 31337,
      address: 'native',
    });
    expect(tokenKeySchema.parse(`evm:1:${USDC}`)).toEqual({
      family: 'evm',
      chainId: 1,
      address: USDC,
    });
    expect(tokenKeySchema.parse(`solana:0:${MINT}`)).toEqual({
      family: 'solana',
      chainId: 0,
      address: MINT,
    });
  });

  it('refuses what is no token key', () => {
    for (const key of [
      'evm:0:native',
      'evm::native',
      'solana::native',
      'solana:1:native',
      `solana:0:${USDC}`,
      'evm:1:0x1234',
      `evm:1:${USDC}:extra`,
      'btc:0:native',
      'evm:-1:native',
    ])
      expect(tokenKeySchema.safeParse(key).success, key).toBe(false);
  });
});
