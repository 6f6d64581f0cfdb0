import { call } from '@/sources/product/productApi';
import { sandboxDemoSchema, type SandboxDemo } from '@/domain/accounts/sandboxDemo';

export type { SandboxDemo };

/**
 * The demo person, when the product server runs against the sandbox; null
 * when it does not (a 404), so the one-click sign-in is not offered.
 */
export async function fetchSandboxDemo(
  apiBase: string,
  signal?: AbortSignal,
): Promise<SandboxDemo | null> {
  const answer = await call({ apiBase }, 'GET', '/api/sandbox/demo', {
    schema: sandboxDemoSchema,
    ...(signal ? { signal } : {}),
  });
  if (answer.ok) return answer.value;
  if (answer.error.status === 404) return null;
  throw new Error(answer.error.message);
}
