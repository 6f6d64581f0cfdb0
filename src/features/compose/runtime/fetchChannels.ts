import { z } from 'zod/mini';
import { call } from '@/sources/product/productApi';
import { channelSchema, type Channel } from '@/domain/composer/model/channel';
import {
  OWN_CHANNELS_SHOWN,
  suggestedChannels,
  type ChannelSource,
} from '@/domain/composer/rules/channelChoices';

const answerSchema = z.object({ data: z.object({ channels: z.array(channelSchema) }) });

/** The product server's channel calls (composer.md §7.7, docs/decisions-composer-server.md). */
async function channelList(
  apiBase: string,
  path: string,
  signal?: AbortSignal,
): Promise<Channel[]> {
  const answer = await call({ apiBase }, 'GET', path, {
    schema: answerSchema,
    ...(signal ? { signal } : {}),
  });
  if (answer.ok) return answer.value.data.channels;
  // A refusal names its status; an answer of another shape or none says so in its own words.
  const refused = (answer.error.status ?? 0) >= 400;
  throw new Error(
    refused ? `Channels could not be loaded (${answer.error.status})` : answer.error.message,
  );
}

export interface ChannelQuery {
  apiBase: string;
  source: ChannelSource;
  /** The viewer's fid (Farcaster) or account address (Lens): what they may post in. */
  profileId?: string;
  /** Empty: the suggestions (own channels first on Farcaster, then discover). */
  query: string;
  signal?: AbortSignal;
}

/**
 * composer.md §7.7: the channels to offer: a search by name or id, or with
 * no query the suggestions (on Farcaster the first 10 of the user's own
 * channels merged with discover's). Unavailable channels are left out.
 */
export async function fetchChannels(options: ChannelQuery): Promise<Channel[]> {
  const base = `/api/channels/${options.source.toLowerCase()}`;
  const viewer: Record<string, string> = options.profileId ? { profileId: options.profileId } : {};
  const q = options.query.trim();
  if (q) {
    const params = new URLSearchParams({ q, limit: '20', ...viewer });
    return suggestedChannels(
      [],
      await channelList(options.apiBase, `${base}/search?${params}`, options.signal),
    );
  }
  const discover = channelList(
    options.apiBase,
    `${base}/discover?${new URLSearchParams({ limit: '20', ...viewer })}`,
    options.signal,
  );
  const own =
    options.source === 'Farcaster' && options.profileId
      ? channelList(
          options.apiBase,
          `${base}/profile/${encodeURIComponent(options.profileId)}?limit=${OWN_CHANNELS_SHOWN}`,
          options.signal,
        )
      : Promise.resolve([]);
  const [mine, directory] = await Promise.all([own, discover]);
  return suggestedChannels(mine, directory);
}
