import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { ComposerNetworks } from '../composer/composerNetworks';
import { firstIssue, UpstreamError, upstreamFailure } from '../composer/upstream';
import { rateLimited, type RateLimiter, type RateRule } from '../http/rateLimiter';
import { clientAddress } from '../http/requestFacts';
import type { ChannelAnswer } from './channelAnswer';
import { farcasterChannels } from './farcasterChannels';
import { lensChannels } from './lensChannels';

/** composer.md §7.7, §9: on Farcaster the first 10 of the user's channels come first. */
export const OWN_CHANNELS_MERGED = 10;
const DEFAULT_LIMIT = 20;

const fid = z.coerce.number().int().positive();
const lensAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a Lens account address');

const profileIdOf = (source: 'farcaster' | 'lens') =>
  source === 'farcaster' ? fid.transform(String) : lensAddress;

const limit = (fallback: number) => z.coerce.number().int().min(1).max(50).default(fallback);

/** Lists answer only channels the viewer can post in (composer.md §7.7). */
const available = (channels: ChannelAnswer[]) => channels.filter((c) => !c.unavailable);

/**
 * `/api/channels/:source/…` (composer.md §7.7), `source` `farcaster` or
 * `lens` (any case). Every answer is `{code: 0, data: {channels}}` (or
 * `{channel}`), channels in the composer model's shape; lists leave out the
 * channels the viewer cannot post in. `profileId` is the viewer's fid
 * (Farcaster) or account address (Lens).
 * - `GET profile/:profileId?limit=10`: the profile's channels (Farcaster: the
 *   ones it follows, latest first; Lens: its groups).
 * - `GET discover?profileId&limit=20`: the directory, most followed first.
 * - `GET search?q&profileId&limit=20`: by id or name.
 * - `GET channel/:id?profileId`: one channel, with `unavailable` set (404 if none).
 * - `GET suggested?profileId&limit=20`: the first 10 of the profile's
 *   channels, then discover's, without repeats.
 * Errors: 400 `{code, error}` for bad input, 404 for an unknown source,
 * 502 when the network cannot answer, 503 when the server has no address for it,
 * 429 past the search rate limit (per address: each call fans out to a network).
 */
