import { useQuery } from '@tanstack/react-query';
import { networkEndpointsQuery } from '@/features/accounts';
import { useRuntime } from '@/runtime/RuntimeProvider';

/** Whether the server's networks are the sandbox's, for a screen: false until it has said. */
export function useSandboxNetworks(): boolean {
  const runtime = useRuntime();
  const endpoints = useQuery({
    ...networkEndpointsQuery(runtime?.apiBase ?? ''),
    enabled: runtime !== undefined,
    select: (answer) => answer.sandbox === true,
  });
  return endpoints.data === true;
}
