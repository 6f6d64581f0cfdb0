import type { Hono } from 'hono';
import type { ProductAccountStore } from '../account/productAccountStore';
import { clientAddress } from '../http/requestFacts';
import { rateLimited, type RateLimiter } from '../http/rateLimiter';
import type { RateLimitPolicies } from '../http/rateLimitPolicies';
import { createAddressDetectionRoutes } from './addressDetectionRoutes';
import { createRecipientRoutes } from './recipientRoutes';
import { createTipReportRoutes } from './tipReportRoutes';
import type { TipReportStore } from './tipReportStore';
import { createTokenRoutes } from './tokenRoutes';
import type { WalletNetworks } from './walletNetworks';
import { createWalletProfileRoutes } from './walletProfileRoutes';

/** The wallet routes' settings: where the networks are, and where tip reports go. */
export interface WalletRoutesOptions {
  networks: () => WalletNetworks | undefined;
  /** Tip reports (`/v1/token_tips/upload`); needs `accounts`. */
  tips?: TipReportStore;
  /** The caches' clock (tests). */
  now?: () => number;
}

/**
 * Mounts the wallet's server side (wallet.md §7.1, §7.2; docs/decisions-wallet-server.md):
 * `/v1/profiles/{source}/{id}/wallets`, `/v1/token_prices`, `/v1/tokens`,
 * `/v1/address_detection/{address}`, `/v1/wallets/{address}/profiles` (public reads, limited per address) and
 * `POST /v1/token_tips/upload` (with the session, limited per account).
 */
export function mountWalletRoutes(
  api: Hono,
  options: WalletRoutesOptions & { accounts?: ProductAccountStore },
  { limiter, limits }: { limiter: RateLimiter; limits: RateLimitPolicies },
) {
  const perAddress = rateLimited(limiter, 'wallet-read', [
    { rule: limits.walletReadsPerAddress, key: (c) => clientAddress(c) },
  ]);
  const read = { networks: options.networks, ...(options.now ? { now: options.now } : {}) };
  for (const path of [
    '/v1/profiles/*',
    '/v1/token_prices',
    '/v1/tokens',
    '/v1/address_detection/*',
    '/v1/wallets/*',
  ])
    api.use(path, perAddress);
  api.route('/v1/profiles', createRecipientRoutes(read));
  api.route('/v1', createTokenRoutes(read));
  api.route('/v1/address_detection', createAddressDetectionRoutes(read));
  api.route('/v1/wallets', createWalletProfileRoutes(read));
  if (options.tips && options.accounts) {
    api.route(
      '/v1/token_tips',
      createTipReportRoutes({
        accounts: options.accounts,
        store: options.tips,
        limiter,
        perAccount: limits.tipReportsPerAccount,
      }),
    );
  }
}
