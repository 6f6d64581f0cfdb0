import { UserDataType } from '@farcaster/core';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import { seedPicture } from '../seed/seedImages';
import type { HubStore } from './hubStore';
import type { KeyRegistry } from './keyRegistry';

/** A channel as the Farcaster client API describes it (`api.farcaster.xyz`). */
export interface ClientChannel {
  id: string;
  /** The parent URL casts in the channel carry. */
  url: string;
  name: string;
  description: string;
  leadFid: number;
  moderatorFids: number[];
  /** Unix seconds. */
  createdAt: number;
  followerCount: number;
  memberCount: number;
  /** False: only members' casts are shown in the channel. */
  publicCasting: boolean;
}

/** Who follows which channel and who is a member: the client's own records, not the hub's. */
export interface ChannelSocialGraph {
  /** fid -> channel ids it follows, oldest follow first. */
  follows: ReadonlyMap<number, readonly string[]>;
  /** channel id -> member fids. */
  members: ReadonlyMap<string, readonly number[]>;
}

const problem = (c: Context, status: 400 | 404, message: string) =>
  c.json({ errors: [{ message }] }, status);

const page = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().regex(/^\d+$/).optional(),
});

function paged<T>(items: readonly T[], query: z.infer<typeof page>) {
  const start = Number(query.cursor ?? 0);
  const slice = items.slice(start, start + query.limit);
  const next = start + slice.length;
  return { slice, next: next < items.length ? { next: { cursor: String(next) } } : {} };
}

/**
 * The part of the Farcaster client API (`api.farcaster.xyz`) the product
 * server reads for channels (composer.md §7.7) and user search, over the
 * hub's own records: `GET /v2/all-channels`, `GET /v1/channel`, `GET
 * /v1/user-following-channels`, `GET /fc/channel-members`, and a user search
 * by username and display name (`GET /v2/search-users`).
 */
export function createFarcasterClientApi(options: {
  store: HubStore;
  registry: KeyRegistry;
  channels: readonly ClientChannel[];
  graph: ChannelSocialGraph;
}) {
  const { store, registry, channels, graph } = options;
  const app = new Hono();
  // Read from browsers too, as the real client API is.
  app.use('*', cors());
  const icons = new Map<string, Uint8Array<ArrayBuffer>>();

  /** Where the caller reached us: behind the fault proxy, the proxy's address. */
  const originOf = (c: Context) => {
    const own = new URL(c.req.url);
    const forwarded = c.req.header('x-forwarded-host');
    return forwarded && /^[\w.-]+(:\d+)?$/.test(forwarded)
      ? `${own.protocol}//${forwarded}`
      : own.origin;
  };

  const channelJson = (c: Context, channel: ClientChannel) => ({
    ...channel,
    imageUrl: `${originOf(c)}/v1/sandbox/channel-images/${channel.id}.png`,
    followerCount:
      channel.followerCount +
      [...graph.follows.values()].filter((f) => f.includes(channel.id)).length,
    memberCount: graph.members.get(channel.id)?.length ?? channel.memberCount,
  });

  app.get('/v2/all-channels', (c) =>
    c.json({ result: { channels: channels.map((channel) => channelJson(c, channel)) } }),
  );

  app.get('/v1/channel', (c) => {
    const id = c.req.query('channelId');
    if (!id) return problem(c, 400, 'channelId is required');
    const channel = channels.find((ch) => ch.id === id);
    if (!channel) return problem(c, 404, `Channel not found: ${id}`);
    return c.json({ result: { channel: channelJson(c, channel) } });
  });

  app.get('/v1/user-following-channels', (c) => {
    const query = page.extend({ fid: z.coerce.number().int().positive() }).safeParse(c.req.query());
    if (!query.success) return problem(c, 400, 'fid is required');
    // The latest follow first; follows are dated a day apart, newest last in the seed.
    const followed = [...(graph.follows.get(query.data.fid) ?? [])].reverse();
    const day = 86_400;
    const all = followed.flatMap((id, i) => {
      const channel = channels.find((ch) => ch.id === id);
      return channel ? [{ ...channelJson(c, channel), followedAt: 1_767_225_600 - i * day }] : [];
    });
    const { slice, next } = paged(all, query.data);
    return c.json({ result: { channels: slice }, ...next });
  });

  app.get('/fc/channel-members', (c) => {
    const query = page
      .extend({ channelId: z.string().min(1), fid: z.coerce.number().int().positive().optional() })
      .safeParse(c.req.query());
    if (!query.success) return problem(c, 400, 'channelId is required');
    const { channelId, fid } = query.data;
    const members = (graph.members.get(channelId) ?? [])
      .filter((m) => fid === undefined || m === fid)
      .map((m, i) => ({ fid: m, channelId, memberAt: 1_764_547_200 + i * 3600 }));
    const { slice, next } = paged(members, query.data);
    return c.json({ result: { members: slice }, ...next });
  });

  /** The latest value of each user-data type the fid set on the hub. */
  const profileOf = (fid: number) => {
    const fields = new Map<UserDataType, string>();
    for (const message of store.userData(fid)) {
      const body = message.data?.userDataBody;
      if (body) fields.set(body.type, body.value);
    }
    return fields;
  };

  app.get('/v2/search-users', (c) => {
    const query = z
      .object({
        q: z.string().trim().min(1),
        limit: z.coerce.number().int().min(1).max(100).default(25),
      })
      .safeParse(c.req.query());
    if (!query.success) return problem(c, 400, 'q is required');
    const needle = query.data.q.toLowerCase().replace(/^@/, '');
    const users = registry.fids().flatMap((fid) => {
      const fields = profileOf(fid);
      const username = fields.get(UserDataType.USERNAME) ?? registry.nameOf(fid);
      if (!username) return [];
      const displayName = fields.get(UserDataType.DISPLAY) ?? username;
      if (!username.toLowerCase().includes(needle) && !displayName.toLowerCase().includes(needle))
        return [];
      const pfp = fields.get(UserDataType.PFP);
      return [
        {
          fid,
          username,
          displayName,
          ...(pfp ? { pfp: { url: pfp } } : {}),
          profile: { bio: { text: fields.get(UserDataType.BIO) ?? '' } },
          // Exact name matches first, then the rest in fid order.
          rank:
            username.toLowerCase() === needle
              ? 0
              : username.toLowerCase().startsWith(needle)
                ? 1
                : 2,
        },
      ];
    });
    users.sort((a, b) => a.rank - b.rank || a.fid - b.fid);
    return c.json({
      result: { users: users.slice(0, query.data.limit).map(({ rank: _rank, ...user }) => user) },
    });
  });

  app.get('/v1/sandbox/channel-images/:file', (c) => {
    const id = c.req.param('file').replace(/\.png$/, '');
    const index = channels.findIndex((ch) => ch.id === id);
    if (index < 0) return c.text('Not found', 404);
    let bytes = icons.get(id);
    if (!bytes) {
      bytes = seedPicture(index, 64);
      icons.set(id, bytes);
    }
    return c.body(bytes, 200, { 'Content-Type': 'image/png' });
  });

  return app;
}
