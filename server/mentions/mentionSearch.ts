import { z } from 'zod';
import { lensRequest } from '@/sources/lens/lensGraphql';
import { getJson, UpstreamError } from '../composer/upstream';

export type MentionPlatform = 'Farcaster' | 'Lens' | 'Bsky' | 'Twitter';

/** A profile of the same person on another network (composer.md §3.5, §2.4). */
export interface RelatedProfile {
  platform: MentionPlatform;
  platform_id: string;
  handle: string;
  name: string;
  avatar?: string;
}

/**
 * A result of the mention search (composer.md §3.5): the composer model's
 * SearchIdentity, with `hit` (the query matched this profile itself) and
 * `score` (0 to 1; results come best first).
 */
export interface MentionIdentity extends RelatedProfile {
  related_profiles: RelatedProfile[];
  hit: boolean;
  score: number;
  /** Lens accounts: the owner's address; Farcaster profiles: the custody address (links the two). */
  wallet?: string;
}

/** composer.md §7.7, §9: identity search 50, Bluesky 10, X 30, at most 90 shown. */
export const MENTION_SIZES = { identity: 50, bsky: 10, twitter: 30, merged: 90 } as const;

/** How well a profile matches: exact handle, handle prefix, handle substring, name. */
export function scoreOf(query: string, handle: string, name: string): number {
  const q = query.toLowerCase().replace(/^@/, '');
  const h = handle.toLowerCase();
  if (h === q || h.split('.')[0] === q) return 1;
  if (h.startsWith(q)) return 0.8;
  if (h.includes(q)) return 0.6;
  if (name.toLowerCase().startsWith(q)) return 0.5;
  if (name.toLowerCase().includes(q)) return 0.4;
  return 0.2;
}

const identity = (
  query: string,
  profile: RelatedProfile & { wallet?: string },
): MentionIdentity => ({
  ...profile,
  related_profiles: [],
  hit: true,
  score: scoreOf(query, profile.handle, profile.name),
});

const searchUsersSchema = z.object({
  result: z.object({
    users: z.array(
      z.object({
        fid: z.number(),
        username: z.string(),
        displayName: z.string().optional(),
        pfp: z.object({ url: z.string() }).optional(),
      }),
    ),
  }),
});
const nameProofSchema = z.object({ owner: z.string() });

/** Farcaster users by username or display name (the Farcaster client's user search), with custody addresses from the hub. */
export async function searchFarcaster(
  network: { clientApi: string; hub: string },
  query: string,
  size: number,
): Promise<MentionIdentity[]> {
  const { result } = await getJson(
    'Farcaster',
    `${network.clientApi}/v2/search-users?${new URLSearchParams({ q: query, limit: String(size) })}`,
    searchUsersSchema,
  );
  return Promise.all(
    result.users.slice(0, size).map(async (user) => {
      // The custody address ties the fid to a Lens account the same wallet owns.
      const proof = await getJson(
        'Farcaster',
        `${network.hub}/v1/userNameProofByName?${new URLSearchParams({ name: user.username })}`,
        nameProofSchema,
      ).catch(() => undefined);
      return identity(query, {
        platform: 'Farcaster',
        platform_id: String(user.fid),
        handle: user.username,
        name: user.displayName ?? user.username,
        ...(user.pfp ? { avatar: user.pfp.url } : {}),
        ...(proof ? { wallet: proof.owner.toLowerCase() } : {}),
      });
    }),
  );
}

const lensAccountsSchema = z.object({
  accounts: z.object({
    items: z.array(
      z.object({
        address: z.string(),
        owner: z.string(),
        username: z.object({ localName: z.string() }).nullable().optional(),
        metadata: z
          .object({
            name: z.string().nullable().optional(),
            picture: z.string().nullable().optional(),
          })
          .nullable()
          .optional(),
      }),
    ),
  }),
});

