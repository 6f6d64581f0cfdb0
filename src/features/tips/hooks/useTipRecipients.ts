import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { rankTipRecipients } from '@/domain/tips/rankTipRecipients';
import { useRuntime } from '@/runtime/RuntimeProvider';
import { tipRecipientsQuery, type TipRecipientSource } from '@/sources/product/tipRecipientsApi';

/** The tipped profile. */
export interface TipProfile {
  source: TipRecipientSource;
  id: string;
  handle: string;
  displayName: string;
}

/** The profile's wallet addresses, ranked (wallet.md §3.1): the first is where a tip goes by default. */
export function useTipRecipients(profile: TipProfile) {
  const runtime = useRuntime();
  const query = useQuery({
    ...tipRecipientsQuery({ apiBase: runtime?.apiBase ?? '' }, profile),
    enabled: runtime !== undefined,
  });
  const ranked = useMemo(
    () => (query.data ? rankTipRecipients(query.data, profile.handle) : undefined),
    [query.data, profile.handle],
  );
  return { query, ranked };
}
