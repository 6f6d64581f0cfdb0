import { describe, expect, it } from 'vitest';
import { lensWriteOutcome } from './lensToggles';

describe('lensWriteOutcome: a Lens v3 result union as the outcome of a toggle', () => {
  it('is done on the success variant only', () => {
    expect(
      lensWriteOutcome({ __typename: 'FollowResponse', hash: '0x1' }, 'FollowResponse'),
    ).toEqual({ ok: true, value: undefined });
    expect(
      lensWriteOutcome({ __typename: 'UnfollowResponse', hash: '0x1' }, 'FollowResponse').ok,
    ).toBe(false);
  });

  it('refuses in Lens’s words, coded by the variant', () => {
    expect(
      lensWriteOutcome(
        { __typename: 'TransactionWillFail', reason: 'Account is already blocked.' },
        'AccountBlockedResponse',
      ),
    ).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        message: 'Account is already blocked.',
        code: 'TransactionWillFail',
      },
    });
  });

  it('a transaction Lens will not sponsor or sign itself is refused with the reason it gives', () => {
    expect(
      lensWriteOutcome(
        {
          __typename: 'SponsoredTransactionRequest',
          reason: 'Signless is disabled for this account.',
          sponsoredReason: 'SIGNLESS_DISABLED',
        },
        'PostResponse',
      ),
    ).toEqual({
      ok: false,
      error: {
        kind: 'invalid',
        message: 'Signless is disabled for this account.',
        code: 'SIGNLESS_DISABLED',
      },
    });
    expect(
      lensWriteOutcome(
        {
          __typename: 'SelfFundedTransactionRequest',
          reason: 'Not sponsored.',
          selfFundedReason: 'NOT_SPONSORED',
        },
        'DeletePostResponse',
      ),
    ).toMatchObject({ ok: false, error: { kind: 'invalid', code: 'NOT_SPONSORED' } });
  });

  it('an answer it cannot read may hide a write that landed', () => {
    expect(lensWriteOutcome(null, 'FollowResponse')).toMatchObject({
      ok: false,
      error: { kind: 'unknown_outcome' },
    });
  });
});
