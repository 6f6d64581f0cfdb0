import { Hono } from 'hono';
import { z } from 'zod';
import type { TipRecipient } from '@/domain/wallet/tipRecipient';
import { UpstreamError, upstreamFailure } from '../composer/upstream';
import { createExpiringCache } from '../http/expiringCache';
import { tipRecipients, type WalletSource } from './tipRecipients';
import type { WalletNetworks } from './walletNetworks';

/** wallet.md §7.1: a profile's wallet-related profiles are kept an hour. */
export const RECIPIENTS_CACHE_MS = 60 * 60_000;

/** The app's source ids, and the lower-case slugs of the same networks. */
const sourceSchema = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(['farcaster', 'lens', 'twitter', 'x', 'bsky', 'bluesky']))
  .transform(
    (s): WalletSource =>
      ({
        farcaster: 'Farcaster',
        lens: 'Lens',
        twitter: 'Twitter',
        x: 'Twitter',
        bsky: 'Bsky',
        bluesky: 'Bsky',
      })[s] as WalletSource,
  );

/** What a profile id looks like on each network. */
const ID_PATTERNS: Record<WalletSource, RegExp> = {
  Farcaster: /^[1-9]\d{0,19}$/,
  Lens: /^0x[0-9a-fA-F]{40}$/,
  Twitter: /^[^\s/]{1,200}$/,
  Bsky: /^[^\s/]{1,200}$/,
};

/**
 * `GET /v1/profiles/{source}/{id}/wallets` → `{recipients: TipRecipient[]}`
 * (tipRecipients.ts), kept RECIPIENTS_CACHE_MS on the server. 400 for an
 * unknown source or a malformed id; 502 when the network could not answer
 * (nothing is kept then); 503 when it is not configured.
 */
export function createRecipientRoutes(options: {
  networks: () => WalletNetworks | undefined;
  now?: () => number;
}) {
  const cache = createExpiringCache<TipRecipient[]>({
    ttlMs: RECIPIENTS_CACHE_MS,
    maxEntries: 10_000,
    ...(options.now ? { now: options.now } : {}),
  });
  const app = new Hono();
  app.get('/:source/:id/wallets', async (c) => {
    const source = sourceSchema.safeParse(c.req.param('source'));
    if (!source.success)
      return c.json({ error: 'source: one of Farcaster, Lens, Twitter, Bsky' }, 400);
    const id = c.req.param('id');
    if (!ID_PATTERNS[source.data].test(id))
      return c.json({ error: `id: not a ${source.data} profile id` }, 400);
    const networks = options.networks();
    if (!networks) return c.json({ error: 'The networks are not up yet' }, 503);
    const key = `${source.data}:${source.data === 'Lens' ? id.toLowerCase() : id}`;
    let recipients = cache.get(key);
    if (!recipients) {
      try {
        recipients = await tipRecipients(networks, source.data, id);
      } catch (error) {
        if (error instanceof UpstreamError) return upstreamFailure(c, error);
        throw error;
      }
      cache.set(key, recipients);
    }
    return c.json({ recipients }, 200, { 'Cache-Control': 'public, max-age=3600' });
  });
  return app;
}
