import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { COLLECTIONS, type AppViewIndex } from './appViewIndex';
import { bookmarksOf } from './bookmarkViews';
import { actorLikes, authorFeed, postThread, timeline } from './feeds';
import { listNotifications } from './notifications';
import { likesOf, quotesOf, repostedByOf } from './postEngagement';
import { searchPosts } from './postSearch';
import type { ServiceAuthError } from './serviceAuth';
import { type ServiceAuthVerifier } from './serviceAuth';
import { postView, profileView, profileViewDetailed, type ViewContext } from './views';

const limit = (max: number, fallback: number) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

const schemas = {
  timeline: z.object({ limit: limit(100, 50), cursor: z.string().optional() }),
  authorFeed: z.object({
    actor: z.string().min(1),
    limit: limit(100, 50),
    cursor: z.string().optional(),
    filter: z
      .enum([
        'posts_with_replies',
        'posts_no_replies',
        'posts_with_media',
        'posts_and_author_threads',
        'posts_with_video',
      ])
      .default('posts_with_replies'),
  }),
  actorLikes: z.object({
    actor: z.string().min(1),
    limit: limit(100, 50),
    cursor: z.string().optional(),
  }),
  thread: z.object({
    uri: z.string().startsWith('at://'),
    depth: z.coerce.number().int().min(0).max(1000).default(6),
    parentHeight: z.coerce.number().int().min(0).max(1000).default(80),
  }),
  /** getLikes, getRepostedBy, getQuotes: a post and a page of who acted on it. */
  engagement: z.object({
    uri: z.string().startsWith('at://'),
    cid: z.string().optional(),
    limit: limit(100, 50),
    cursor: z.string().optional(),
  }),
  actor: z.object({ actor: z.string().min(1) }),
  record: z.object({
    repo: z.string().min(1),
    collection: z.string().min(1),
    rkey: z.string().min(1),
    cid: z.string().optional(),
  }),
  actors: z.object({ actors: z.array(z.string().min(1)).min(1).max(25) }),
  posts: z.object({ uris: z.array(z.string().startsWith('at://')).min(1).max(25) }),
  search: z.object({
    q: z.string().optional(),
    term: z.string().optional(),
    limit: limit(100, 25),
    cursor: z.string().optional(),
  }),
  /** app.bsky.feed.searchPosts: `q` is required; `sort` is `latest` (newest first) or `top`. */
  searchPosts: z.object({
    q: z.string().trim().min(1),
    sort: z.string().default('latest'),
    limit: limit(100, 25),
    cursor: z.string().optional(),
  }),
  /** app.bsky.notification.listNotifications; `reasons` narrows which are listed. */
  notifications: z.object({
    limit: limit(100, 50),
    cursor: z.string().optional(),
    priority: z.coerce.boolean().optional(),
    seenAt: z.string().optional(),
    reasons: z.array(z.string()).optional(),
  }),
  typeahead: z.object({
    q: z.string().optional(),
    term: z.string().optional(),
    limit: limit(100, 10),
  }),
};

const xrpcError = (c: Context, status: 400 | 401, error: string, message: string) =>
  c.json({ error, message }, status);

/** Query parameters as XRPC sends them: repeated keys are arrays. */
function queryOf(c: Context, arrays: readonly string[] = []): Record<string, unknown> {
  const url = new URL(c.req.url);
  const out: Record<string, unknown> = {};
  for (const key of new Set(url.searchParams.keys())) {
    out[key] = arrays.includes(key) ? url.searchParams.getAll(key) : url.searchParams.get(key);
  }
  return out;
}

/**
 * The AppView stand-in's XRPC surface: what the PDS proxies for reads
 * (`app.bsky.feed.*`, `app.bsky.actor.*`) for the sandbox's own users.
 */
