import { chainIdHex, parseChainId, type EvmChain } from '@/domain/wallet/evmChains';
import { PROVIDER_ERROR, providerErrorCode } from '@/domain/wallet/walletErrors';
import type { Eip1193Like } from '@/domain/wallet/eip6963';

export type EnsureChainResult =
  | { ok: true; chainId: number }
  | { ok: false; reason: 'rejected' | 'unknownChain' | 'failed'; message: string };

/**
 * wallet.md §6: before a chain-gated action the wallet is moved to the chain.
 * `wallet_switchEthereumChain` first; when the wallet does not know the chain
 * (4902) it is added with `wallet_addEthereumChain` and switched to again (a
 * wallet that switches on add answers the second switch at once).
 */
export async function ensureChainWith(
  provider: Eip1193Like,
  chainId: number,
  chains: readonly EvmChain[],
): Promise<EnsureChainResult> {
  const name = chains.find((c) => c.chainId === chainId)?.name ?? `chain ${chainId}`;
  const current = parseChainId(await provider.request({ method: 'eth_chainId' }));
  if (current === chainId) return { ok: true, chainId };
  const switchTo = () =>
    provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: chainIdHex(chainId) }],
    });
  try {
    await switchTo();
    return { ok: true, chainId };
  } catch (error) {
    const code = providerErrorCode(error);
    if (code === PROVIDER_ERROR.userRejected) return rejected(name);
    if (code !== PROVIDER_ERROR.unrecognizedChain) return failed(name, error);
  }
  const chain = chains.find((c) => c.chainId === chainId);
  if (!chain)
    return {
      ok: false,
      reason: 'unknownChain',
      message: `Your wallet does not know ${name}, and Polycast cannot add it.`,
    };
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: chainIdHex(chain.chainId),
          chainName: chain.name,
          rpcUrls: [chain.rpc],
          nativeCurrency: chain.nativeCurrency,
          ...(chain.explorer ? { blockExplorerUrls: [chain.explorer] } : {}),
        },
      ],
    });
    const after = parseChainId(await provider.request({ method: 'eth_chainId' }));
    if (after !== chainId) await switchTo();
    return { ok: true, chainId };
  } catch (error) {
    return providerErrorCode(error) === PROVIDER_ERROR.userRejected
      ? rejected(name)
      : failed(name, error);
  }
}

const rejected = (name: string): EnsureChainResult => ({
  ok: false,
  reason: 'rejected',
  message: `You kept your wallet off ${name}: switch to it to go on.`,
});

const failed = (name: string, error: unknown): EnsureChainResult => ({
  ok: false,
  reason: 'failed',
  message: `Your wallet could not switch to ${name}: ${error instanceof Error ? error.message : String(error)}`,
});
