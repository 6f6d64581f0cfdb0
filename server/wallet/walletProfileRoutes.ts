import { Hono } from 'hono';
import { addressFamily, type WalletIdentity } from '@/domain/wallet/walletIdentity';
import { UpstreamError, upstreamFailure } from '../composer/upstream';
import { createExpiringCache } from '../http/expiringCache';
import { RECIPIENTS_CACHE_MS } from './recipientRoutes';
import { walletIdentity } from './walletProfiles';
import type { WalletNetworks } from './walletNetworks';

/**
 * `GET /v1/wallets/{address}/profiles` → WalletIdentity (walletProfiles.ts):
 * the reverse of `/v1/profiles/{source}/{id}/wallets`, kept an hour as
 * reading.md §7.1 keeps wallet-related profiles. 400 for what is no EVM or
 * Solana address; 502 when a network could not answer (nothing kept); 503
 * when the networks are not up.
 */
export function createWalletProfileRoutes(options: {
  networks: () => WalletNetworks | undefined;
  now?: () => number;
}) {
  const cache = createExpiringCache<WalletIdentity>({
    ttlMs: RECIPIENTS_CACHE_MS,
    maxEntries: 10_000,
    ...(options.now ? { now: options.now } : {}),
  });
  const app = new Hono();
  app.get('/:address/profiles', async (c) => {
    const address = c.req.param('address');
    const family = addressFamily(address);
    if (!family) return c.json({ error: 'address: not an EVM or Solana address' }, 400);
    const networks = options.networks();
    if (!networks) return c.json({ error: 'The networks are not up yet' }, 503);
    // EVM addresses are one address whatever their case; Solana's are case-sensitive.
    const key = family === 'evm' ? address.toLowerCase() : address;
    let identity = cache.get(key);
    if (!identity) {
      try {
        identity = await walletIdentity(networks, address);
      } catch (error) {
        if (error instanceof UpstreamError) return upstreamFailure(c, error);
        throw error;
      }
      cache.set(key, identity);
    }
    return c.json(identity, 200, { 'Cache-Control': 'public, max-age=3600' });
  });
  return app;
}
