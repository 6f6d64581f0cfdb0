import { z } from 'zod/mini';

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const castId = z.object({ fid: z.number(), hash: hex });

/** A CastAdd message as the hub's HTTP API answers it. */
export const hubCastSchema = z.object({
  data: z.object({
    fid: z.number(),
    timestamp: z.number(),
    castAddBody: z.object({
      text: z._default(z.string(), ''),
      mentions: z._default(z.array(z.number()), []),
      mentionsPositions: z._default(z.array(z.number()), []),
      embeds: z._default(
        z.array(z.object({ url: z.optional(z.string()), castId: z.optional(castId) })),
        [],
      ),
      parentCastId: z.optional(castId),
      parentUrl: z.optional(z.string()),
    }),
  }),
  hash: hex,
});
export type HubCast = z.infer<typeof hubCastSchema>;

export const hubPageSchema = z.object({
  messages: z.array(z.unknown()),
  nextPageToken: z.optional(z.string()),
});

/** A ReactionAdd (a like or a recast) as the hub answers it: who, when, and the cast it targets. */
export const hubReactionSchema = z.object({
  data: z.object({
    fid: z.number(),
    timestamp: z.number(),
    reactionBody: z.object({ type: z.string(), targetCastId: z.optional(castId) }),
  }),
  hash: hex,
});
export type HubReaction = z.infer<typeof hubReactionSchema>;

/** A reaction type as messages name it (`reactionBody.type`). */
export type HubReactionType = 'REACTION_TYPE_LIKE' | 'REACTION_TYPE_RECAST';

/**
 * A reaction type as a hub's HTTP API takes it in `reaction_type`: `Like`
 * or `Recast` (Snapchain reads only these names; messages keep the long ones).
 */
export const reactionTypeParam = (type: HubReactionType) =>
  type === 'REACTION_TYPE_LIKE' ? 'Like' : 'Recast';

/** A LinkAdd (a follow) as the hub answers it. */
export const hubLinkSchema = z.object({
  data: z.object({
    fid: z.number(),
    linkBody: z.object({ type: z.string(), targetFid: z.optional(z.number()) }),
  }),
});

export const hubUserDataSchema = z.object({
  data: z.object({ userDataBody: z.object({ type: z.string(), value: z.string() }) }),
});

export const hubErrorSchema = z.object({ errCode: z.string(), details: z.optional(z.string()) });

/** A Snapchain node's HTTP error: what failed, and the gRPC status behind it (`status: NotFound, …`). */
export const snapchainErrorSchema = z.object({
  error: z.string(),
  error_detail: z.optional(z.nullable(z.string())),
});

export const hubNameProofSchema = z.object({ fid: z.number(), name: z.string() });

/** A cast's id across the app: `fid:0xhash`. */
export const castIdString = (fid: number, hash: string) => `${fid}:${hash.toLowerCase()}`;

export function parseCastId(id: string): { fid: number; hash: string } | undefined {
  const match = /^(\d+):(0x[0-9a-fA-F]{40})$/.exec(id);
  return match ? { fid: Number(match[1]), hash: (match[2] ?? '').toLowerCase() } : undefined;
}
