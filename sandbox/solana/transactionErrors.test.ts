import { describe, expect, it } from 'vitest';
import { describeTransactionError } from './transactionErrors';

describe('transaction errors', () => {
  it('describes errors as the validator does in preflight failures', () => {
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    );
    expect(describeTransactionError({ InstructionError: [2, 'InvalidAccountData'] })).toBe(
      'Error processing Instruction 2: invalid account data for instruction',
    );
    expect(describeTransactionError('BlockhashNotFound')).toBe('Blockhash not found');
    expect(describeTransactionError('AccountNotFound')).toBe(
      'Attempt to debit an account but found no record of a prior credit.',
    );
    expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    );
  });
});
