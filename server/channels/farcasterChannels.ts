import { z } from 'zod';
import { getJson, UpstreamError } from '../composer/upstream';
import type { ChannelAnswer } from './channelAnswer';

const clientChannelSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  description: z.string().optional(),
  imageUrl: z.string().optional(),
  followerCount: z.number().optional(),
  createdAt: z.number().optional(),
  publicCasting: z.boolean().optional(),
  /** The fid that runs the channel (the client API's 'lead'). */
  leadFid: z.number().int().positive().optional(),
});
type ClientChannel = z.infer<typeof clientChannelSchema>;

const allChannelsSchema = z.object({
  result: z.object({ channels: z.array(clientChannelSchema) }),
});
const oneChannelSchema = z.object({ result: z.object({ channel: clientChannelSchema }) });
const followingSchema = z.object({
  result: z.object({ channels: z.array(clientChannelSchema) }),
});
const membersSchema = z.object({
  result: z.object({ members: z.array(z.object({ fid: z.number() })) }),
});

const DIRECTORY_MS = 5 * 60_000;

/**
 * Farcaster channels through the Farcaster client API (`api.farcaster.xyz`,
 * or the sandbox's stand-in): the directory (kept 5 minutes), one channel,
 * the channels a fid follows, and membership of members-only channels.
 */
export function farcasterChannels(now: () => number = Date.now) {
  const directories = new Map<string, { channels: ClientChannel[]; until: number }>();

  async function directory(api: string): Promise<ClientChannel[]> {
    const kept = directories.get(api);
    if (kept && kept.until > now()) return kept.channels;
    const { result } = await getJson('Farcaster', `${api}/v2/all-channels`, allChannelsSchema);
    directories.set(api, { channels: result.channels, until: now() + DIRECTORY_MS });
    return result.channels;
  }

  /**
   * A members-only channel (`publicCasting: false`) takes casts from members
   * only: unavailable to anyone else, and to a viewer we do not know.
   */
  async function unavailable(api: string, channel: ClientChannel, viewerFid?: number) {
    if (channel.publicCasting !== false) return false;
    if (viewerFid === undefined) return true;
    const { result } = await getJson(
      'Farcaster',
      `${api}/fc/channel-members?${new URLSearchParams({ channelId: channel.id, fid: String(viewerFid) })}`,
      membersSchema,
    );
    return !result.members.some((m) => m.fid === viewerFid);
  }

  async function answer(
    api: string,
    channel: ClientChannel,
    viewerFid?: number,
  ): Promise<ChannelAnswer> {
    return {
      id: channel.id,
      name: channel.name,
      ...(channel.description ? { description: channel.description } : {}),
      ...(channel.imageUrl ? { imageUrl: channel.imageUrl } : {}),
      url: channel.url,
      parentUrl: channel.url,
      ...(channel.followerCount === undefined ? {} : { followerCount: channel.followerCount }),
      ...(channel.createdAt === undefined ? {} : { timestamp: channel.createdAt * 1000 }),
      ...(channel.leadFid === undefined ? {} : { hostId: String(channel.leadFid) }),
      unavailable: await unavailable(api, channel, viewerFid),
      blocked: false,
      source: 'Farcaster',
    };
  }

  const answers = (api: string, channels: ClientChannel[], viewerFid?: number) =>
    Promise.all(channels.map((channel) => answer(api, channel, viewerFid)));

  return {
    /** The first `limit` channels the fid follows, latest follow first. */
    async ofProfile(api: string, fid: number, limit: number, viewerFid = fid) {
      const { result } = await getJson(
        'Farcaster',
        `${api}/v1/user-following-channels?${new URLSearchParams({ fid: String(fid), limit: String(limit) })}`,
        followingSchema,
      );
      return answers(api, result.channels.slice(0, limit), viewerFid);
    },
    /** The directory, most followed first. */
    async discover(api: string, limit: number, viewerFid?: number) {
      const all = [...(await directory(api))].sort(
        (a, b) => (b.followerCount ?? 0) - (a.followerCount ?? 0),
      );
      return answers(api, all.slice(0, limit), viewerFid);
    },
    /** Channels whose id or name contains the query (ids that start with it first). */
    async search(api: string, query: string, limit: number, viewerFid?: number) {
      const needle = query.toLowerCase().replace(/^\//, '');
      const found = (await directory(api))
        .filter((c) => c.id.toLowerCase().includes(needle) || c.name.toLowerCase().includes(needle))
        .sort(
          (a, b) =>
            Number(b.id.toLowerCase().startsWith(needle)) -
              Number(a.id.toLowerCase().startsWith(needle)) ||
            (b.followerCount ?? 0) - (a.followerCount ?? 0),
        );
      return answers(api, found.slice(0, limit), viewerFid);
    },
    async byId(api: string, id: string, viewerFid?: number) {
      const found = await getJson(
        'Farcaster',
        `${api}/v1/channel?${new URLSearchParams({ channelId: id })}`,
        oneChannelSchema,
      ).catch((error: unknown) => {
        if (error instanceof UpstreamError && error.status === 404) return undefined;
        throw error;
      });
      return found ? answer(api, found.result.channel, viewerFid) : undefined;
    },
  };
}

export type FarcasterChannels = ReturnType<typeof farcasterChannels>;
