import { Hono } from 'hono';
import { z } from 'zod';
import { UpstreamError, upstreamFailure } from '../composer/upstream';
import { detectEvmAddress, detectSolanaAddress } from './addressDetection';
import type { WalletNetworks } from './walletNetworks';

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
const chainQuery = z.object({ chainId: z.coerce.number().int().nonnegative().optional() });

/**
 * `GET /v1/address_detection/{address}?chainId=` → `{list: [{type,
 * contract_type, address_type, chain_id}]}` (wallet.md §3.2, §7.2): what the
 * address is on each chain looked at. An EVM address is looked at on the
 * chain named, or on every known EVM chain; a Solana address on Solana. 400
 * for something that is no address (or an unknown chain), 502 when a chain
 * could not answer.
 */
export function createAddressDetectionRoutes(options: {
  networks: () => WalletNetworks | undefined;
}) {
  const app = new Hono();
  app.get('/:address', async (c) => {
    const address = c.req.param('address');
    const query = chainQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: 'chainId: not a chain id' }, 400);
    const networks = options.networks();
    if (!networks) return c.json({ error: 'The networks are not up yet' }, 503);
    try {
      if (evmAddress.safeParse(address).success) {
        const wanted = query.data.chainId;
        const chains = networks.evm.filter((ch) => wanted === undefined || ch.chainId === wanted);
        if (chains.length === 0) return c.json({ error: 'chainId: not a known EVM chain' }, 400);
        const list = await Promise.all(
          chains.map((chain) => detectEvmAddress(chain, address as `0x${string}`)),
        );
        return c.json({ list });
      }
      if (solanaAddress.safeParse(address).success) {
        if (!networks.solana) return c.json({ error: 'Solana is not configured' }, 503);
        return c.json({ list: [await detectSolanaAddress(networks.solana.rpc, address)] });
      }
    } catch (error) {
      if (error instanceof UpstreamError) return upstreamFailure(c, error);
      throw error;
    }
    return c.json({ error: 'address: not an EVM or Solana address' }, 400);
  });
  return app;
}
