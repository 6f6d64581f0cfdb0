import { loadNetworkEndpoints } from '@/features/accounts';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { WalletRuntime } from './walletRuntime';

/** Opens the page's wallet runtime with the server's chains (loading viem and the Wallet Standard only now). */
export async function loadWalletRuntime(runtime: AppRuntime): Promise<WalletRuntime> {
  const [{ walletRuntimeOf }, endpoints] = await Promise.all([
    import('./walletRuntime'),
    loadNetworkEndpoints(runtime.apiBase).catch(() => undefined),
  ]);
  // The sandbox's chains when the server names them; the public list otherwise.
  return walletRuntimeOf(runtime, endpoints?.evm?.chains);
}
