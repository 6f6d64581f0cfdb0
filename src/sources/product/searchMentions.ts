import { z } from 'zod/mini';
import { valueOrThrow } from '@/domain/result';
import { call, type ProductApi } from './productApi';
import { searchIdentitySchema } from '@/domain/composer/model/mention';
import type { RankedIdentity } from '@/domain/composer/rules/mentionPeople';
import { suggestionsByPerson } from '@/domain/composer/rules/mentionPeople';
import { MENTION_SEARCH_SIZES, mergeMentionResults } from '@/domain/composer/rules/mentionSearch';

/** The product server's answer: profiles as the composer's SearchIdentity, with their score. */
const answerSchema = z.object({
  code: z.literal(0),
  data: z.object({
    profiles: z.array(z.extend(searchIdentitySchema, { score: z.optional(z.number()) })),
  }),
});

export interface MentionSearchResult {
  /** One suggestion per person, best first, at most 90. */
  suggestions: RankedIdentity[];
  /** The searches that failed ('identity', 'Bsky', 'Twitter'); the others' results stand. */
  failed: string[];
}

async function search(
  api: ProductApi,
  path: string,
  signal: AbortSignal,
): Promise<RankedIdentity[]> {
  return valueOrThrow(await call(api, 'GET', path, { schema: answerSchema, signal })).data.profiles;
}

/**
 * composer.md §7.7: the mention menu's searches, run together: the identity
 * search (Farcaster and Lens, 50), Bluesky (10) and X (30) through the
 * product server; merged (rules/mentionSearch: each profile once, at most
 * 90) and grouped by person (rules/mentionPeople). A search that fails is
 * named, the others' results still shown. X is searched only with the
 * device's Polycast session (the server searches it with the product's own X
 * account). Rejects only when aborted.
 */
export async function searchMentions(
  apiBase: string,
  query: string,
  signal: AbortSignal,
  session?: string,
): Promise<MentionSearchResult> {
  const q = encodeURIComponent(query);
  const api = { apiBase, ...(session ? { token: session } : {}) };
  const [identity, bsky, twitter] = await Promise.allSettled([
    search(api, `/api/mentions/identity?q=${q}&size=${MENTION_SEARCH_SIZES.identity}`, signal),
    search(api, `/api/mentions/bsky?q=${q}&limit=${MENTION_SEARCH_SIZES.Bsky}`, signal),
    search(api, `/api/mentions/twitter?q=${q}&limit=${MENTION_SEARCH_SIZES.Twitter}`, signal),
  ]);
  signal.throwIfAborted();
  const value = (result: PromiseSettledResult<RankedIdentity[]>) =>
    result.status === 'fulfilled' ? result.value : [];
  const failed = (
    [
      ['identity', identity],
      ['Bsky', bsky],
      ['Twitter', twitter],
    ] as const
  ).flatMap(([name, result]) => (result.status === 'rejected' ? [name] : []));
  const merged = mergeMentionResults({
    identity: value(identity),
    bsky: value(bsky),
    twitter: value(twitter),
  });
  return { suggestions: suggestionsByPerson(merged), failed };
}
