import { queryOptions } from '@tanstack/react-query';
import { appQueryClient } from '@/runtime/query/appQueryClient';
import { fetchNetworkEndpoints, type NetworkEndpoints } from '@/sources/product/networkEndpoints';

// Where the networks are is the product server's answer (sources/product); a page keeps it in its query cache.
export {
  fetchNetworkEndpoints,
  networkEndpointsSchema,
  type NetworkEndpoints,
} from '@/sources/product/networkEndpoints';

/** The query of where the networks are: asked once per server and page, kept on the device. */
export const networkEndpointsQuery = (apiBase: string) =>
  queryOptions({
    queryKey: ['networks', apiBase],
    queryFn: ({ signal }) => fetchNetworkEndpoints(apiBase, signal),
    staleTime: Infinity,
  });

/** Where the networks are, from the page's query cache (asked when not known yet). */
export function loadNetworkEndpoints(apiBase: string): Promise<NetworkEndpoints> {
  return appQueryClient.fetchQuery(networkEndpointsQuery(apiBase));
}
