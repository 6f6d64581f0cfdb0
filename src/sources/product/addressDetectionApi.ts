import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { valueOrThrow, type SourceResult } from '@/domain/result';
import { call, type ProductApi } from './productApi';

/** wallet.md §3.2: what an address is on one chain. */
export const detectedAddressSchema = z.object({
  type: z.enum(['eth', 'solana']),
  contract_type: z.enum(['ERC20', 'ERC721', 'ERC1155', 'token', 'nft', 'program', 'unknown']),
  address_type: z.enum(['eoa', 'soa', 'contract']),
  chain_id: z.number(),
});
export type DetectedAddress = z.infer<typeof detectedAddressSchema>;

const answerSchema = z.object({ list: z.array(detectedAddressSchema) });

/**
 * What an address is, `GET /v1/address_detection/{address}?chainId=`: one
 * entry per chain looked at (the one named, or every known EVM chain; Solana
 * for a Solana address).
 */
export async function detectAddress(
  api: ProductApi,
  address: string,
  chainId?: number,
  signal?: AbortSignal,
): Promise<SourceResult<DetectedAddress[]>> {
  const query = chainId === undefined ? '' : `?chainId=${chainId}`;
  const answer = await call(
    api,
    'GET',
    `/v1/address_detection/${encodeURIComponent(address)}${query}`,
    { schema: answerSchema, ...(signal ? { signal } : {}) },
  );
  return answer.ok ? { ok: true, value: answer.value.list } : answer;
}

/**
 * The fungible token among the answers (§7.2): the first ERC-20 on an EVM
 * chain or SPL token on Solana, if any.
 */
export const fungibleOf = (list: readonly DetectedAddress[]) =>
  list.find(
    (d) =>
      (d.type === 'eth' && d.contract_type === 'ERC20') ||
      (d.type === 'solana' && d.contract_type === 'token'),
  );

export const addressDetectionQuery = (api: ProductApi, address: string, chainId?: number) =>
  queryOptions({
    queryKey: ['wallet', 'addressDetection', api.apiBase, address, chainId ?? 'all'],
    queryFn: async ({ signal }) => valueOrThrow(await detectAddress(api, address, chainId, signal)),
    // What code an address holds does not change while the picker is open.
    staleTime: Infinity,
  });
