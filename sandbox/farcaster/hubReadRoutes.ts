import {
  bytesToHexString,
  ReactionType,
  reactionTypeFromJSON,
  userDataTypeFromJSON,
  type Message,
} from '@farcaster/core';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { hubError } from './hubError';
import { paginate } from './hubPaging';
import type { HubStore } from './hubStore';
import { messageToHubJson } from './messageJson';

const fid = z.coerce.number().int().positive();
const hash = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

const sameHash = (bytes: Uint8Array | undefined, hex: string) =>
  !!bytes && bytesToHexString(bytes)._unsafeUnwrap().toLowerCase() === hex.toLowerCase();

/**
 * `reaction_type` as hubs take it: the docs' `Like` and `Recast`, or the
 * protobuf's names and numbers (`REACTION_TYPE_LIKE`, `1`).
 */
function reactionType(value: string | undefined): ReactionType | undefined | 'invalid' {
  if (value === undefined || value === '') return undefined;
  const named = { like: ReactionType.LIKE, recast: ReactionType.RECAST }[value.toLowerCase()];
  if (named !== undefined) return named;
  try {
    return reactionTypeFromJSON(/^\d+$/.test(value) ? Number(value) : value);
  } catch {
    return 'invalid';
  }
}

/** The cast a reaction or a reply points at, by its author's fid and hash. */
const targetsCast = (
  castId: { fid: number; hash: Uint8Array } | undefined,
  fid: number,
  hex: string,
) => castId?.fid === fid && sameHash(castId.hash, hex);

/**
 * The hub HTTP API's reads (v1): casts by id, author, parent and mention;
 * one reaction by its key, reactions by cast, target and author; links (follows) by author and by
 * target; user data; verifications. Lists are pages of `{messages, nextPageToken}` in the
 * hub's order (hubPaging.ts), each message in the hub's JSON (messageJson.ts).
 */
