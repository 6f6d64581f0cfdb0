import { useEffect, useState } from 'react';
import { fetchNetworkEndpoints } from '../accounts/networkEndpoints';
import { useRuntime } from '../runtime/RuntimeProvider';

const asked = new Map<string, Promise<boolean>>();

/**
 * Whether the product server's networks are the sandbox's (`GET
 * /api/networks` `sandbox`), asked once per server; false while it cannot
 * say (offline: asked again next time).
 */
export function sandboxNetworks(apiBase: string): Promise<boolean> {
  let answer = asked.get(apiBase);
  if (!answer) {
    answer = fetchNetworkEndpoints(apiBase).then(
      (endpoints) => endpoints.sandbox === true,
      () => {
        asked.delete(apiBase);
        return false;
      },
    );
    asked.set(apiBase, answer);
  }
  return answer;
}

/** The same, for a screen: false until the server has said. */
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
