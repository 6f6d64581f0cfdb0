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
  const answer = await fetch(`${apiBase}/api/sandbox/demo`, { signal });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`The server answered ${answer.status}`);
  const parsed = sandboxDemoSchema.safeParse(await answer.json());
  if (!parsed.success) throw new Error('The server described the demo person in an unknown shape');
  return parsed.data;
}
