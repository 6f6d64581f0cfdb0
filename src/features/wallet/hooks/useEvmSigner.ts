import { useMemo } from 'react';
import { useLiveValue } from './useLiveValue';
import { useWalletRuntime } from './useWalletRuntime';
import type { EvmConnection } from '../runtime/evmConnection';

export type EvmSigner = NonNullable<ReturnType<EvmConnection['signer']>>;

/**
 * The connected EVM wallet as a signer (Farcaster's custody signature, Lens's
 * owner signature), or undefined when none is connected.
 */
export function useEvmSigner(): EvmSigner | undefined {
  const wallets = useWalletRuntime();
  const state = useLiveValue(wallets?.evm.state, undefined);
  return useMemo(
    () => (state?.status === 'connected' ? wallets?.evm.signer() : undefined),
    [wallets, state],
  );
}
