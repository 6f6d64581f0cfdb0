import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shortenAddress';

describe('shortenAddress (wallet.md §9)', () => {
  it('keeps 4 characters on each side after 0x, or 8 for tip addresses', () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    expect(shortenAddress(evm)).toBe('0xf39F…2266');
    expect(shortenAddress(evm, 8)).toBe('0xf39Fd6e5…fFb92266');
  });

  it('shortens a Solana address the same way, and leaves short text alone', () => {
    expect(shortenAddress('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toBe('9xQe…VFin');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });
});
