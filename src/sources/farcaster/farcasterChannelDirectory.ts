import { z } from 'zod/mini';
import { channelSchema } from '@/domain/composer/model/channel';
import type { Channel } from '@/domain/reading/post';
import { ok, type SourceResult } from '@/domain/result';
import { call } from '../product/productApi';

/** A channel as the directory knows it, and the parent URL its casts carry. */
export interface DirectoryChannel {
  channel: Channel;
  parentUrl: string;
  /** The fid that runs the channel (its lead), when the directory says. */
  hostFid?: number;
}

/** One channel by its id; null when there is no such channel. */
export type ChannelDirectory = (
  channelId: string,
  signal: AbortSignal,
) => Promise<SourceResult<DirectoryChannel | null>>;

/** `GET /api/channels/farcaster/channel/:id`: the composer's channel, with its description. */
const answerSchema = z.object({
  data: z.object({
    channel: z.extend(channelSchema, {
      description: z.optional(z.string()),
      hostId: z.optional(z.string().check(z.regex(/^[1-9]\d*$/))),
    }),
  }),
});

/**
 * The parent URL of a channel's casts when nothing better is known: the
 * reverse of `channelOfParentUrl` (castToPost.ts). An id that is itself a
 * URL (a channel known only by its parent URL) is that URL.
 */
export function parentUrlOfChannel(channelId: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(channelId)
    ? channelId
    : `https://warpcast.com/~/channel/${encodeURIComponent(channelId)}`;
}

/**
 * Hubs keep no channels: their name, picture, description and followers
 * live in Farcaster's client API (`api.farcaster.xyz/v1/channel`). The app
 * reads them where the composer's channel picker does, through the product
 * server, which holds that client (server/channels/farcasterChannels.ts).
 * A 404 is no such channel, and so is a 400: the id cannot be a channel's.
 */
export function farcasterChannelDirectory(apiBase: string): ChannelDirectory {
  return async (channelId, signal) => {
    const answer = await call(
      { apiBase },
      'GET',
      `/api/channels/farcaster/channel/${encodeURIComponent(channelId)}`,
      { schema: answerSchema, signal },
    );
    if (!answer.ok) {
      const status = answer.error.status;
      return status === 404 || status === 400 ? ok(null) : answer;
    }
    const found = answer.value.data.channel;
    const parentUrl = found.parentUrl ?? found.url ?? parentUrlOfChannel(found.id);
    return ok({
      channel: {
        source: 'Farcaster',
        id: found.id,
        name: found.name,
        ...(found.imageUrl ? { imageUrl: found.imageUrl } : {}),
        ...(found.description ? { description: found.description } : {}),
        ...(found.followerCount === undefined ? {} : { members: found.followerCount }),
        parentUrl,
      },
      parentUrl,
      ...(found.hostId ? { hostFid: Number(found.hostId) } : {}),
    });
  };
}
