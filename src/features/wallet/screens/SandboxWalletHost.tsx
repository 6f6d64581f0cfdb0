import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchSandboxDemo, loadNetworkEndpoints } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { toasts } from '@/ui/toasts/toastStore';
import type { InstalledSandboxWallet } from '../runtime/sandboxWallet/installSandboxWallet';
import { useLiveValue } from '../hooks/useLiveValue';
import { SandboxApprovalDialog } from './SandboxApprovalDialog';

let installed: Promise<InstalledSandboxWallet> | undefined;

/**
 * Sandbox mode only (the shell renders it when the server says so): puts the
 * sandbox wallet on the page and shows its approval window for each request.
 */
export function SandboxWalletHost() {
  const runtime = useRuntime();
  const apiBase = runtime?.apiBase ?? '';
  const demo = useQuery({
    queryKey: ['sandbox', 'demo', apiBase],
    enabled: runtime !== undefined,
    staleTime: Infinity,
    // Sandbox keys stay in memory: never in the copy of the cache kept on the device.
    meta: { persist: false },
    queryFn: ({ signal }) => fetchSandboxDemo(apiBase, signal).catch(() => null),
  }).data;
  const [wallet, setWallet] = useState<InstalledSandboxWallet>();
  useEffect(() => {
    if (!demo) return;
    installed ??= Promise.all([
      import('../runtime/sandboxWallet/installSandboxWallet'),
      loadNetworkEndpoints(apiBase),
    ]).then(([{ installSandboxWallet }, endpoints]) => installSandboxWallet({ demo, endpoints }));
    let live = true;
    installed.then(
      (found) => live && setWallet(found),
      (error: unknown) =>
        toasts.show(
          `The sandbox wallet could not start: ${error instanceof Error ? error.message : String(error)}`,
          'error',
        ),
    );
    return () => {
      live = false;
    };
  }, [demo, apiBase]);
  const pending = useLiveValue(
    wallet ? { get: wallet.approvals.pending, subscribe: wallet.approvals.subscribe } : undefined,
    [],
  );
  const first = pending[0];
  if (!wallet || !first) return null;
  return (
    <SandboxApprovalDialog
      key={first.id}
      pending={first}
      onAnswer={(approved) => wallet.approvals.answer(first.id, approved)}
    />
  );
}

export default SandboxWalletHost;
