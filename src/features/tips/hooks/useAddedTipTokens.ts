import { useCallback, useEffect, useState } from 'react';
import type { EvmChain } from '@/domain/wallet/evmChains';
import type { TokenInfo } from '@/domain/wallet/walletToken';
import { TIP_TOKENS_AGGREGATE } from '@/events/types/tipEvents';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { readEvmTokenInfo } from '@/sources/chains';
import { detectAddress, fungibleOf } from '@/sources/product/addressDetectionApi';
import { tipsOf } from '../runtime/tipsOf';

export type AddTokenResult = { ok: true; token: TokenInfo } | { ok: false; message: string };

/**
 * The tokens the person added by address (wallet.md §2.8), from the log,
 * and the add itself: the address must be a fungible token on the chain
 * (the server's address detection, §7.2), and its name, symbol and
 * decimals are read from the contract.
 */
export function useAddedTipTokens() {
  const runtime = useRuntime();
  const [tokens, setTokens] = useState<readonly TokenInfo[]>([]);
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    let off: (() => void) | undefined;
    void tipsOf(runtime).then((tips) => {
      if (!live) return;
      setTokens(tips.getState().addedTokens);
      const subscription = tips.state$.subscribe((state) => setTokens(state.addedTokens));
      off = () => subscription.unsubscribe();
    });
    return () => {
      live = false;
      off?.();
    };
  }, [runtime]);

  const add = useCallback(
    async (address: string, chain: EvmChain | undefined): Promise<AddTokenResult> => {
      if (!runtime || !chain) return { ok: false, message: 'Choose a chain first.' };
      if (!/^0x[0-9a-fA-F]{40}$/.test(address))
        return { ok: false, message: 'That is not a token address (0x and 40 hex digits).' };
      const detected = await detectAddress({ apiBase: runtime.apiBase }, address, chain.chainId);
      if (!detected.ok) return { ok: false, message: detected.error.message };
      if (!fungibleOf(detected.value))
        return { ok: false, message: `No token found at ${address} on ${chain.name}.` };
      const info = await readEvmTokenInfo({ rpcUrl: chain.rpc, chainId: chain.chainId, address });
      if (!info.ok) return { ok: false, message: info.error.message };
      await runtime.log.append({
        type: 'TipTokenAdded',
        aggregateId: TIP_TOKENS_AGGREGATE,
        payload: { token: info.value },
      });
      return { ok: true, token: info.value };
    },
    [runtime],
  );
  return { tokens, add };
}
