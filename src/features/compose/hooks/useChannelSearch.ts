import { useEffect, useState } from 'react';
import { fetchChannels } from '../runtime/fetchChannels';
import type { Channel } from '@/domain/composer/model/channel';
import {
  CHANNEL_SEARCH_DEBOUNCE_MS,
  type ChannelSource,
} from '@/domain/composer/rules/channelChoices';

export type ChannelSearch =
  | { status: 'loading'; channels: readonly Channel[] }
  | { status: 'done'; channels: readonly Channel[] }
  | { status: 'failed'; channels: readonly Channel[]; error: string };

/**
 * composer.md §7.7: the channels offered while the selector is open: the
 * suggestions at once, a search 300 ms after the last keystroke (an older
 * answer never replaces a newer one).
 */
export function useChannelSearch(options: {
  apiBase: string;
  source: ChannelSource;
  profileId: string | undefined;
  query: string;
  active: boolean;
}): ChannelSearch {
  const { apiBase, source, profileId, query, active } = options;
  const key = `${source}|${profileId ?? ''}|${query.trim()}`;
  // The latest answer, with the request it answers (older than `key`: still loading).
  const [answer, setAnswer] = useState<{ key: string; search: ChannelSearch }>();

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        fetchChannels({
          apiBase,
          source,
          query,
          signal: controller.signal,
          ...(profileId ? { profileId } : {}),
        })
          .then((channels) => {
            if (!controller.signal.aborted)
              setAnswer({ key, search: { status: 'done', channels } });
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            const message = error instanceof Error ? error.message : String(error);
            setAnswer({ key, search: { status: 'failed', channels: [], error: message } });
          });
      },
      query.trim() ? CHANNEL_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, apiBase, key, profileId, query, source]);

  if (answer?.key === key) return answer.search;
  // While the new answer is on its way the previous list stays (no flicker).
  return { status: 'loading', channels: answer?.search.channels ?? [] };
}
