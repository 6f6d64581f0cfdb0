import { describe, expect, it } from 'vitest';
import { matchesPreparedTransfer, type SeenEvmTransaction } from './matchEvmTransfer';
import type { PreparedEvmTransfer } from './preparedEvmTransfer';

const prepared: PreparedEvmTransfer = {
  chainId: 1,
  from: '0x1111111111111111111111111111111111111111',
  to: '0x2222222222222222222222222222222222222222',
  value: '1000',
  data: '0xabcdef',
  nonce: 7,
  blockNumber: 100,
};
const seen: SeenEvmTransaction = {
  hash: '0xhash',
  from: prepared.from.toUpperCase().replace('0X', '0x'),
  to: prepared.to,
  value: 1000n,
  input: '0xABCDEF',
  nonce: 7,
};

describe('matchesPreparedTransfer', () => {
  it('matches the same sender, recipient, value and data, whatever the case of the hex', () => {
    expect(matchesPreparedTransfer(seen, prepared)).toBe(true);
  });

  it('matches at a later nonce (the wallet had others waiting), not an earlier one', () => {
    expect(matchesPreparedTransfer({ ...seen, nonce: 9 }, prepared)).toBe(true);
    expect(matchesPreparedTransfer({ ...seen, nonce: 6 }, prepared)).toBe(false);
  });

  it.each([
    ['sender', { from: prepared.to }],
    ['recipient', { to: prepared.from }],
    ['contract creation', { to: null }],
    ['value', { value: 1001n }],
    ['data', { input: '0xabcdee' }],
  ] as const)('does not match another %s', (_, change) => {
    expect(matchesPreparedTransfer({ ...seen, ...change }, prepared)).toBe(false);
  });
});
