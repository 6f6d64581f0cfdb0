import { useQuery } from '@tanstack/react-query';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { fetchSandboxDemo, type SandboxDemo } from '../runtime/sandboxDemo';

/** The sandbox's demo person, if the server offers one (undefined while asking, null when not). */
export function useSandboxDemo(): SandboxDemo | null | undefined {
  const runtime = useRuntime();
  const demo = useQuery({
    queryKey: ['sandbox', 'demo', runtime?.apiBase ?? ''],
    enabled: runtime !== undefined,
    staleTime: Infinity,
    // Sandbox credentials stay in memory: never in the copy of the cache kept on the device.
    meta: { persist: false },
    queryFn: ({ signal }) => fetchSandboxDemo(runtime?.apiBase ?? '', signal).catch(() => null),
  });
  return demo.data;
}