export function createChannelRoutes(options: {
  networks: () => ComposerNetworks | undefined;
  limiter: RateLimiter;
  limits: { searchPerAddress: RateRule };
}) {
  const app = new Hono<{ Variables: { source: 'farcaster' | 'lens'; api: string } }>();
  const farcaster = farcasterChannels();
  const lens = lensChannels();

  app.use(
    '*',
    rateLimited(options.limiter, 'search', [
      { rule: options.limits.searchPerAddress, key: (c) => clientAddress(c) },
    ]),
  );

  app.use('/:source/*', async (c, next) => {
    const source = c.req.param('source').toLowerCase();
    if (source !== 'farcaster' && source !== 'lens')
      return c.json({ code: 404, error: 'Channels exist on Farcaster and Lens only' }, 404);
    const networks = options.networks();
    const api = source === 'farcaster' ? networks?.farcaster?.clientApi : networks?.lens?.api;
    if (!api)
      return c.json({ code: 503, error: `${source} is not configured on this server` }, 503);
    c.set('source', source);
    c.set('api', api);
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof UpstreamError) return upstreamFailure(c, error);
    throw error;
  });

  type ChannelContext = Context<{ Variables: { source: 'farcaster' | 'lens'; api: string } }>;

  const viewerOf = (c: ChannelContext) => {
    const raw = c.req.query('profileId');
    if (raw === undefined || raw === '') return { ok: true as const, viewer: undefined };
    const parsed = profileIdOf(c.get('source')).safeParse(raw);
    return parsed.success
      ? { ok: true as const, viewer: parsed.data }
      : {
          ok: false as const,
          error: `profileId: ${parsed.error.issues[0]?.message ?? 'not valid'}`,
        };
  };

  const ownChannels = (c: ChannelContext, profileId: string, count: number) =>
    c.get('source') === 'farcaster'
      ? farcaster.ofProfile(c.get('api'), Number(profileId), count)
      : lens.ofProfile(c.get('api'), profileId, count);

  const discover = (c: ChannelContext, count: number, viewer?: string) =>
    c.get('source') === 'farcaster'
      ? farcaster.discover(c.get('api'), count, viewer === undefined ? undefined : Number(viewer))
      : lens.discover(c.get('api'), count, viewer);

  const bad = (c: Context, error: string) => c.json({ code: 400, error }, 400);
  const channels = (c: Context, list: ChannelAnswer[]) =>
    c.json({ code: 0, data: { channels: list } }, 200, { 'Cache-Control': 'private, max-age=30' });

  app.get('/:source/profile/:profileId', async (c) => {
    const profileId = profileIdOf(c.get('source')).safeParse(c.req.param('profileId'));
    if (!profileId.success) return bad(c, `profileId: ${profileId.error.issues[0]?.message}`);
    const count = limit(OWN_CHANNELS_MERGED).safeParse(c.req.query('limit'));
    if (!count.success) return bad(c, firstIssue(count.error));
    return channels(c, available(await ownChannels(c, profileId.data, count.data)));
  });

  app.get('/:source/discover', async (c) => {
    const viewer = viewerOf(c);
    if (!viewer.ok) return bad(c, viewer.error);
    const count = limit(DEFAULT_LIMIT).safeParse(c.req.query('limit'));
    if (!count.success) return bad(c, firstIssue(count.error));
    return channels(c, available(await discover(c, count.data, viewer.viewer)));
  });

  app.get('/:source/search', async (c) => {
    const viewer = viewerOf(c);
    if (!viewer.ok) return bad(c, viewer.error);
    const query = z
      .object({
        q: z.string().trim().min(1, 'q is required').max(100),
        limit: limit(DEFAULT_LIMIT),
      })
      .safeParse(c.req.query());
    if (!query.success) return bad(c, firstIssue(query.error));
    const { q, limit: count } = query.data;
    const found =
      c.get('source') === 'farcaster'
        ? await farcaster.search(
            c.get('api'),
            q,
            count,
            viewer.viewer === undefined ? undefined : Number(viewer.viewer),
          )
        : await lens.search(c.get('api'), q, count, viewer.viewer);
    return channels(c, available(found));
  });

  app.get('/:source/channel/:channelId', async (c) => {
    const viewer = viewerOf(c);
    if (!viewer.ok) return bad(c, viewer.error);
    const id = c.req.param('channelId');
    const idSchema =
      c.get('source') === 'farcaster'
        ? z.string().regex(/^[a-z0-9-]{1,64}$/i, 'not a channel id')
        : lensAddress;
    if (!idSchema.safeParse(id).success) return bad(c, 'channelId: not a channel id');
    const channel =
      c.get('source') === 'farcaster'
        ? await farcaster.byId(
            c.get('api'),
            id,
            viewer.viewer === undefined ? undefined : Number(viewer.viewer),
          )
        : await lens.byId(c.get('api'), id, viewer.viewer);
    if (!channel) return c.json({ code: 404, error: 'No channel with this id' }, 404);
    return c.json({ code: 0, data: { channel } });
  });

  app.get('/:source/suggested', async (c) => {
    const viewer = viewerOf(c);
    if (!viewer.ok) return bad(c, viewer.error);
    const count = limit(DEFAULT_LIMIT).safeParse(c.req.query('limit'));
    if (!count.success) return bad(c, firstIssue(count.error));
    const [own, directory] = await Promise.all([
      viewer.viewer === undefined ? [] : ownChannels(c, viewer.viewer, OWN_CHANNELS_MERGED),
      discover(c, count.data, viewer.viewer),
    ]);
    const seen = new Set<string>();
    const merged = [...own, ...directory].filter((channel) => {
      if (seen.has(channel.id)) return false;
      seen.add(channel.id);
      return true;
    });
    return channels(c, available(merged));
  });

  return app;
}
