import { loadNetworkEndpoints } from '@/features/accounts';

/**
 * Whether the product server's networks are the sandbox's (`GET
 * /api/networks` `sandbox`), from the page's query cache; false while it
 * cannot say (offline: asked again next time).
 */
export function sandboxNetworks(apiBase: string): Promise<boolean> {
  return loadNetworkEndpoints(apiBase).then(
    (endpoints) => endpoints.sandbox === true,
    () => false,
  );
}
