import { z } from 'zod/mini';
import { connectedAccountSchema } from '@/events/types/accountEvents';

/** What the product server says about the sandbox's demo person. */
export const sandboxDemoSchema = z.object({
  name: z.string(),
  accounts: z.array(z.omit(connectedAccountSchema, { via: true })),
  /** Sandbox test credentials (a local chain's dev wallet): what one click signs in with. */
  signIn: z.object({
    bskyPassword: z.string(),
    wallet: z.object({
      address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
      privateKey: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
    }),
  }),
});
export type SandboxDemo = z.infer<typeof sandboxDemoSchema>;

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
