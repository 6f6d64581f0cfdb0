import { queryOptions } from '@tanstack/react-query';
import { valueOrThrow, type SourceResult } from '@/domain/result';
import { walletIdentitySchema, type WalletIdentity } from '@/domain/wallet/walletIdentity';
import { call, type ProductApi } from './productApi';

/** reading.md §7.1: wallet-related profiles are kept an hour. */
export const WALLET_IDENTITY_STALE_MS = 60 * 60_000;

/**
 * Who an address is, `GET /v1/wallets/{address}/profiles`: its ENS-type
 * name and the Farcaster and Lens profiles tied to it.
 */
export async function fetchWalletIdentity(
  api: ProductApi,
  address: string,
  signal?: AbortSignal,
): Promise<SourceResult<WalletIdentity>> {
  return call(api, 'GET', `/v1/wallets/${encodeURIComponent(address)}/profiles`, {
    schema: walletIdentitySchema,
    ...(signal ? { signal } : {}),
  });
}

export const walletIdentityQuery = (api: ProductApi, address: string) =>
  queryOptions({
    queryKey: ['wallet', 'identity', api.apiBase, address],
    queryFn: async ({ signal }) => valueOrThrow(await fetchWalletIdentity(api, address, signal)),
    staleTime: WALLET_IDENTITY_STALE_MS,
  });
