import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchChannels } from '../runtime/fetchChannels';
import type { Channel } from '@/domain/composer/model/channel';
import {
  CHANNEL_SEARCH_DEBOUNCE_MS,
  type ChannelSource,
} from '@/domain/composer/rules/channelChoices';
import { useDebouncedValue } from '@/ui/useDebouncedValue';

export type ChannelSearch =
  | { status: 'loading'; channels: readonly Channel[] }
  | { status: 'done'; channels: readonly Channel[] }
  | { status: 'failed'; channels: readonly Channel[]; error: string };

/**
 * composer.md §7.7: the channels offered while the selector is open: the
 * suggestions at once, a search 300 ms after the last keystroke (each query
 * its own cache entry: an older answer never replaces a newer one). While a
 * new answer is on its way the previous list stays (no flicker).
 */
export function useChannelSearch(options: {
  apiBase: string;
  source: ChannelSource;
  profileId: string | undefined;
  query: string;
  active: boolean;
}): ChannelSearch {
  const { apiBase, source, profileId, active } = options;
  const query = options.query.trim();
  const asked = useDebouncedValue(query, CHANNEL_SEARCH_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['channels', apiBase, source, profileId ?? '', asked],
    enabled: active && query === asked,
    queryFn: ({ signal }) =>
      fetchChannels({ apiBase, source, query: asked, signal, ...(profileId ? { profileId } : {}) }),
    placeholderData: keepPreviousData,
  });
  const current = query === asked && !search.isPlaceholderData;
  if (current && search.data && !search.isFetching)
    return { status: 'done', channels: search.data };
  if (current && search.error) {
    return { status: 'failed', channels: [], error: search.error.message };
  }
  return { status: 'loading', channels: search.data ?? [] };
}
