import { z } from 'zod/mini';
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
  url: string,
  signal: AbortSignal,
  session: string | undefined,
): Promise<RankedIdentity[]> {
  const answer = await fetch(url, {
    signal,
    ...(session ? { headers: { Authorization: `Bearer ${session}` } } : {}),
  });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  const parsed = answerSchema.safeParse(await answer.json());
  if (!parsed.success) throw new Error('An answer of the wrong shape');
  return parsed.data.data.profiles;
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
  const root = `${apiBase}/api/mentions`;
  const [identity, bsky, twitter] = await Promise.allSettled([
    search(`${root}/identity?q=${q}&size=${MENTION_SEARCH_SIZES.identity}`, signal, session),
    search(`${root}/bsky?q=${q}&limit=${MENTION_SEARCH_SIZES.Bsky}`, signal, session),
    search(`${root}/twitter?q=${q}&limit=${MENTION_SEARCH_SIZES.Twitter}`, signal, session),
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
