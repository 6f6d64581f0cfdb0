import { GraphQLError } from 'graphql';
import { GLOBAL_FEED, GLOBAL_GRAPH, type LensPost } from './lensStore';

export type FeedOneOf = { globalFeed?: boolean | null; feed?: string | null };
export type GraphOneOf = { globalGraph?: boolean | null; graph?: string | null };

export const lower = (address: string) => address.toLowerCase();

/** The feeds (lower case) a `[FeedOneOf!]` filter names, or undefined for all of them. */
export const feedsOf = (feeds: readonly FeedOneOf[] | null | undefined) =>
  feeds?.map((f) => lower(f.globalFeed ? GLOBAL_FEED : (f.feed ?? '')));

/** Whether a `[GraphOneOf!]` filter includes the global graph (the only one there is). */
export const includesGlobalGraph = (graphs: readonly GraphOneOf[] | null | undefined) =>
  !graphs || graphs.some((g) => g.globalGraph || lower(g.graph ?? '') === lower(GLOBAL_GRAPH));

/** `PostType` values as tests on a post. */
export const POST_TYPES = {
  ROOT: (p: LensPost) => !p.commentOn && !p.quoteOf,
  COMMENT: (p: LensPost) => Boolean(p.commentOn),
  QUOTE: (p: LensPost) => Boolean(p.quoteOf),
  REPOST: () => false,
} as const;
export type PostType = keyof typeof POST_TYPES;

export const notFound = (what: string) =>
  new GraphQLError(`${what} not found`, { extensions: { code: 'BAD_USER_INPUT' } });
