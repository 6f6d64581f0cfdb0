import { describe, expect, it } from 'vitest';
import { providerErrorCode } from './walletErrors';

describe('providerErrorCode', () => {
  it('reads the EIP-1193 code where wallets put it', () => {
    expect(providerErrorCode({ code: 4001, message: 'no' })).toBe(4001);
    // A wallet that wraps "unrecognized chain" in an internal error.
    expect(providerErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(4902);
    // viem's errors keep the provider's error as their cause.
    expect(providerErrorCode({ name: 'SwitchChainError', cause: { code: 4902 } })).toBe(4902);
  });

  it("has no code for errors that are not a provider's", () => {
    expect(providerErrorCode(new Error('network down'))).toBeUndefined();
    expect(providerErrorCode({ code: -32000 })).toBeUndefined();
    expect(providerErrorCode(undefined)).toBeUndefined();
  });
});
