import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN, type TokenRef } from '@/domain/wallet/walletToken';
import { lacksGas } from './estimateEvmTransferFee';

const native: TokenRef = { family: 'evm', chainId: 1, address: NATIVE_TOKEN };
const usdc: TokenRef = {
  family: 'evm',
  chainId: 1,
  address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
};

describe('lacksGas (wallet.md §5.1 Insufficient gas)', () => {
  it('a token transfer needs the fee in the native coin', () => {
    expect(lacksGas({ nativeBalance: 100n, fee: 100n, token: usdc, amount: 10n ** 9n })).toBe(
      false,
    );
    expect(lacksGas({ nativeBalance: 99n, fee: 100n, token: usdc, amount: 1n })).toBe(true);
  });

  it('a native transfer needs the fee on top of the amount', () => {
    expect(lacksGas({ nativeBalance: 150n, fee: 100n, token: native, amount: 50n })).toBe(false);
    expect(lacksGas({ nativeBalance: 149n, fee: 100n, token: native, amount: 50n })).toBe(true);
  });
});
