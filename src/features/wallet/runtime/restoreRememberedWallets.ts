import type { AppRuntime } from '@/runtime/openAppRuntime';
import { rememberedWalletsOf } from './rememberedWallets';
import { connectionsToRestore } from './walletsProjection';

/**
 * Reconnects the wallets the person left connected, without a prompt; the
 * wallet code (viem, the Wallet Standard) loads only when there is one.
 */
export async function restoreRememberedWallets(
  runtime: AppRuntime,
  load: (runtime: AppRuntime) => Promise<{ restoring: Promise<unknown> }>,
): Promise<void> {
  const remembered = await rememberedWalletsOf(runtime);
  if (connectionsToRestore(remembered.getState()).length === 0) return;
  await (
    await load(runtime)
  ).restoring;
}
