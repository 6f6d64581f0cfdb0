import { describe, expect, it } from 'vitest';
import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import { normalizeTipAmount } from './normalizeTipAmount';
import { rankTipRecipients, tipRecipientRank } from './rankTipRecipients';
import { TIP_LABELS, tipButtonState, type TipButtonInput } from './tipButtonState';
import { tokenAmountForUsd, usdValueOf } from './tokenAmountForUsd';
import { tipShareText } from './tipShareText';
import { tipAmountUnits } from './tipAmountUnits';
import { tipPriceNote } from './tipPriceNote';
import { tipOffered } from './tipOffered';

describe('the free amount as typed (wallet.md §5.2)', () => {
  it('takes digits and one point, and makes ‘,’ and ‘。’ the point', () => {
    expect(normalizeTipAmount('12')).toBe('12');
    expect(normalizeTipAmount('1,5')).toBe('1.5');
    expect(normalizeTipAmount('1。5')).toBe('1.5');
    expect(normalizeTipAmount('')).toBe('');
  });

  it('puts a 0 before a leading point', () => {
    expect(normalizeTipAmount('.5')).toBe('0.5');
  });

  it('refuses letters, signs and a second point', () => {
    expect(normalizeTipAmount('1a')).toBeUndefined();
    expect(normalizeTipAmount('-1')).toBeUndefined();
    expect(normalizeTipAmount('1.2.3')).toBeUndefined();
    expect(normalizeTipAmount('1e5')).toBeUndefined();
  });

  it('keeps at most the token’s decimals after the point (18 when unknown)', () => {
    expect(normalizeTipAmount('0.1234567', 6)).toBe('0.123456');
    expect(normalizeTipAmount(`0.${'1'.repeat(20)}`)).toBe(`0.${'1'.repeat(18)}`);
    expect(normalizeTipAmount('5.', 0)).toBe('5.');
  });
});

const address = (networkType: 'evm' | 'solana', extra: Partial<TipRecipient> = {}) => ({
  address: `${networkType}-${Object.keys(extra).join('-') || 'plain'}`,
  networkType,
  isDefault: false,
  ...extra,
});

describe('ranking a person’s addresses (wallet.md §3.1)', () => {
  it('weighs default Ethereum 5, default Solana 4, primary name = handle 3, any name 2, else 1', () => {
    expect(tipRecipientRank(address('evm', { isDefault: true }), 'alice')).toBe(5);
    expect(tipRecipientRank(address('solana', { isDefault: true }), 'alice')).toBe(4);
    expect(tipRecipientRank(address('evm', { primaryEns: 'Alice' }), '@alice')).toBe(3);
    expect(tipRecipientRank(address('evm', { primaryEns: 'bob' }), 'alice')).toBe(1);
    expect(tipRecipientRank(address('evm', { ens: 'alice.eth' }), 'alice')).toBe(2);
    expect(tipRecipientRank(address('evm'), 'alice')).toBe(1);
  });

  it('puts the highest first, keeping the given order among equals', () => {
    const plainA = { ...address('evm'), address: 'a' };
    const plainB = { ...address('evm'), address: 'b' };
    const named = address('evm', { ens: 'x.eth' });
    const solana = address('solana', { isDefault: true });
    const evm = address('evm', { isDefault: true });
    expect(rankTipRecipients([plainA, named, plainB, solana, evm], 'alice')).toEqual([
      evm,
      solana,
      named,
      plainA,
      plainB,
    ]);
  });
});

const ready: TipButtonInput = {
  walletConnected: true,
  price: 2,
  amount: 5n,
  recipientAddress: '0xBob',
  senderAddress: '0xAlice',
  hasToken: true,
  balance: 10n,
  customToken: false,
  gasOk: true,
};

describe('the send button, checked in §5.1’s order', () => {
  it('sends when every check passes', () => {
    expect(tipButtonState(ready)).toEqual({ label: TIP_LABELS.send, disabled: false });
  });

  it('offers to connect a wallet when none is', () => {
    expect(tipButtonState({ ...ready, walletConnected: false })).toEqual({
      label: 'Connect wallet',
      disabled: false,
    });
  });

  it('is off without a price and an amount, or without recipient, token or amount', () => {
    const off = { label: TIP_LABELS.send, disabled: true };
    expect(tipButtonState({ ...ready, price: undefined, amount: undefined })).toEqual(off);
    expect(tipButtonState({ ...ready, recipientAddress: undefined })).toEqual(off);
    expect(tipButtonState({ ...ready, hasToken: false })).toEqual(off);
    expect(tipButtonState({ ...ready, amount: 0n })).toEqual(off);
  });

  it('refuses tipping one’s own address, whatever its case', () => {
    expect(tipButtonState({ ...ready, recipientAddress: '0xalice' }).label).toBe(TIP_LABELS.self);
  });

  it('says the balance is short, except for a token the person added', () => {
    expect(tipButtonState({ ...ready, balance: 4n })).toEqual({
      label: 'Insufficient balance',
      disabled: true,
    });
    expect(tipButtonState({ ...ready, balance: 4n, customToken: true }).disabled).toBe(false);
  });

  it('says gas is short last', () => {
    expect(tipButtonState({ ...ready, gasOk: false })).toEqual({
      label: 'Insufficient gas',
      disabled: true,
    });
    // An earlier check wins over gas.
    expect(tipButtonState({ ...ready, gasOk: false, balance: 1n }).label).toBe(TIP_LABELS.balance);
  });
});

