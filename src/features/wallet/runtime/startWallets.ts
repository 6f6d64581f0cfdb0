import { loadNetworkEndpoints } from '@/features/accounts';
import type { AppRuntime } from '@/runtime/openAppRuntime';
import { loadWalletRuntime } from './loadWalletRuntime';
import { restoreRememberedWallets } from './restoreRememberedWallets';

/**
 * What a page does for wallets once its first screen is up: says whether the
 * server runs against the sandbox (then the shell puts the sandbox wallet on
 * the page), and reconnects the wallets the person left connected.
 */
export async function startWallets(runtime: AppRuntime, onSandbox: () => void): Promise<void> {
  const endpoints = await loadNetworkEndpoints(runtime.apiBase).catch(() => undefined);
  if (endpoints?.sandbox === true) onSandbox();
  await restoreRememberedWallets(runtime, loadWalletRuntime);
}
