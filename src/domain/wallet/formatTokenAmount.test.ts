import { describe, expect, it } from 'vitest';
import { formatTokenAmount } from './formatTokenAmount';
import { formatPercentage } from './formatPercentage';
import { formatUsd } from './formatUsd';
import { decimalToUnits, unitsToDecimal } from './decimalAmount';

const amount = (text: string, decimals = 18) =>
  formatTokenAmount(decimalToUnits(text, decimals) ?? -1n, decimals);

describe('token amounts as people read them (wallet.md §9)', () => {
  it('keeps 6 significant digits, rounding half up, and trims trailing zeros', () => {
    expect(amount('1.23456789')).toBe('1.23457');
    expect(amount('0.123456789')).toBe('0.123457');
    expect(amount('1.5')).toBe('1.5');
    expect(amount('2.000000')).toBe('2');
    expect(amount('0.00012')).toBe('0.00012');
  });

  it('never cuts the whole part, and groups it by thousands', () => {
    expect(amount('1234.56789')).toBe('1,234.57');
    expect(amount('1234567.891')).toBe('1,234,568');
    expect(amount('999999.5')).toBe('1,000,000');
  });

  it('writes the zeros of an amount below 0.0001 as one subscript count', () => {
    expect(amount('0.0000012345')).toBe('0.0₅12345');
    expect(amount('0.00001')).toBe('0.0₄1');
    expect(amount('0.000000000000000001')).toBe('0.0₁₇1');
    // 0.0001 itself is not below it.
    expect(amount('0.0001')).toBe('0.0001');
  });

  it('carries a rounding into the next digit', () => {
    expect(amount('0.00009999999')).toBe('0.0001');
    expect(amount('9.9999999')).toBe('10');
  });

  it('reads tokens of 6 decimals and zero alike', () => {
    expect(formatTokenAmount(12_500_000n, 6)).toBe('12.5');
    expect(formatTokenAmount(0n, 6)).toBe('0');
    expect(formatTokenAmount(1n, 6)).toBe('0.0₅1');
    expect(formatTokenAmount(100n, 6)).toBe('0.0001');
  });
});

describe('amounts between text and units', () => {
  it('goes both ways exactly, at 18 decimals too', () => {
    expect(decimalToUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(unitsToDecimal(1_500_000_000_000_000_000n, 18)).toBe('1.5');
    expect(decimalToUnits('.5', 6)).toBe(500_000n);
    expect(unitsToDecimal(1n, 6)).toBe('0.000001');
  });

  it('refuses what is not a plain decimal within the token’s decimals', () => {
    expect(decimalToUnits('0.0000001', 6)).toBeUndefined();
    expect(decimalToUnits('1e5', 18)).toBeUndefined();
    expect(decimalToUnits('', 18)).toBeUndefined();
    expect(decimalToUnits('.', 18)).toBeUndefined();
  });
});

describe('dollars and percentages', () => {
  it('shows dollars with 2 decimals, and a tiny value as < $0.01', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(0.001)).toBe('< $0.01');
  });

  it('shows a percentage with 2 decimals trimmed, and a tiny one as < 0.01%', () => {
    expect(formatPercentage(0.1234)).toBe('12.34%');
    expect(formatPercentage(0.5)).toBe('50%');
    expect(formatPercentage(0.00005)).toBe('< 0.01%');
    expect(formatPercentage(0)).toBe('0%');
  });
});
