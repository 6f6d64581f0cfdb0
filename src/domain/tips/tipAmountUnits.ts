import { decimalToUnits } from '@/domain/wallet/decimalAmount';
import { tokenAmountForUsd } from './tokenAmountForUsd';

/**
 * The tip in the token's smallest units (wallet.md §4.1): a dollar preset
 * converted at the token's price, or else the amount typed in the token.
 * Undefined while it cannot be known: a preset without a price yet, or
 * nothing (or nothing valid) typed.
 */
export function tipAmountUnits(input: {
  decimals: number;
  price: number | undefined;
  preset: number | undefined;
  typed: string;
}): bigint | undefined {
  if (input.preset !== undefined)
    return input.price === undefined
      ? undefined
      : tokenAmountForUsd(input.preset, input.price, input.decimals);
  return decimalToUnits(input.typed, input.decimals);
}
