import { privateKeyToAccount } from 'viem/accounts';
import { registerWallet } from '@wallet-standard/wallet';
import type { Hex } from 'viem';
import type { SandboxDemo } from '@/domain/accounts/sandboxDemo';
import type { NetworkEndpoints } from '@/sources/product/networkEndpoints';
import { createApprovals, type Approvals } from './approvals';
import { createSandboxEvmProvider, type PermissionStore } from './sandboxEvmProvider';
import { createSandboxSolanaWallet } from './sandboxSolanaWallet';
import { SANDBOX_WALLET_ICON, SANDBOX_WALLET_NAME, SANDBOX_WALLET_RDNS } from './sandboxWalletIcon';

export interface InstalledSandboxWallet {
  approvals: Approvals;
  address: string;
  solanaAddress?: string;
}

/**
 * Puts the sandbox wallet on the page the way an extension does: it answers
 * EIP-6963's `requestProvider` (and announces itself once now) and registers
 * with the Wallet Standard. Refuses unless the product server runs against
 * the sandbox: the keys come only from its sandbox-only `/api/sandbox/demo`,
 * and the chains only from its sandbox endpoints.
 */
export async function installSandboxWallet(options: {
  demo: SandboxDemo | null | undefined;
  endpoints: NetworkEndpoints;
  target?: Window;
  permissions?: PermissionStore;
}): Promise<InstalledSandboxWallet> {
  const { demo, endpoints } = options;
  if (endpoints.sandbox !== true || !demo)
    throw new Error('The sandbox wallet exists only in sandbox mode.');
  const chains = endpoints.evm?.chains ?? [];
  if (chains.length === 0) throw new Error('The sandbox names no EVM chain.');
  const target = options.target ?? window;
  const origin = target.location.origin;
  const storage = target.localStorage;
  const permissions = options.permissions ?? {
    get: (key: string) => storage.getItem(key),
    set: (key: string, value: string) => storage.setItem(key, value),
    remove: (key: string) => storage.removeItem(key),
  };
  const approvals = createApprovals();
  const account = privateKeyToAccount(demo.signIn.wallet.privateKey as Hex);
  const provider = createSandboxEvmProvider({ account, chains, approvals, origin, permissions });
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: crypto.randomUUID(),
      name: SANDBOX_WALLET_NAME,
      icon: SANDBOX_WALLET_ICON,
      rdns: SANDBOX_WALLET_RDNS,
    }),
    provider,
  });
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();

  const solanaKey = demo.signIn.solanaWallet;
  if (solanaKey && endpoints.solana) {
    registerWallet(
      await createSandboxSolanaWallet({
        secretKey: solanaKey.secretKey,
        rpc: endpoints.solana.rpc,
        approvals,
        origin,
        permissions,
        name: SANDBOX_WALLET_NAME,
        icon: SANDBOX_WALLET_ICON,
      }),
    );
  }
  return {
    approvals,
    address: account.address,
    ...(solanaKey ? { solanaAddress: solanaKey.address } : {}),
  };
}
