import { fetchNetworkEndpoints } from '@/features/accounts';

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
