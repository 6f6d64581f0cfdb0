import { AtpAgent } from '@atproto/api';
import { privateKeyToAccount } from 'viem/accounts';
import type { ToggleKind } from '../../src/domain/actions/toggleIntent';
import type { SandboxManifest } from '../../sandbox/manifest';
import type { NetworkName } from './readBack';

/**
 * How many records of the reader's each network holds per switch, keyed
 * `kind target` (a like of a post, a follow of a person…): 0 is off, 1 is
 * on, more is a duplicate. Mutes and blocks that a network keeps as a flag
 * count 1 when set.
 */
export type ToggleRecords = Record<NetworkName, Map<string, number>>;

export const recordKey = (kind: ToggleKind, target: string) => `${kind} ${target}`;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function counter() {
  const counts = new Map<string, number>();
  return {
    counts,
    add: (kind: ToggleKind, target: string) =>
      counts.set(recordKey(kind, target), (counts.get(recordKey(kind, target)) ?? 0) + 1),
  };
}

/** Bluesky: the records in the reader's repo per subject; bookmarks and mutes from the AppView, signed in as them. */
async function readBsky(manifest: SandboxManifest): Promise<Map<string, number>> {
  const demo = manifest.demo;
  if (!demo) throw new Error('no demo person');
  const { counts, add } = counter();
  const collections: [ToggleKind, string][] = [
    ['like', 'app.bsky.feed.like'],
    ['repost', 'app.bsky.feed.repost'],
    ['follow', 'app.bsky.graph.follow'],
    ['block', 'app.bsky.graph.block'],
  ];
  for (const [kind, collection] of collections) {
    for (let cursor: string | undefined; ;) {
      const page = await json<{
        cursor?: string;
        records: { value: { subject: string | { uri: string } } }[];
      }>(
        await fetch(
          `${manifest.bsky.pds}/xrpc/com.atproto.repo.listRecords?repo=${demo.bsky.did}&collection=${collection}&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        ),
      );
      for (const r of page.records)
        add(kind, typeof r.value.subject === 'string' ? r.value.subject : r.value.subject.uri);
      if (!page.cursor || page.records.length === 0) break;
      cursor = page.cursor;
    }
  }
  const agent = new AtpAgent({ service: manifest.bsky.pds });
  await agent.login({ identifier: demo.bsky.did, password: demo.bsky.password });
  for (let cursor: string | undefined; ;) {
    const { data } = await agent.app.bsky.bookmark.getBookmarks({ limit: 100, cursor });
    for (const b of data.bookmarks) add('bookmark', b.subject.uri);
    if (!data.cursor || data.bookmarks.length === 0) break;
    cursor = data.cursor;
  }
  for (let cursor: string | undefined; ;) {
    const { data } = await agent.app.bsky.graph.getMutes({ limit: 100, cursor });
    for (const m of data.mutes) add('mute', m.did);
    if (!data.cursor || data.mutes.length === 0) break;
    cursor = data.cursor;
  }
  return counts;
}

/** Farcaster: the hub's reactions and follow links by the reader's fid, per target. */
async function readFarcaster(manifest: SandboxManifest): Promise<Map<string, number>> {
  const hub = manifest.farcaster?.hub;
  const fid = manifest.demo?.farcaster.fid;
  if (!hub || !fid) throw new Error('no Farcaster demo');
  const { counts, add } = counter();
  const pages = async <T>(path: string, each: (message: T) => void) => {
    for (let token = ''; ;) {
      const page = await json<{ nextPageToken: string; messages: T[] }>(
        await fetch(`${hub}${path}&pageSize=1000${token ? `&pageToken=${token}` : ''}`),
      );
      page.messages.forEach(each);
      if (!page.nextPageToken) break;
      token = page.nextPageToken;
    }
  };
  type Reaction = { data: { reactionBody: { targetCastId?: { fid: number; hash: string } } } };
  for (const [kind, type] of [
    ['like', 'REACTION_TYPE_LIKE'],
    ['repost', 'REACTION_TYPE_RECAST'],
  ] as const) {
    await pages<Reaction>(`/v1/reactionsByFid?fid=${fid}&reaction_type=${type}`, (m) => {
      const cast = m.data.reactionBody.targetCastId;
      if (cast) add(kind, `${cast.fid}:${cast.hash.toLowerCase()}`);
    });
  }
  await pages<{ data: { linkBody: { type: string; targetFid?: number } } }>(
    `/v1/linksByFid?fid=${fid}&link_type=follow`,
    (m) => {
      if (m.data.linkBody.type === 'follow' && m.data.linkBody.targetFid)
        add('follow', String(m.data.linkBody.targetFid));
    },
  );
  return counts;
}

/** X: who liked each post, the reader's retweets and bookmarks (X's own lists), whom they follow and mute. */
async function readX(
  manifest: SandboxManifest,
  appUrl: string,
  session: string,
  posts: string[],
  people: string[],
): Promise<Map<string, number>> {
  const me = manifest.demo?.x?.id;
  if (!me) throw new Error('no X demo');
  const { counts, add } = counter();
  const get = <T>(path: string) =>
    fetch(`${appUrl}/api/x${path}`, {
      headers: { Authorization: `Bearer ${session}`, 'X-Account-Id': me },
    }).then((r) => json<T>(r));
  type Page = { data?: { id: string; referenced_tweets?: { type: string; id: string }[] }[] };
  const list = async (path: string, each: (item: NonNullable<Page['data']>[number]) => void) => {
    for (let token: string | undefined; ;) {
      const sep = path.includes('?') ? '&' : '?';
      const page = await get<Page & { meta?: { next_token?: string } }>(
        `${path}${sep}max_results=100${token ? `&pagination_token=${token}` : ''}`,
      );
      (page.data ?? []).forEach(each);
      token = page.meta?.next_token;
      if (!token) break;
    }
  };
  for (const post of posts)
    await list(`/tweets/${post}/liking_users`, (user) => {
      if (user.id === me) add('like', post);
    });
  await list(`/users/${me}/tweets`, (tweet) => {
    const original = tweet.referenced_tweets?.find((r) => r.type === 'retweeted')?.id;
    if (original) add('repost', original);
  });
  await list(`/users/${me}/bookmarks`, (tweet) => add('bookmark', tweet.id));
  // X's server forwards no list of follows or mutes: each person's connection_status says them.
  for (const person of people) {
    const { data } = await get<{ data?: { connection_status?: string[] } }>(
      `/users/${person}?user.fields=connection_status`,
    );
    const status = data?.connection_status ?? [];
    if (status.includes('following') || status.includes('follow_request_sent'))
      add('follow', person);
    if (status.includes('muting')) add('mute', person);
  }
  return counts;
}

/** Signs in to Lens as the demo person (a challenge signed by the wallet that owns the account). */
async function lensToken(manifest: SandboxManifest, gql: Gql): Promise<string> {
  const owner = manifest.evm.accounts.find(
    (a) => a.address.toLowerCase() === manifest.demo?.evmAccount.toLowerCase(),
  );
  const account = manifest.demo?.lens?.account;
  if (!owner || !account) throw new Error('no Lens demo');
  const wallet = privateKeyToAccount(owner.privateKey as `0x${string}`);
  const challenge = await gql<{ challenge: { id: string; text: string } }>(
    'mutation($a: EvmAddress!, $o: EvmAddress!) { challenge(request: { accountOwner: { account: $a, owner: $o } }) { id text } }',
    { a: account, o: wallet.address },
  );
  const signature = await wallet.signMessage({ message: challenge.challenge.text });
  const tokens = await gql<{ authenticate: { accessToken?: string } }>(
    'mutation($id: String!, $s: String!) { authenticate(request: { id: $id, signature: $s }) { ... on AuthenticationTokens { accessToken } } }',
    { id: challenge.challenge.id, s: signature },
  );
  if (!tokens.authenticate.accessToken) throw new Error('Lens sign-in failed');
  return tokens.authenticate.accessToken;
}

type Gql = <T>(query: string, variables: Record<string, unknown>, token?: string) => Promise<T>;

/** Lens: each post's reactions and the reader's reposts, bookmarks, follows; mutes and blocks as the account's flags. */
async function readLens(
  manifest: SandboxManifest,
  posts: string[],
  people: string[],
): Promise<Map<string, number>> {
  const api = manifest.lens?.api;
  const me = manifest.demo?.lens?.account.toLowerCase();
  if (!api || !me) throw new Error('no Lens demo');
  const gql: Gql = async <T>(query: string, variables: Record<string, unknown>, token?: string) => {
    const answer = await json<{ data: T; errors?: { message: string }[] }>(
      await fetch(api, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      }),
    );
    if (answer.errors?.length) throw new Error(`Lens: ${answer.errors[0]?.message ?? ''}`);
    return answer.data;
  };
  const token = await lensToken(manifest, gql);
  const { counts, add } = counter();
  type Paged<T> = { items: T[]; pageInfo: { next: string | null } };
  const pages = async <T>(
    query: string,
    field: string,
    request: Record<string, unknown>,
    each: (item: T) => void,
  ) => {
    for (let cursor: string | null = null; ;) {
      const data: Record<string, Paged<T>> = await gql(
        query,
        { r: { ...request, ...(cursor ? { cursor } : {}) } },
        token,
      );
      const page = data[field];
      if (!page) throw new Error(`Lens: no ${field}`);
      page.items.forEach(each);
      cursor = page.pageInfo.next;
      if (!cursor) break;
    }
  };
  for (const post of posts)
    await pages<{ account: { address: string }; reactions: unknown[] }>(
      'query($r: PostReactionsRequest!) { postReactions(request: $r) { items { account { address } reactions { reaction } } pageInfo { next } } }',
      'postReactions',
      { post },
      (item) => {
        if (item.account.address.toLowerCase() === me)
          for (const _ of item.reactions) add('like', post);
      },
    );
  await pages<{ repostOf?: { id: string } }>(
    'query($r: PostsRequest!) { posts(request: $r) { items { ... on Repost { repostOf { id } } } pageInfo { next } } }',
    'posts',
    { filter: { authors: [me], postTypes: ['REPOST'] } },
    (item) => {
      if (item.repostOf) add('repost', item.repostOf.id);
    },
  );
  await pages<{ id?: string }>(
    'query($r: PostBookmarksRequest!) { postBookmarks(request: $r) { items { ... on Post { id } } pageInfo { next } } }',
    'postBookmarks',
    {},
    (item) => {
      if (item.id) add('bookmark', item.id);
    },
  );
  await pages<{ following: { address: string } }>(
    'query($r: FollowingRequest!) { following(request: $r) { items { following { address } } pageInfo { next } } }',
    'following',
    { account: me },
    (item) => add('follow', item.following.address.toLowerCase()),
  );
  for (const person of people) {
    const { account } = await gql<{
      account: { operations: { isMutedByMe: boolean; isBlockedByMe: boolean } | null } | null;
    }>(
      'query($r: AccountRequest!) { account(request: $r) { operations { isMutedByMe isBlockedByMe } } }',
      { r: { address: person } },
      token,
    );
    if (account?.operations?.isMutedByMe) add('mute', person.toLowerCase());
    if (account?.operations?.isBlockedByMe) add('block', person.toLowerCase());
  }
  return counts;
}

/**
 * The reader's switches as each network holds them, read through the
 * networks' own read APIs (never through the app): `posts` and `people`
 * are the targets pressed on each network, for the reads that go per target.
 */
export async function readToggles(
  manifest: SandboxManifest,
  appUrl: string,
  session: string,
  posts: Record<NetworkName, string[]>,
  people: Record<NetworkName, string[]>,
): Promise<ToggleRecords> {
  return {
    Bsky: await readBsky(manifest),
    Farcaster: await readFarcaster(manifest),
    Twitter: await readX(manifest, appUrl, session, posts.Twitter, people.Twitter),
    Lens: await readLens(manifest, posts.Lens, people.Lens),
  };
}
