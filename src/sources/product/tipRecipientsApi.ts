import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { valueOrThrow, type SourceResult } from '@/domain/result';
import { tipRecipientSchema, type TipRecipient } from '@/domain/wallet/tipRecipient';
import { call, type ProductApi } from './productApi';

/** wallet.md §7.1: a profile's wallet-related profiles are good for an hour. */
export const TIP_RECIPIENTS_STALE_MS = 60 * 60_000;

/** The profile sources the server answers for (X and Bluesky always with none). */
export type TipRecipientSource = 'Farcaster' | 'Lens' | 'Twitter' | 'Bsky';

const answerSchema = z.object({ recipients: z.array(tipRecipientSchema) });

/**
 * A profile's tip recipients, `GET /v1/profiles/{source}/{id}/wallets`:
 * its wallet-related addresses, unranked (the modal ranks them, §3.1). An
 * empty list: the profile has no wallet (/no-available-wallet).
 */
export async function fetchTipRecipients(
  api: ProductApi,
  profile: { source: TipRecipientSource; id: string },
  signal?: AbortSignal,
): Promise<SourceResult<TipRecipient[]>> {
  const path = `/v1/profiles/${profile.source}/${encodeURIComponent(profile.id)}/wallets`;
  const answer = await call(api, 'GET', path, {
    schema: answerSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.ok ? { ok: true, value: answer.value.recipients } : answer;
}

/** The query of a profile's tip recipients, kept an hour. */
export const tipRecipientsQuery = (
  api: ProductApi,
  profile: { source: TipRecipientSource; id: string },
) =>
  queryOptions({
    queryKey: ['wallet', 'tipRecipients', api.apiBase, profile.source, profile.id],
    queryFn: async ({ signal }) => valueOrThrow(await fetchTipRecipients(api, profile, signal)),
    staleTime: TIP_RECIPIENTS_STALE_MS,
  });