/** Lens accounts whose username contains the query (Lens v3 `accounts` with `searchBy`). */
export async function searchLens(
  api: string,
  query: string,
  size: number,
): Promise<MentionIdentity[]> {
  const result = await lensRequest({
    api,
    query:
      'query Accounts($request: AccountsRequest!) { accounts(request: $request) { items { address owner username { localName } metadata { name picture } } } }',
    variables: {
      request: {
        filter: { searchBy: { localNameQuery: query.replace(/^@/, '') } },
        orderBy: 'BEST_MATCH',
        pageSize: 'FIFTY',
      },
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!result.ok) throw new UpstreamError('Lens', `Lens: ${result.error.message}`);
  const parsed = lensAccountsSchema.safeParse(result.value);
  if (!parsed.success) throw new UpstreamError('Lens', 'Lens answered in an unknown shape');
  return parsed.data.accounts.items.slice(0, size).flatMap((account) => {
    const handle = account.username?.localName;
    if (!handle) return [];
    return [
      identity(query, {
        platform: 'Lens',
        platform_id: account.address,
        handle,
        name: account.metadata?.name ?? handle,
        ...(account.metadata?.picture ? { avatar: account.metadata.picture } : {}),
        wallet: account.owner.toLowerCase(),
      }),
    ];
  });
}

const actorsSchema = z.object({
  actors: z.array(
    z.object({
      did: z.string(),
      handle: z.string(),
      displayName: z.string().optional(),
      avatar: z.string().optional(),
    }),
  ),
});

/** Bluesky profiles (`app.bsky.actor.searchActors` on a public AppView). */
export async function searchBsky(
  appView: string,
  query: string,
  size: number,
): Promise<MentionIdentity[]> {
  const { actors } = await getJson(
    'Bluesky',
    `${appView}/xrpc/app.bsky.actor.searchActors?${new URLSearchParams({ q: query.replace(/^@/, ''), limit: String(size) })}`,
    actorsSchema,
  );
  return actors.slice(0, size).map((actor) =>
    identity(query, {
      platform: 'Bsky',
      platform_id: actor.did,
      handle: actor.handle,
      name: actor.displayName || actor.handle,
      ...(actor.avatar ? { avatar: actor.avatar } : {}),
    }),
  );
}

const xUsersSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        username: z.string(),
        name: z.string(),
        profile_image_url: z.string().optional(),
      }),
    )
    .default([]),
});

/** X users (X API v2 `GET /2/users/search`), as the product's own X account. */
export async function searchX(
  apiUrl: string,
  accessToken: string,
  query: string,
  size: number,
): Promise<MentionIdentity[]> {
  const { data } = await getJson(
    'X',
    `${apiUrl}/2/users/search?${new URLSearchParams({
      query: query.replace(/^@/, ''),
      max_results: String(size),
      'user.fields': 'profile_image_url',
    })}`,
    xUsersSchema,
    { headers: { Authorization: `Bearer ${accessToken}` } },
  );
  return data.slice(0, size).map((user) =>
    identity(query, {
      platform: 'Twitter',
      platform_id: user.id,
      handle: user.username,
      name: user.name,
      ...(user.profile_image_url ? { avatar: user.profile_image_url } : {}),
    }),
  );
}

const related = ({
  platform,
  platform_id,
  handle,
  name,
  avatar,
}: MentionIdentity): RelatedProfile => ({
  platform,
  platform_id,
  handle,
  name,
  ...(avatar ? { avatar } : {}),
});

/**
 * One list from several searches: each profile once, the best scores first
 * (ties in the order the networks answered), at most `max`; profiles the
 * same wallet holds (a Farcaster custody address owning a Lens account) name
 * each other as related profiles.
 */
export function mergeIdentities(
  lists: readonly MentionIdentity[][],
  max: number,
): MentionIdentity[] {
  const seen = new Set<string>();
  const all: MentionIdentity[] = [];
  for (const list of lists) {
    for (const profile of list) {
      const key = `${profile.platform}:${profile.platform_id.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(profile);
    }
  }
  const byWallet = new Map<string, MentionIdentity[]>();
  for (const profile of all) {
    if (!profile.wallet) continue;
    byWallet.set(profile.wallet, [...(byWallet.get(profile.wallet) ?? []), profile]);
  }
  const ranked = all
    .map((profile, order) => ({ profile, order }))
    .sort((a, b) => b.profile.score - a.profile.score || a.order - b.order)
    .slice(0, max)
    .map(({ profile }) => {
      const { wallet: _wallet, ...rest } = profile;
      const others = profile.wallet
        ? (byWallet.get(profile.wallet) ?? []).filter((p) => p !== profile).map(related)
        : [];
      return { ...rest, related_profiles: profile.wallet ? others : profile.related_profiles };
    });
  return ranked;
}