describe('dollars and token amounts', () => {
  it('buys a preset’s worth of a token in its smallest unit', () => {
    expect(tokenAmountForUsd(5, 2500, 18)).toBe(2_000_000_000_000_000n);
    expect(tokenAmountForUsd(5, 1, 6)).toBe(5_000_000n);
    expect(tokenAmountForUsd(5, 0, 18)).toBeUndefined();
  });

  it('values an amount at a price', () => {
    expect(usdValueOf(2_000_000_000_000_000n, 18, 2500)).toBeCloseTo(5);
  });
});

describe('the post offered after a tip', () => {
  it('says §4.1’s words with the @handle, the $SYMBOL and the transaction’s link', () => {
    expect(tipShareText('bob', 'ETH', 'https://x.test/tx/1')).toBe(
      'Hi @bob , sent you some $ETH via Polycast ✨ Keep shinning!\nhttps://x.test/tx/1',
    );
    expect(tipShareText('@bob', 'USDC', 'u')).toContain('Hi @bob ,');
  });
});

describe('the amount a tip sends (wallet.md §4.1)', () => {
  it('converts a dollar preset at the token’s price, ignoring what was typed', () => {
    expect(tipAmountUnits({ decimals: 6, price: 0.5, preset: 5, typed: '3' })).toBe(10_000_000n);
  });

  it('waits for a price before a preset has an amount', () => {
    expect(
      tipAmountUnits({ decimals: 18, price: undefined, preset: 1, typed: '' }),
    ).toBeUndefined();
  });

  it('takes the typed amount in the token when no preset is chosen, price or not', () => {
    expect(
      tipAmountUnits({ decimals: 18, price: undefined, preset: undefined, typed: '0.25' }),
    ).toBe(250_000_000_000_000_000n);
  });

  it('has no amount while nothing valid is typed', () => {
    expect(tipAmountUnits({ decimals: 6, price: 2, preset: undefined, typed: '' })).toBeUndefined();
    expect(
      tipAmountUnits({ decimals: 6, price: 2, preset: undefined, typed: '.' }),
    ).toBeUndefined();
  });
});

describe('a preset without a price (wallet.md §4.1)', () => {
  const base = { symbol: 'ETH', preset: 5, price: undefined };

  it('says the prices could not be read, and to type the amount in the token', () => {
    expect(tipPriceNote({ ...base, prices: { state: 'failed', message: 'market down' } })).toBe(
      'Prices cannot be read right now (market down), so $5 has no ETH amount. Type an amount in ETH.',
    );
  });

  it('says the token has no price when the market answered without one', () => {
    expect(tipPriceNote({ ...base, prices: { state: 'read' } })).toBe(
      'ETH has no dollar price, so $5 has no ETH amount. Type an amount in ETH.',
    );
  });

  it('says nothing while prices are read, once the price is known, or for a typed amount', () => {
    expect(tipPriceNote({ ...base, prices: { state: 'reading' } })).toBeUndefined();
    expect(tipPriceNote({ ...base, price: 3000, prices: { state: 'read' } })).toBeUndefined();
    expect(
      tipPriceNote({ ...base, preset: undefined, prices: { state: 'failed', message: 'x' } }),
    ).toBeUndefined();
  });
});

describe('where the Tip button shows (wallet.md §6)', () => {
  const ada = { source: 'Farcaster', id: '2' };
  const mine = [
    { source: 'Farcaster', accountId: '1' },
    { source: 'Farcaster', accountId: '9' },
    { source: 'Lens', accountId: '2' },
  ];

  it('shows on someone else’s profile with the tips flag on', () => {
    expect(tipOffered({ tipsFlag: true, profile: ada, ownAccounts: mine })).toBe(true);
  });

  it('never with the flag off', () => {
    expect(tipOffered({ tipsFlag: false, profile: ada, ownAccounts: [] })).toBe(false);
  });

  it('never on any of one’s own accounts on that network, not only the first', () => {
    expect(
      tipOffered({ tipsFlag: true, profile: { source: 'Farcaster', id: '9' }, ownAccounts: mine }),
    ).toBe(false);
    expect(
      tipOffered({ tipsFlag: true, profile: { source: 'Farcaster', id: '1' }, ownAccounts: mine }),
    ).toBe(false);
  });
});
