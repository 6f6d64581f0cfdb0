import { UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { ProviderRpcError } from '@/domain/wallet/walletErrors';
import { walletFailure } from './chainFailure';

describe('walletFailure', () => {
  it('is cancelled when the person refused: EIP-1193 4001, as viem wraps it, or in words', () => {
    expect(walletFailure(new ProviderRpcError(4001, 'User rejected')).kind).toBe('cancelled');
    const wrapped = new UserRejectedRequestError(new ProviderRpcError(4001, 'no'));
    expect(walletFailure(new Error('Send failed', { cause: wrapped })).kind).toBe('cancelled');
    expect(walletFailure(new Error('User rejected the request.')).kind).toBe('cancelled');
  });

  it('is invalid when the wallet says it took nothing (disconnected, unsupported)', () => {
    expect(walletFailure(new ProviderRpcError(4900, 'Disconnected'))).toMatchObject({
      kind: 'invalid',
      code: '4900',
    });
  });

  it('is an unknown outcome otherwise: the wallet may have sent it', () => {
    expect(walletFailure(new Error('Transaction simulation failed')).kind).toBe('unknown_outcome');
    expect(walletFailure('timeout').kind).toBe('unknown_outcome');
  });
});
