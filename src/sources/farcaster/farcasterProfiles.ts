import type { Profile } from '@/domain/reading/post';
import { ok, type SourceResult } from '@/domain/result';
import type { FarcasterHub, HubParams } from './farcasterHub';
import { hubUserDataSchema } from './hubJson';
import { rememberReads } from './rememberReads';

/** People remembered per adapter: a timeline names the same few again and again. */
const REMEMBERED = 500;

/** Who a fid is when the hub says nothing of them: `!fid`, as Farcaster clients write it. */
export const unnamedProfile = (fid: number): Profile => ({
  source: 'Farcaster',
  id: String(fid),
  handle: `!${fid}`,
  displayName: `!${fid}`,
});

/** Reads a person's profile: their latest user data (username, name, picture, bio). */
export type ProfileReader = (fid: number, signal: AbortSignal) => Promise<Profile | null>;

/**
 * Profiles from the hub's `userDataByFid`, each asked once and remembered
 * (the latest 500); a failed read is forgotten, so the next call asks again.
 */
export function farcasterProfiles(hub: FarcasterHub): ProfileReader {
  const read = rememberReads(REMEMBERED, async (fid: number, signal: AbortSignal) => {
    const result = await hub.page('/v1/userDataByFid', { fid }, signal);
    if (!result.ok) return null;
    const fields = new Map<string, string>();
    for (const message of result.value.messages) {
      const parsed = hubUserDataSchema.safeParse(message);
      if (parsed.success)
        fields.set(parsed.data.data.userDataBody.type, parsed.data.data.userDataBody.value);
    }
    const handle = fields.get('USER_DATA_TYPE_USERNAME') ?? `!${fid}`;
    const pfp = fields.get('USER_DATA_TYPE_PFP');
    const bio = fields.get('USER_DATA_TYPE_BIO');
    return {
      source: 'Farcaster' as const,
      id: String(fid),
      handle,
      displayName: fields.get('USER_DATA_TYPE_DISPLAY') ?? handle,
      ...(pfp ? { avatarUrl: pfp } : {}),
      ...(bio ? { bio } : {}),
    };
  });
  return async (fid, signal) => (await read(fid, signal)) ?? null;
}

/** Lists longer than this many pages are counted as far as that. */
const COUNTED_PAGES = 10;

/**
 * Every message of a hub list, following its pages (1000 a page, ten pages
 * at most): hubs keep no counts, so a client counts what they list.
 */
export async function hubListAll(
  hub: FarcasterHub,
  path: string,
  params: HubParams,
  signal: AbortSignal,
): Promise<SourceResult<unknown[]>> {
  const all: unknown[] = [];
  let token: string | undefined;
  for (let pages = 0; pages < COUNTED_PAGES; pages++) {
    const page = await hub.page(
      path,
      { ...params, pageSize: 1000, ...(token ? { pageToken: token } : {}) },
      signal,
    );
    if (!page.ok) return page;
    all.push(...page.value.messages);
    token = page.value.next;
    if (!token) break;
  }
  return ok(all);
}

/**
 * A profile's counts as hubs can tell them: who follows the person
 * (`linksByTargetFid`), whom they follow (`linksByFid`), and their casts
 * (`castsByFid`).
 */
export async function farcasterProfileCounts(
  hub: FarcasterHub,
  fid: number,
  signal: AbortSignal,
): Promise<SourceResult<Pick<Profile, 'followers' | 'following' | 'posts'>>> {
  const [followers, following, posts] = await Promise.all([
    hubListAll(hub, '/v1/linksByTargetFid', { target_fid: fid, link_type: 'follow' }, signal),
    hubListAll(hub, '/v1/linksByFid', { fid, link_type: 'follow' }, signal),
    hubListAll(hub, '/v1/castsByFid', { fid }, signal),
  ]);
  if (!followers.ok) return followers;
  if (!following.ok) return following;
  if (!posts.ok) return posts;
  return ok({
    followers: followers.value.length,
    following: following.value.length,
    posts: posts.value.length,
  });
}
