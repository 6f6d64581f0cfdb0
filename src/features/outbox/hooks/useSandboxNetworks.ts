import { useEffect, useState } from 'react';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { sandboxNetworks } from '../runtime/sandboxNetworks';

/** Whether the server's networks are the sandbox's, for a screen: false until it has said. */
export function useSandboxNetworks(): boolean {
  const runtime = useRuntime();
  const [sandbox, setSandbox] = useState<{ apiBase: string; value: boolean }>();
  useEffect(() => {
    if (!runtime) return;
    let live = true;
    void sandboxNetworks(runtime.apiBase).then((value) => {
      if (live) setSandbox({ apiBase: runtime.apiBase, value });
    });
    return () => {
      live = false;
    };
  }, [runtime]);
  return runtime !== undefined && sandbox?.apiBase === runtime.apiBase && sandbox.value;
}