export function createHubReadRoutes(store: HubStore) {
  const api = new Hono();

  const page = (c: Context, messages: readonly Message[]) => {
    const answer = paginate(messages, c.req.query());
    return answer.ok
      ? c.json(answer.page)
      : hubError(c, 'bad_request.invalid_param', answer.details);
  };
  const invalid = (c: Context, details: string) =>
    hubError(c, 'bad_request.validation_failure', details);

  api.get('/v1/castById', (c) => {
    const query = z.object({ fid, hash }).safeParse(c.req.query());
    if (!query.success) return invalid(c, 'fid and hash are required');
    const message = store.byHash(query.data.fid, query.data.hash);
    if (!message) return hubError(c, 'not_found', 'cast not found', 404);
    return c.json(messageToHubJson(message));
  });

  api.get('/v1/castsByFid', (c) => {
    const query = z.object({ fid }).safeParse(c.req.query());
    if (!query.success) return invalid(c, 'fid is required');
    return page(
      c,
      store.casts((m) => m.data?.fid === query.data.fid),
    );
  });

  api.get('/v1/castsByParent', (c) => {
    const query = z
      .union([z.object({ fid, hash }), z.object({ url: z.string().min(1) })])
      .safeParse(c.req.query());
    if (!query.success) return invalid(c, 'fid and hash, or url, are required');
    const parent = query.data;
    return page(
      c,
      store.casts((m) => {
        const body = m.data?.castAddBody;
        if ('url' in parent) return body?.parentUrl === parent.url;
        return targetsCast(body?.parentCastId, parent.fid, parent.hash);
      }),
    );
  });

  api.get('/v1/castsByMention', (c) => {
    const query = z.object({ fid }).safeParse(c.req.query());
    if (!query.success) return invalid(c, 'fid is required');
    return page(
      c,
      store.casts((m) => m.data?.castAddBody?.mentions.includes(query.data.fid) ?? false),
    );
  });

  /** Reactions of the type asked (any when none), kept by `keep`. */
  const reactions = (c: Context, keep: (body: NonNullable<Message['data']>) => boolean) => {
    const type = reactionType(c.req.query('reaction_type'));
    if (type === 'invalid') return invalid(c, 'unknown reaction_type');
    return page(
      c,
      store.reactions((m) => {
        const data = m.data;
        if (!data?.reactionBody) return false;
        return (type === undefined || data.reactionBody.type === type) && keep(data);
      }),
    );
  };

  // One person's like or recast of a cast: the add that holds it, or not_found.
  api.get('/v1/reactionById', (c) => {
    const query = z
      .object({ fid, target_fid: fid, target_hash: hash, reaction_type: z.string().min(1) })
      .safeParse(c.req.query());
    if (!query.success)
      return invalid(c, 'fid, target_fid, target_hash and reaction_type are required');
    const type = reactionType(query.data.reaction_type);
    if (type === 'invalid' || type === undefined) return invalid(c, 'unknown reaction_type');
    const { fid: from, target_fid, target_hash } = query.data;
    const reaction = store
      .reactions(
        (m) =>
          m.data?.fid === from &&
          m.data.reactionBody?.type === type &&
          targetsCast(m.data.reactionBody.targetCastId, target_fid, target_hash),
      )
      .at(-1);
    return reaction
      ? c.json(messageToHubJson(reaction))
      : hubError(c, 'not_found', 'reaction not found', 404);
  });

  api.get('/v1/reactionsByCast', (c) => {
    const query = z.object({ target_fid: fid, target_hash: hash }).safeParse(c.req.query());
    if (!query.success) return invalid(c, 'target_fid and target_hash are required');
    const { target_fid, target_hash } = query.data;
    return reactions(c, (data) =>
      targetsCast(data.reactionBody?.targetCastId, target_fid, target_hash),
    );
  });

  // A cast (target_fid and target_hash) or a URL (`url`): what a reaction can point at.
  api.get('/v1/reactionsByTarget', (c) => {
    const query = z
      .union([
        z.object({ target_fid: fid, target_hash: hash }),
        z.object({ url: z.string().min(1) }),
      ])
      .safeParse(c.req.query());
    if (!query.success) return invalid(c, 'target_fid and target_hash, or url, are required');
    const target = query.data;
    return reactions(c, (data) =>
      'url' in target
        ? data.reactionBody?.targetUrl === target.url
        : targetsCast(data.reactionBody?.targetCastId, target.target_fid, target.target_hash),
    );
  });

  api.get('/v1/reactionsByFid', (c) => {
    const query = z.object({ fid }).safeParse(c.req.query());
    if (!query.success) return invalid(c, 'fid is required');
    return reactions(c, (data) => data.fid === query.data.fid);
  });

  const linkType = (c: Context) => c.req.query('link_type') || undefined;

  api.get('/v1/linksByFid', (c) => {
    const query = z.object({ fid }).safeParse(c.req.query());
    if (!query.success) return invalid(c, 'fid is required');
    const type = linkType(c);
    return page(
      c,
      store.links(
        (m) =>
          m.data?.fid === query.data.fid && (type === undefined || m.data.linkBody?.type === type),
      ),
    );
  });

  api.get('/v1/linksByTargetFid', (c) => {
    const query = z.object({ target_fid: fid }).safeParse(c.req.query());
    if (!query.success) return invalid(c, 'target_fid is required');
    const type = linkType(c);
    return page(
      c,
      store.links(
        (m) =>
          m.data?.linkBody?.targetFid === query.data.target_fid &&
          (type === undefined || m.data.linkBody.type === type),
      ),
    );
  });

  api.get('/v1/linkById', (c) => {
    const query = z
      .object({ fid, target_fid: fid, link_type: z.string().min(1) })
      .safeParse(c.req.query());
    if (!query.success) return invalid(c, 'fid, target_fid and link_type are required');
    const { fid: from, target_fid, link_type } = query.data;
    const link = store
      .links(
        (m) =>
          m.data?.fid === from &&
          m.data.linkBody?.targetFid === target_fid &&
          m.data.linkBody.type === link_type,
      )
      .at(-1);
    return link ? c.json(messageToHubJson(link)) : hubError(c, 'not_found', 'link not found', 404);
  });

  api.get('/v1/userDataByFid', (c) => {
    const query = z.object({ fid, user_data_type: z.string().optional() }).safeParse(c.req.query());
    if (!query.success) return invalid(c, 'fid is required');
    const all = store.userData(query.data.fid);
    if (query.data.user_data_type) {
      const type = userDataTypeFromJSON(query.data.user_data_type);
      const latest = all.filter((m) => m.data?.userDataBody?.type === type).at(-1);
      return latest
        ? c.json(messageToHubJson(latest))
        : hubError(c, 'not_found', 'user data not found', 404);
    }
    return page(c, all);
  });

  // The fid's verified addresses, Ethereum and Solana alike (`address` narrows to one, as on a hub).
  api.get('/v1/verificationsByFid', (c) => {
    const query = z.object({ fid, address: z.string().optional() }).safeParse(c.req.query());
    if (!query.success) return invalid(c, 'fid is required');
    const wanted = query.data.address?.toLowerCase();
    const all = store.verifications(query.data.fid);
    return page(
      c,
      wanted
        ? all.filter((m) => {
            const json = messageToHubJson(m).data as {
              verificationAddAddressBody?: { address?: string };
            };
            return json.verificationAddAddressBody?.address?.toLowerCase() === wanted;
          })
        : all,
    );
  });

  return api;
}
