import { describe, expect, it } from 'vitest';
import { classifyTransfer, walletActivity, type ChainTransfer } from './walletActivity';

const ME = '0xAbCdEf0000000000000000000000000000000001';
const YOU = '0x0000000000000000000000000000000000000002';

const transfer = (over: Partial<ChainTransfer>): ChainTransfer => ({
  family: 'evm',
  chainId: 31337,
  hash: '0x01',
  position: 1n,
  index: 0,
  time: undefined,
  from: ME,
  to: YOU,
  token: 'native',
  amount: 1n,
  failed: false,
  ...over,
});

describe('classifyTransfer: a transfer as one address sees it', () => {
  it('is sent by the sender and received by the recipient, with the other side as counterparty', () => {
    expect(classifyTransfer(ME, transfer({}))).toMatchObject({
      direction: 'sent',
      counterparty: YOU,
    });
    expect(classifyTransfer(YOU, transfer({}))).toMatchObject({
      direction: 'received',
      counterparty: ME,
    });
  });

  it('compares EVM addresses without case, Solana addresses with it', () => {
    expect(classifyTransfer(ME.toLowerCase(), transfer({}))?.direction).toBe('sent');
    const sol = transfer({ family: 'solana', from: 'AbcSender', to: 'AbcRecipient' });
    expect(classifyTransfer('abcsender', sol)).toBeUndefined();
    expect(classifyTransfer('AbcSender', sol)?.direction).toBe('sent');
  });

  it('is self for a transfer to oneself, and nothing for a stranger', () => {
    expect(classifyTransfer(ME, transfer({ to: ME }))?.direction).toBe('self');
    expect(
      classifyTransfer('0x0000000000000000000000000000000000000009', transfer({})),
    ).toBeUndefined();
  });
});

describe('walletActivity: newest first', () => {
  it('orders by block, then by place inside the transaction, and drops others’ transfers', () => {
    const rows = walletActivity(ME, [
      transfer({ hash: 'a', position: 5n }),
      transfer({ hash: 'b', position: 9n, index: 0 }),
      transfer({ hash: 'c', position: 9n, index: 2, from: YOU, to: ME }),
      transfer({
        hash: 'd',
        position: 7n,
        from: YOU,
        to: '0x0000000000000000000000000000000000000003',
      }),
    ]);
    expect(rows.map((r) => [r.hash, r.direction])).toEqual([
      ['c', 'received'],
      ['b', 'sent'],
      ['a', 'sent'],
    ]);
  });

  it('mixes chains by time: a later transfer on a chain with lower block numbers comes first', () => {
    const rows = walletActivity(ME, [
      transfer({ hash: 'old', chainId: 1, position: 900n, time: 100 }),
      transfer({ hash: 'new', chainId: 2, position: 3n, time: 200 }),
    ]);
    expect(rows.map((r) => r.hash)).toEqual(['new', 'old']);
  });
});
