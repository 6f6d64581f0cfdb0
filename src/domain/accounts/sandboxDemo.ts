import { z } from 'zod/mini';
import { connectedAccountSchema } from './connectedAccount';

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
