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
    /** The sandbox's funded Solana wallet (a base58 64-byte keypair), for the sandbox wallet. */
    solanaWallet: z.optional(
      z.object({
        address: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
        secretKey: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{80,90}$/)),
      }),
    ),
  }),
});
export type SandboxDemo = z.infer<typeof sandboxDemoSchema>;
