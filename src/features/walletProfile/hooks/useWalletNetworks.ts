import { useQuery } from '@tanstack/react-query';
import { networkEndpointsQuery } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';

/** The product server's API, and the chains the app reads (the sandbox's own in sandbox mode). */
export function useWalletNetworks() {
  const runtime = useRuntime();
  const api = { apiBase: runtime?.apiBase ?? '' };
  const endpoints = useQuery({
    ...networkEndpointsQuery(api.apiBase),
    enabled: runtime !== undefined,
  });
  return {
    api,
    ready: runtime !== undefined && endpoints.isSuccess,
    evmChains: endpoints.data?.evm?.chains ?? [],
    solanaRpc: endpoints.data?.solana?.rpc,
    error: endpoints.error,
  };
}
