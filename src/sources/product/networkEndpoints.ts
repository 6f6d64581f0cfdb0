import { z } from 'zod/mini';
import { valueOrThrow } from '@/domain/result';
import { call } from './productApi';
import { evmChainSchema } from '@/domain/wallet/evmChains';

/** Where the app reaches each network from the browser (the product server says). */
export const networkEndpointsSchema = z.object({
  bsky: z.object({
    service: z.url(),
    video: z.object({ url: z.url(), did: z.string().check(z.startsWith('did:')) }),
  }),
  farcaster: z.object({ hub: z.url(), network: z.enum(['mainnet', 'testnet', 'devnet']) }),
  lens: z.object({ api: z.url(), storage: z.url() }),
  /** The GIF provider's search endpoint (Tenor's shape) and its key, when the server has one. */
  gifs: z.optional(
    z.object({
      provider: z.literal('tenor'),
      search: z.url(),
      key: z.string().check(z.minLength(1)),
    }),
  ),
  /** The second GIF provider (Giphy's search shape: X takes Giphy's GIFs only), when there is one. */
  giphy: z.optional(
    z.object({
      provider: z.literal('giphy'),
      search: z.url(),
      key: z.string().check(z.minLength(1)),
    }),
  ),
  /** The EVM chains the app offers (the sandbox's own; the public list otherwise). */
  evm: z.optional(z.object({ chains: z.array(evmChainSchema) })),
  /**
   * The Solana cluster the app reads and sends to, and its Wallet Standard
   * chain ('solana:mainnet' when not said).
   */
  solana: z.optional(
    z.object({ rpc: z.url(), chain: z.optional(z.string().check(z.startsWith('solana:'))) }),
  ),
  /** The sandbox's own networks (no public page shows their posts). */
  sandbox: z.optional(z.boolean()),
});
export type NetworkEndpoints = z.infer<typeof networkEndpointsSchema>;

/** `GET /api/networks`: where each network is, as the product server says. Rejects when it cannot say. */
export async function fetchNetworkEndpoints(
  apiBase: string,
  signal?: AbortSignal,
): Promise<NetworkEndpoints> {
  return valueOrThrow(
    await call({ apiBase }, 'GET', '/api/networks', {
      schema: networkEndpointsSchema,
      ...(signal ? { signal } : {}),
    }),
  );
}
