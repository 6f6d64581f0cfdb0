import { createPublicClient, http, type PublicClient } from 'viem';

/**
 * A client that reads one EVM chain over its JSON-RPC URL (not the wallet's
 * provider: reads must work with no wallet, or one on another chain). With
 * `batch`, calls made together go in one JSON-RPC batch request.
 */
export function evmReader(
  rpcUrl: string,
  fetchFn?: typeof fetch,
  options: { batch?: boolean } = {},
): PublicClient {
  return createPublicClient({
    transport: http(rpcUrl, {
      ...(fetchFn ? { fetchFn } : {}),
      ...(options.batch ? { batch: { batchSize: 100 } } : {}),
    }),
  });
}
