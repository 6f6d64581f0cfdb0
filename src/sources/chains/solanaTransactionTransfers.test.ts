import { describe, expect, it } from 'vitest';
import {
  solanaTransactionTransfers,
  type SolanaTransactionJson,
} from './solanaTransactionTransfers';

const PAYER = 'Payer1111111111111111111111111111111111111';
const FRIEND = 'Friend111111111111111111111111111111111111';
const SYSTEM = '11111111111111111111111111111111';
const MINT = 'Mint11111111111111111111111111111111111111';

const tx = (meta: Partial<SolanaTransactionJson['meta']>): SolanaTransactionJson => ({
  slot: 42n,
  blockTime: 1_700_000_000n,
  transaction: { message: { accountKeys: [PAYER, FRIEND, SYSTEM] }, signatures: ['sig1'] },
  meta: { err: null, fee: 5000n, preBalances: [], postBalances: [], ...meta },
});

describe('solanaTransactionTransfers: what a transaction moved for one address', () => {
  it('a SOL transfer: sent by the payer (fee left out), received by the other side', () => {
    const sent = tx({
      preBalances: [1_000_000n, 0n, 1n],
      postBalances: [1_000_000n - 200_000n - 5000n, 200_000n, 1n],
    });
    expect(solanaTransactionTransfers(PAYER, sent)).toMatchObject([
      { token: 'native', amount: 200_000n, from: PAYER, to: FRIEND, hash: 'sig1', position: 42n },
    ]);
    expect(solanaTransactionTransfers(FRIEND, sent)).toMatchObject([
      { token: 'native', amount: 200_000n, from: PAYER, to: FRIEND },
    ]);
  });

  it('an SPL transfer by token owner, and no SOL row for a payer who only paid the fee', () => {
    const spl = tx({
      preBalances: [1_000_000n, 0n, 1n],
      postBalances: [995_000n, 0n, 1n],
      preTokenBalances: [
        { accountIndex: 3, mint: MINT, owner: PAYER, uiTokenAmount: { amount: '900' } },
        { accountIndex: 4, mint: MINT, owner: FRIEND, uiTokenAmount: { amount: '0' } },
      ],
      postTokenBalances: [
        { accountIndex: 3, mint: MINT, owner: PAYER, uiTokenAmount: { amount: '600' } },
        { accountIndex: 4, mint: MINT, owner: FRIEND, uiTokenAmount: { amount: '300' } },
      ],
    });
    expect(solanaTransactionTransfers(PAYER, spl)).toMatchObject([
      { token: MINT, amount: 300n, from: PAYER, to: FRIEND },
    ]);
    expect(solanaTransactionTransfers(FRIEND, spl)).toMatchObject([
      { token: MINT, amount: 300n, from: PAYER, to: FRIEND },
    ]);
  });
});
