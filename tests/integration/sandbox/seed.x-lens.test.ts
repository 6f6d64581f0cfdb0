import { createHash, randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, signInAsDemo } from './lensClient';
import { sandbox } from './sandboxClient';

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Fetches a picture URL and says whether a PNG came back. */
async function isPng(url: string): Promise<boolean> {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  return (
    response.headers.get('content-type') === 'image/png' &&
    bytes.subarray(0, 8).toString('hex') === PNG_SIGNATURE
  );
}

const demo = () => {
  const found = sandbox().demo;
  if (!found?.x || !found.lens) throw new Error('the manifest names no demo person on X and Lens');
  return { ...found, x: found.x, lens: found.lens };
};

describe('seed data on Lens', () => {
  interface Stats {
    accountStats: {
      feedStats: { posts: number; comments: number; quotes: number };
      graphFollowStats: { followers: number; following: number };
    };
  }
  const STATS =
    'query($a: EvmAddress!) { accountStats(request: { account: $a }) { feedStats { posts comments quotes } graphFollowStats { followers following } } }';

  it('gives the demo person a profile, posts, an article, a picture, comments, quotes and follows', async () => {
    const account = demo().lens.account;
    const profile = await gql<{
      account: { owner: string; metadata: { name: string; picture: string } };
    }>(
      'query($a: EvmAddress!) { account(request: { address: $a }) { owner metadata { name picture } } }',
      {
        a: account,
      },
    );
    expect(profile.data.account.owner).toBe(demo().evmAccount);
    expect(profile.data.account.metadata.name).toBe('Polly Cast');
    expect(await isPng(profile.data.account.metadata.picture)).toBe(true);

    const stats = (await gql<Stats>(STATS, { a: account })).data.accountStats;
    expect(stats.feedStats.posts).toBeGreaterThanOrEqual(3);
    expect(stats.feedStats.comments).toBeGreaterThanOrEqual(1);
    expect(stats.feedStats.quotes).toBeGreaterThanOrEqual(1);
    expect(stats.graphFollowStats.followers).toBeGreaterThanOrEqual(12);
    expect(stats.graphFollowStats.following).toBeGreaterThanOrEqual(12);

    const posts = await gql<{
      posts: {
        items: {
          metadata: { __typename: string; title?: string; image?: { item: string } };
          stats: { comments: number };
        }[];
      };
    }>(
      'query($a: EvmAddress!) { posts(request: { filter: { authors: [$a], postTypes: [ROOT] } }) { items { ... on Post { stats { comments } metadata { __typename ... on ArticleMetadata { title } ... on ImageMetadata { image { item } } } } } } }',
      { a: account },
    );
    const items = posts.data.posts.items;
    expect(items.map((p) => p.metadata.title)).toContain('Why Polycast');
    const picture = items.find((p) => p.metadata.__typename === 'ImageMetadata');
    expect(await isPng(picture?.metadata.image?.item ?? '')).toBe(true);
    expect(picture?.stats.comments).toBeGreaterThanOrEqual(12); // everyone said hello
  });

  it('has a dozen other people, each with posts, comments and followers', async () => {
    const accounts = await gql<{
      accounts: { items: { address: string; username: { localName: string } }[] };
    }>(
      'query { accounts(request: { pageSize: FIFTY }) { items { address username { localName } } } }',
    );
    const others = accounts.data.accounts.items.filter((a) => a.address !== demo().lens.account);
    expect(others.length).toBeGreaterThanOrEqual(12);
    let quotes = 0;
    let pictures = 0;
    for (const other of others.slice(0, 12)) {
      const name = other.username.localName;
      const stats = (await gql<Stats>(STATS, { a: other.address })).data.accountStats;
      expect(stats.feedStats.posts, name).toBeGreaterThanOrEqual(2);
      expect(stats.feedStats.comments, name).toBeGreaterThanOrEqual(1);
      expect(stats.graphFollowStats.followers, name).toBeGreaterThanOrEqual(1);
      quotes += stats.feedStats.quotes;
      const theirs = await gql<{ posts: { items: { metadata: { __typename: string } }[] } }>(
        'query($a: EvmAddress!) { posts(request: { filter: { authors: [$a] } }) { items { ... on Post { metadata { __typename } } } } }',
        { a: other.address },
      );
      pictures += theirs.data.posts.items.filter(
        (p) => p.metadata.__typename === 'ImageMetadata',
      ).length;
    }
    expect(quotes).toBeGreaterThanOrEqual(3);
    expect(pictures).toBeGreaterThanOrEqual(4);
  });

  it('fills a timeline, the demo person bookmarks, and groups have members and posts', async () => {
    const timeline = await gql<{
      timeline: { items: { primary: { author: { address: string } }; comments: unknown[] }[] };
    }>(
      'query($a: EvmAddress!) { timeline(request: { account: $a }) { items { primary { author { address } } comments { __typename } } } }',
      { a: demo().lens.account },
    );
    const authors = new Set(timeline.data.timeline.items.map((i) => i.primary.author.address));
    expect(authors.size).toBeGreaterThanOrEqual(12);
    expect(timeline.data.timeline.items.some((i) => i.comments.length > 0)).toBe(true);

    const bookmarks = await gql<{ postBookmarks: { items: unknown[] } }>(
      'query { postBookmarks(request: {}) { items { __typename } } }',
      {},
      await signInAsDemo(),
    );
    expect(bookmarks.data.postBookmarks.items.length).toBeGreaterThanOrEqual(3);

    const groups = await gql<{
      groups: {
        items: { address: string; feed: { address: string }; metadata: { icon: string } }[];
      };
    }>('query { groups(request: {}) { items { address feed { address } metadata { icon } } } }');
    expect(groups.data.groups.items.length).toBeGreaterThanOrEqual(2);
    for (const group of groups.data.groups.items) {
      const inside = await gql<{
        groupStats: { totalMembers: number };
        posts: { items: unknown[] };
      }>(
        'query($g: EvmAddress!, $f: EvmAddress!) { groupStats(request: { group: $g }) { totalMembers } posts(request: { filter: { feeds: [{ feed: $f }] } }) { items { __typename } } }',
        { g: group.address, f: group.feed.address },
      );
      expect(inside.data.groupStats.totalMembers).toBeGreaterThanOrEqual(3);
      expect(inside.data.posts.items.length).toBeGreaterThanOrEqual(2);
      expect(await isPng(group.metadata.icon)).toBe(true);
    }
  });
});