export function createAppViewApi(options: {
  index: AppViewIndex;
  verify: ServiceAuthVerifier;
  blobUrl: ViewContext['blobUrl'];
  videoUrl?: ViewContext['videoUrl'];
}) {
  const { index } = options;
  const app = new Hono();

  const route = <S extends z.ZodType>(
    nsid: string,
    schema: S,
    handler: (params: z.infer<S>, ctx: ViewContext, c: Context) => Response | Promise<Response>,
    opts: { authRequired?: boolean; arrays?: readonly string[] } = {},
  ) =>
    app.get(`/xrpc/${nsid}`, async (c) => {
      let viewer: string | undefined;
      try {
        viewer = await options.verify(c.req.header('authorization'), nsid);
      } catch (error) {
        return xrpcError(c, 401, 'AuthenticationRequired', (error as ServiceAuthError).message);
      }
      if (opts.authRequired && !viewer) {
        return xrpcError(c, 401, 'AuthenticationRequired', 'Authentication Required');
      }
      const parsed = schema.safeParse(queryOf(c, opts.arrays));
      if (!parsed.success) {
        return xrpcError(c, 400, 'InvalidRequest', z.prettifyError(parsed.error));
      }
      return handler(
        parsed.data,
        { index, viewer, blobUrl: options.blobUrl, videoUrl: options.videoUrl },
        c,
      );
    });

  app.get('/xrpc/_health', (c) => c.json({ version: 'polycast-sandbox-appview' }));

  /** A procedure the PDS proxies with service auth: the viewer is whoever signed the token. */
  const procedure = <S extends z.ZodType>(
    nsid: string,
    schema: S,
    handler: (viewer: string, body: z.infer<S>, c: Context) => Response | Promise<Response>,
  ) =>
    app.post(`/xrpc/${nsid}`, async (c) => {
      let viewer: string | undefined;
      try {
        viewer = await options.verify(c.req.header('authorization'), nsid);
      } catch (error) {
        return xrpcError(c, 401, 'AuthenticationRequired', (error as ServiceAuthError).message);
      }
      if (!viewer) return xrpcError(c, 401, 'AuthenticationRequired', 'Authentication Required');
      const body = schema.safeParse(await c.req.json().catch(() => undefined));
      if (!body.success) return xrpcError(c, 400, 'InvalidRequest', z.prettifyError(body.error));
      return handler(viewer, body.data, c);
    });

  // Muting: private to the viewer, kept by the AppView (the PDS proxies these with service auth).
  const muteBody = z.object({ actor: z.string().min(1) });
  for (const [nsid, apply] of [
    ['app.bsky.graph.muteActor', (viewer: string, did: string) => index.mute(viewer, did)],
    ['app.bsky.graph.unmuteActor', (viewer: string, did: string) => index.unmute(viewer, did)],
  ] as const) {
    procedure(nsid, muteBody, (viewer, body, c) => {
      // A DID is taken as it is (its repo may not be indexed yet); a handle must be known.
      const did = body.actor.startsWith('did:') ? body.actor : index.resolveActor(body.actor)?.did;
      if (!did) return xrpcError(c, 400, 'InvalidRequest', 'Actor not found');
      if (did === viewer) return xrpcError(c, 400, 'InvalidRequest', 'Cannot mute oneself');
      apply(viewer, did);
      return c.body(null, 200);
    });
  }

  // Bookmarks: private too, and idempotent as the real procedures are (an existing bookmark
  // is not made twice, a missing one is not an error). Only posts can be bookmarked.
  const onlyPosts = (c: Context, uri: string) =>
    uri.split('/')[3] === COLLECTIONS.POST // at://<did>/<collection>/<rkey>
      ? undefined
      : xrpcError(
          c,
          400,
          'UnsupportedCollection',
          `Only '${COLLECTIONS.POST}' records can be bookmarked`,
        );
  const atUri = z.string().regex(/^at:\/\/[^/]+\/[^/]+\/[^/]+$/, 'Must be an at-uri of a record');
  procedure(
    'app.bsky.bookmark.createBookmark',
    z.object({ uri: atUri, cid: z.string().min(1) }),
    (viewer, body, c) => {
      const refused = onlyPosts(c, body.uri);
      if (refused) return refused;
      index.bookmarks.add(viewer, { uri: body.uri, cid: body.cid });
      return c.body(null, 200);
    },
  );
  procedure('app.bsky.bookmark.deleteBookmark', z.object({ uri: atUri }), (viewer, body, c) => {
    const refused = onlyPosts(c, body.uri);
    if (refused) return refused;
    index.bookmarks.remove(viewer, body.uri);
    return c.body(null, 200);
  });

  // A record of a repo the PDS does not host: the PDS asks the AppView (as the real one answers).
  route('com.atproto.repo.getRecord', schemas.record, (p, ctx, c) => {
    const did = index.resolveActor(p.repo)?.did ?? p.repo;
    const uri = `at://${did}/${p.collection}/${p.rkey}`;
    const record = index.records.get(uri);
    if (!record || (p.cid && p.cid !== record.cid))
      return xrpcError(c, 400, 'RecordNotFound', `Could not locate record: ${uri}`);
    return c.json({ uri, cid: record.cid, value: record.value });
  });

  route(
    'app.bsky.feed.getTimeline',
    schemas.timeline,
    (p, ctx, c) => c.json(timeline(ctx, ctx.viewer ?? '', p)),
    { authRequired: true },
  );

  route('app.bsky.feed.getAuthorFeed', schemas.authorFeed, (p, ctx, c) => {
    const actor = index.resolveActor(p.actor);
    if (!actor) return xrpcError(c, 400, 'InvalidRequest', 'Profile not found');
    return c.json(authorFeed(ctx, actor.did, p.filter, p));
  });

  // Only the account itself may read its likes; anyone else is told the profile is not found.
  route(
    'app.bsky.feed.getActorLikes',
    schemas.actorLikes,
    (p, ctx, c) => {
      const actor = index.resolveActor(p.actor);
      if (!actor || actor.did !== ctx.viewer)
        return xrpcError(c, 400, 'InvalidRequest', 'Profile not found');
      return c.json(actorLikes(ctx, actor.did, p));
    },
    { authRequired: true },
  );

  route('app.bsky.feed.getPostThread', schemas.thread, (p, ctx, c) => {
    const thread = postThread(ctx, p.uri, p.depth, p.parentHeight);
    if (!thread) return xrpcError(c, 400, 'NotFound', `Post not found: ${p.uri}`);
    return c.json(thread);
  });

  route(
    'app.bsky.feed.getPosts',
    schemas.posts,
    (p, ctx, c) =>
      c.json({
        posts: p.uris.flatMap((uri) => {
          const post = index.records.get(uri);
          return post ? [postView(ctx, post)] : [];
        }),
      }),
    { arrays: ['uris'] },
  );

  route('app.bsky.feed.getLikes', schemas.engagement, (p, ctx, c) =>
    c.json(likesOf(ctx, p.uri, p)),
  );
  route('app.bsky.feed.getRepostedBy', schemas.engagement, (p, ctx, c) =>
    c.json(repostedByOf(ctx, p.uri, p)),
  );
  route('app.bsky.feed.getQuotes', schemas.engagement, (p, ctx, c) =>
    c.json(quotesOf(ctx, p.uri, p)),
  );

  // Explore's post search; the sandbox has no ranking, so `top` is newest first too.
  route('app.bsky.feed.searchPosts', schemas.searchPosts, (p, ctx, c) =>
    c.json(searchPosts(ctx, p.q, p)),
  );

  route(
    'app.bsky.bookmark.getBookmarks',
    schemas.timeline,
    (p, ctx, c) => c.json(bookmarksOf(ctx, ctx.viewer ?? '', p)),
    { authRequired: true },
  );

  route(
    'app.bsky.notification.listNotifications',
    schemas.notifications,
    (p, ctx, c) => c.json(listNotifications(ctx, ctx.viewer ?? '', p)),
    { authRequired: true, arrays: ['reasons'] },
  );

  route(
    'app.bsky.graph.getMutes',
    schemas.timeline,
    (p, ctx, c) => {
      const muted = [...(index.mutes.get(ctx.viewer ?? '') ?? new Set<string>())];
      const offset = p.cursor ? Number(p.cursor) || 0 : 0;
      const next = offset + p.limit < muted.length ? String(offset + p.limit) : undefined;
      return c.json({
        mutes: muted.slice(offset, offset + p.limit).map((did) => profileView(ctx, did)),
        ...(next ? { cursor: next } : {}),
      });
    },
    { authRequired: true },
  );

  route('app.bsky.actor.getProfile', schemas.actor, (p, ctx, c) => {
    const actor = index.resolveActor(p.actor);
    if (!actor) return xrpcError(c, 400, 'InvalidRequest', 'Profile not found');
    return c.json(profileViewDetailed(ctx, actor.did));
  });

  route(
    'app.bsky.actor.getProfiles',
    schemas.actors,
    (p, ctx, c) =>
      c.json({
        profiles: p.actors.flatMap((a) => {
          const actor = index.resolveActor(a);
          return actor ? [profileViewDetailed(ctx, actor.did)] : [];
        }),
      }),
    { arrays: ['actors'] },
  );

  const matching = (ctx: ViewContext, term: string) => {
    const needle = term.toLowerCase().replace(/^@/, '');
    return [...index.actors.values()].filter((actor) => {
      const profile = index.profileRecord(actor.did)?.value;
      const name = typeof profile?.displayName === 'string' ? profile.displayName : '';
      return actor.handle.includes(needle) || name.toLowerCase().includes(needle);
    });
  };

  route('app.bsky.actor.searchActors', schemas.search, (p, ctx, c) => {
    const term = p.q ?? p.term ?? '';
    const all = term ? matching(ctx, term) : [];
    const offset = p.cursor ? Number(p.cursor) || 0 : 0;
    const page = all.slice(offset, offset + p.limit);
    const next = offset + p.limit < all.length ? String(offset + p.limit) : undefined;
    return c.json({
      actors: page.map((a) => profileView(ctx, a.did)),
      ...(next ? { cursor: next } : {}),
    });
  });

  route('app.bsky.actor.searchActorsTypeahead', schemas.typeahead, (p, ctx, c) => {
    const term = p.q ?? p.term ?? '';
    const found = term ? matching(ctx, term).slice(0, p.limit) : [];
    return c.json({ actors: found.map((a) => profileView(ctx, a.did)) });
  });

  app.notFound((c) =>
    c.json({ error: 'MethodNotImplemented', message: 'Method Not Implemented' }, 501),
  );
  return app;
}
