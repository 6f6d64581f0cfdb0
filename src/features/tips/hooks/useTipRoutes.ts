import { useCallback, useMemo, useState } from 'react';

/** The tip modal's own routes (wallet.md §2.1), kept in memory, not in the page's address. */
export type TipPath =
  '/' | '/no-available-wallet' | '/tips' | '/select-token' | '/select-recipient' | '/success';

/**
 * A small in-memory history for the modal: push a screen, replace the
 * current one (a picked token returns to /tips replacing the entry), go back.
 */
export function useTipRoutes(initial: TipPath = '/') {
  const [stack, setStack] = useState<TipPath[]>([initial]);
  const push = useCallback((path: TipPath) => setStack((s) => [...s, path]), []);
  const replace = useCallback((path: TipPath) => setStack((s) => [...s.slice(0, -1), path]), []);
  const back = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);
  const path = stack[stack.length - 1] ?? initial;
  // One object while nothing changes: screens may depend on it.
  return useMemo(() => ({ path, push, replace, back }), [path, push, replace, back]);
}