describe('seed data on X', () => {
  const api = () => sandbox().x?.api ?? '';
  let token = '';

  interface Tweet {
    id: string;
    author_id: string;
    referenced_tweets?: { type: 'replied_to' | 'quoted'; id: string }[];
    attachments?: { media_keys?: string[]; poll_ids?: string[] };
  }
  interface Timeline {
    data: Tweet[];
    includes?: {
      media?: { media_key: string; type: string; url: string }[];
      polls?: { id: string; options: { label: string }[] }[];
    };
  }
  const get = async <T>(path: string) => {
    const response = await fetch(`${api()}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };
  const tweetsOf = (id: string) =>
    get<Timeline>(
      `/2/users/${id}/tweets?max_results=100&expansions=attachments.media_keys,attachments.poll_ids&media.fields=url`,
    );

  /** OAuth 2.0 with PKCE as the demo person (the sandbox consents at once). */
  beforeAll(async () => {
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${api()}/i/oauth2/authorize`);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: 'polycast',
      redirect_uri: 'http://127.0.0.1/callback',
      state: 'seed',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      scope: 'tweet.read users.read follows.read',
      login_hint: demo().x.username,
    }))
      authorize.searchParams.set(k, v);
    const redirect = await fetch(authorize, { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const answer = await fetch(`${api()}/2/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'http://127.0.0.1/callback',
        code_verifier: verifier,
        client_id: 'polycast',
      }),
    });
    token = ((await answer.json()) as { access_token: string }).access_token;
  });

  it('gives the demo person Tweets, a reply, a quote, a poll and a picture', async () => {
    const me = await get<{ data: { id: string; username: string } }>('/2/users/me');
    expect(me.data).toMatchObject({ id: demo().x.id, username: 'polycast_demo' });
    const { data, includes } = await tweetsOf(me.data.id);
    expect(data.filter((t) => !t.referenced_tweets).length).toBeGreaterThanOrEqual(2);
    expect(data.some((t) => t.referenced_tweets?.[0]?.type === 'replied_to')).toBe(true);
    expect(data.some((t) => t.referenced_tweets?.[0]?.type === 'quoted')).toBe(true);
    expect(includes?.polls?.[0]?.options.length).toBeGreaterThanOrEqual(2);
    const photo = includes?.media?.find((m) => m.type === 'photo');
    expect(data.some((t) => t.attachments?.media_keys?.includes(photo?.media_key ?? ''))).toBe(
      true,
    );
    expect(await isPng(photo?.url ?? '')).toBe(true);
  });

  it('knows a dozen other people who Tweet, reply and follow each other', async () => {
    const following = await get<{ data: { id: string; username: string }[] }>(
      `/2/users/${demo().x.id}/following`,
    );
    expect(following.data.length).toBeGreaterThanOrEqual(12);
    const followers = await get<{ data: { id: string }[] }>(`/2/users/${demo().x.id}/followers`);
    expect(followers.data.length).toBeGreaterThanOrEqual(12);

    let pictures = 0;
    for (const other of following.data) {
      const { data, includes } = await tweetsOf(other.id);
      expect(data.length, other.username).toBeGreaterThanOrEqual(3);
      expect(
        data.some((t) => t.referenced_tweets?.some((r) => r.type === 'replied_to')),
        other.username,
      ).toBe(true);
      pictures += includes?.media?.length ?? 0;
      const theirs = await get<{ data: unknown[] }>(`/2/users/${other.id}/following`);
      expect(theirs.data.length, other.username).toBeGreaterThanOrEqual(1);
    }
    expect(pictures).toBeGreaterThanOrEqual(4);

    const home = await get<{ data: Tweet[] }>(
      `/2/users/${demo().x.id}/timelines/reverse_chronological?max_results=100`,
    );
    expect(new Set(home.data.map((t) => t.author_id)).size).toBeGreaterThanOrEqual(12);
  });
});
