import { useRef, useState } from 'react';
import { DEFAULT_TIP_USD } from '@/domain/tips/tipPresets';
import { normalizeTipAmount } from '@/domain/tips/normalizeTipAmount';
import { tipAmountUnits } from '@/domain/tips/tipAmountUnits';
import { usdValueOf } from '@/domain/tips/tokenAmountForUsd';
import type { TokenBalance } from '@/domain/wallet/walletToken';
import { useDebouncedValue } from '@/ui/useDebouncedValue';

/** wallet.md §4.1: the amount typed is read 400 ms after the last key. */
const AMOUNT_DEBOUNCE_MS = 400;

/**
 * The tip's amount (wallet.md §4.1, §5.2): a dollar preset, or a free amount
 * in the token typed under §5.2's rules. Choosing a preset clears what was
 * typed; clearing the field goes back to the default preset; focusing an
 * empty field brings back the last amount typed. `amount` is in the token's
 * smallest units, undefined until it can be known (no token, no price yet).
 */
export function useTipAmount(token: TokenBalance | undefined, price: number | undefined) {
  const [preset, setPreset] = useState<number | undefined>(DEFAULT_TIP_USD);
  const [text, setText] = useState('');
  const lastTyped = useRef('');
  const typed = useDebouncedValue(text, AMOUNT_DEBOUNCE_MS);

  const amount = token
    ? tipAmountUnits({ decimals: token.decimals, price, preset, typed })
    : undefined;
  const totalUsd =
    token && amount !== undefined && price !== undefined
      ? usdValueOf(amount, token.decimals, price)
      : undefined;

  const choosePreset = (usd: number) => {
    setPreset(usd);
    setText('');
  };
  /** A key in the field: kept only when §5.2 allows it. */
  const type = (next: string) => {
    const normal = normalizeTipAmount(next, token?.decimals);
    if (normal === undefined) return;
    setText(normal);
    lastTyped.current = normal || lastTyped.current;
    setPreset(normal ? undefined : DEFAULT_TIP_USD);
  };
  const focus = () => {
    if (!text && lastTyped.current) {
      setText(lastTyped.current);
      setPreset(undefined);
    }
  };
  return { preset, text, amount, totalUsd, choosePreset, type, focus };
}
