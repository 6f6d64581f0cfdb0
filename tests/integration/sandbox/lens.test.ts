import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { accountAddress, gql, lens, signInAsDemo, textMetadata, upload } from './lensClient';
import { sandbox } from './sandboxClient';

const CREATE = `mutation($req: CreatePostRequest!) { post(request: $req) { __typename ... on PostResponse { hash } ... on TransactionWillFail { reason } ... on PostOperationValidationFailed { reason } } }`;
const READ = `query($id: PostId, $tx: TxHash) { post(request: { post: $id, txHash: $tx }) { __typename ... on Post { id slug contentUri author { username { localName } } metadata { __typename ... on TextOnlyMetadata { content tags } } commentOn { id } quoteOf { id } feed { address group { address } } } } }`;

interface ReadPost {
  post: {
    id: string;
    metadata: { __typename: string; content: string };
    author: { username: { localName: string } };
    commentOn: { id: string } | null;
    quoteOf: { id: string } | null;
    feed: { address: string; group: { address: string } | null };
  } | null;
}

/** Posts text as the signed-in account and reads the post back through its transaction hash. */
async function createPost(token: string, text: string, extra: Record<string, unknown> = {}) {
  const created = await gql<{ post: { __typename: string; hash?: string; reason?: string } }>(
    CREATE,
    { req: { contentUri: await upload(textMetadata(text)), ...extra } },
    token,
  );
  const hash = created.data.post.hash;
  const read = hash ? await gql<ReadPost>(READ, { tx: hash }) : undefined;
  return { result: created.data.post, post: read?.data.post ?? null };
}

describe('Lens v3 GraphQL (sandbox)', () => {
  it('signs in with a wallet challenge, posts metadata from storage, comments and quotes', async () => {
    const token = await signInAsDemo();
    const { result, post } = await createPost(token, 'gm Lens');
    expect(result.__typename).toBe('PostResponse');
    expect(result.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(post?.metadata).toMatchObject({ __typename: 'TextOnlyMetadata', content: 'gm Lens' });
    expect(post?.author.username.localName).toBe('polycast_demo');

    const listed = await gql<{ posts: { items: { id: string; contentUri: string }[] } }>(
      'query { posts(request: { pageSize: FIFTY }) { items { ... on Post { id contentUri } } } }',
    );
    const entry = listed.data.posts.items.find((p) => p.id === post?.id);
    expect(entry?.contentUri).toMatch(/^lens:\/\/[0-9a-f]{64}$/);

    // The contentUri resolves on the storage node.
    const key = entry?.contentUri.slice('lens://'.length);
    expect(
      ((await (await fetch(`${lens().storage}/${key}`)).json()) as { lens: { content: string } })
        .lens.content,
    ).toBe('gm Lens');

    const comment = await createPost(token, 'a comment', { commentOn: { post: post?.id } });
    expect(comment.post?.commentOn?.id).toBe(post?.id);
    const quote = await createPost(token, 'a quote', { quoteOf: { post: post?.id } });
    expect(quote.post?.quoteOf?.id).toBe(post?.id);
  });

  it('refuses writes without a session as Lens does, unresolvable content, and a wrong signer', async () => {
    const uri = await upload(textMetadata('no session'));
    const anonymous = await gql<unknown>(CREATE, { req: { contentUri: uri } });
    expect(anonymous.errors?.[0]).toMatchObject({
      message: "Unauthenticated - Authentication is required to access 'post'",
      extensions: { code: 'UNAUTHENTICATED' },
    });
    for (const [operation, mutation] of [
      ['follow', 'mutation($a: EvmAddress!) { follow(request: { account: $a }) { __typename } }'],
      [
        'joinGroup',
        'mutation($a: EvmAddress!) { joinGroup(request: { group: $a }) { __typename } }',
      ],
    ] as const) {
      const refused = await gql<unknown>(mutation, { a: await accountAddress('ada') });
      expect(refused.errors?.[0]?.extensions?.code, operation).toBe('UNAUTHENTICATED');
      expect(refused.data, operation).toBeNull();
    }
    const bookmarks = await gql<unknown>(
      'query { postBookmarks(request: {}) { items { __typename } } }',
    );
    expect(bookmarks.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const token = await signInAsDemo();
    const missing = await gql<{ post: { __typename: string } }>(
      CREATE,
      { req: { contentUri: `lens://${'0'.repeat(64)}` } },
      token,
    );
    expect(missing.data.post.__typename).toBe('TransactionWillFail');

    const [owner, intruder] = sandbox().evm.accounts;
    const challenge = await gql<{ challenge: { id: string; text: string } }>(
      'mutation($a: EvmAddress!, $o: EvmAddress!) { challenge(request: { accountOwner: { account: $a, owner: $o } }) { id text } }',
      { a: await accountAddress('polycast_demo'), o: owner?.address },
    );
    const forged = await privateKeyToAccount(intruder?.privateKey as `0x${string}`).signMessage({
      message: challenge.data.challenge.text,
    });
    const result = await gql<{ authenticate: { __typename: string } }>(
      'mutation($id: String!, $s: String!) { authenticate(request: { id: $id, signature: $s }) { __typename } }',
      { id: challenge.data.challenge.id, s: forged },
    );
    expect(result.data.authenticate.__typename).toBe('WrongSignerError');
  });

  it('finds accounts by name', async () => {
    const found = await gql<{ accounts: { items: { username: { localName: string } }[] } }>(
      'query { accounts(request: { filter: { searchBy: { localNameQuery: "ada" } } }) { items { username { localName } } } }',
    );
    expect(found.data.accounts.items.map((a) => a.username.localName)).toEqual(['ada']);
  });
});

describe('Lens follows, bookmarks and groups (sandbox)', () => {
  const FOLLOWS = `query($me: EvmAddress!, $them: EvmAddress!) {
    following(request: { account: $me }) { items { following { address } followedOn } }
    followers(request: { account: $them }) { items { follower { address } } }
    account(request: { address: $them }) { operations { isFollowedByMe isFollowingMe } }
    accountStats(request: { account: $them }) { graphFollowStats { followers } }
  }`;
  interface Follows {
    following: { items: { following: { address: string }; followedOn: string }[] };
    followers: { items: { follower: { address: string } }[] };
    account: { operations: { isFollowedByMe: boolean; isFollowingMe: boolean } };
    accountStats: { graphFollowStats: { followers: number } };
  }
  const FOLLOW = `mutation($a: EvmAddress!) { follow(request: { account: $a }) { __typename ... on FollowResponse { hash } ... on AccountFollowOperationValidationFailed { reason } } }`;
  const UNFOLLOW = `mutation($a: EvmAddress!) { unfollow(request: { account: $a }) { __typename ... on UnfollowResponse { hash } ... on AccountFollowOperationValidationFailed { reason } } }`;

  it('follows and unfollows, seen in following, followers, stats and isFollowedByMe', async () => {
    const token = await signInAsDemo();
    const me = await accountAddress('polycast_demo');
    const them = await accountAddress('ada');
    const read = async () => (await gql<Follows>(FOLLOWS, { me, them }, token)).data;

    // The seed has the demo person following Ada; start from that (or restore it).
    if (!(await read()).account.operations.isFollowedByMe) await gql(FOLLOW, { a: them }, token);
    const before = await read();
    expect(before.following.items.map((f) => f.following.address)).toContain(them);

    const unfollowed = await gql<{ unfollow: { __typename: string; hash: string } }>(
      UNFOLLOW,
      { a: them },
      token,
    );
    expect(unfollowed.data.unfollow.__typename).toBe('UnfollowResponse');
    const apart = await read();
    expect(apart.following.items.map((f) => f.following.address)).not.toContain(them);
    expect(apart.followers.items.map((f) => f.follower.address)).not.toContain(me);
    expect(apart.account.operations.isFollowedByMe).toBe(false);
    expect(apart.accountStats.graphFollowStats.followers).toBe(
      before.accountStats.graphFollowStats.followers - 1,
    );
    const again = await gql<{ unfollow: { __typename: string } }>(UNFOLLOW, { a: them }, token);
    expect(again.data.unfollow.__typename).toBe('AccountFollowOperationValidationFailed');

    const followed = await gql<{ follow: { __typename: string; hash: string } }>(
      FOLLOW,
      { a: them },
      token,
    );
    expect(followed.data.follow).toMatchObject({
      __typename: 'FollowResponse',
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    const after = await read();
    expect(after.following.items[0]?.following.address).toBe(them); // newest first
    expect(after.followers.items.map((f) => f.follower.address)).toContain(me);
    expect(after.account.operations).toEqual({ isFollowedByMe: true, isFollowingMe: true });
    const twice = await gql<{ follow: { __typename: string } }>(FOLLOW, { a: them }, token);
    expect(twice.data.follow.__typename).toBe('AccountFollowOperationValidationFailed');
    const self = await gql<{ follow: { __typename: string } }>(FOLLOW, { a: me }, token);
    expect(self.data.follow.__typename).toBe('TransactionWillFail');
  });

  it('bookmarks a post and lists it in postBookmarks until the bookmark is undone', async () => {
    const token = await signInAsDemo();
    const adas = await gql<{
      posts: { items: { id: string; operations: { hasBookmarked: boolean } }[] };
    }>(
      'query($a: EvmAddress!) { posts(request: { filter: { authors: [$a] } }) { items { ... on Post { id operations { hasBookmarked } } } } }',
      { a: await accountAddress('ada') },
      token,
    );
    const target = adas.data.posts.items.find((p) => !p.operations.hasBookmarked);
    if (!target) throw new Error('every post of Ada is bookmarked already');
    const BOOKMARKS =
      'query { postBookmarks(request: { pageSize: FIFTY }) { items { ... on Post { id operations { hasBookmarked } stats { bookmarks } } } } }';
    type Bookmarks = {
      postBookmarks: {
        items: {
          id: string;
          operations: { hasBookmarked: boolean };
          stats: { bookmarks: number };
        }[];
      };
    };

    const marked = await gql<{ bookmarkPost: unknown }>(
      'mutation($p: PostId!) { bookmarkPost(request: { post: $p }) }',
      { p: target.id },
      token,
    );
    expect(marked.errors).toBeUndefined();
    const listed = await gql<Bookmarks>(BOOKMARKS, {}, token);
    expect(listed.data.postBookmarks.items[0]).toMatchObject({
      id: target.id, // newest bookmark first
      operations: { hasBookmarked: true },
      stats: { bookmarks: 1 },
    });

    await gql(
      'mutation($p: PostId!) { undoBookmarkPost(request: { post: $p }) }',
      { p: target.id },
      token,
    );
    const after = await gql<Bookmarks>(BOOKMARKS, {}, token);
    expect(after.data.postBookmarks.items.map((p) => p.id)).not.toContain(target.id);
    const unknown = await gql<unknown>(
      'mutation { bookmarkPost(request: { post: "1" }) }',
      {},
      token,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('joins a group, shows up in groupMembers, posts in its feed, and leaves', async () => {
    const token = await signInAsDemo();
    const me = await accountAddress('polycast_demo');
    const found = await gql<{
      groups: {
        items: {
          address: string;
          metadata: { name: string };
          feed: { address: string };
          operations: { isMember: boolean };
        }[];
      };
    }>(
      'query { groups(request: { filter: { searchQuery: "rollup" } }) { items { address metadata { name } feed { address } operations { isMember } } } }',
      {},
      token,
    );
    const group = found.data.groups.items[0];
    if (!group) throw new Error('no seeded rollup group');
    expect(group.metadata.name).toBe('rollup-research');
    const LEAVE = 'mutation($g: EvmAddress!) { leaveGroup(request: { group: $g }) { __typename } }';
    const JOIN =
      'mutation($g: EvmAddress!) { joinGroup(request: { group: $g }) { __typename ... on JoinGroupResponse { hash } ... on GroupOperationValidationFailed { reason } } }';
    const MEMBERS =
      'query($g: EvmAddress!, $me: EvmAddress!) { groupMembers(request: { group: $g, orderBy: LAST_JOINED }) { items { account { address } joinedAt } } groupStats(request: { group: $g }) { totalMembers } groups(request: { filter: { member: $me } }) { items { address } } }';
    type Members = {
      groupMembers: { items: { account: { address: string } }[] };
      groupStats: { totalMembers: number };
      groups: { items: { address: string }[] };
    };
    if (group.operations.isMember) await gql(LEAVE, { g: group.address }, token); // a stale run

    const outside = await createPost(token, 'let me in', { feed: group.feed.address });
    expect(outside.result.__typename).toBe('PostOperationValidationFailed');
    const before = (await gql<Members>(MEMBERS, { g: group.address, me })).data;

    const joined = await gql<{ joinGroup: { __typename: string } }>(
      JOIN,
      { g: group.address },
      token,
    );
    expect(joined.data.joinGroup.__typename).toBe('JoinGroupResponse');
    const members = (await gql<Members>(MEMBERS, { g: group.address, me })).data;
    expect(members.groupMembers.items[0]?.account.address).toBe(me); // last joined first
    expect(members.groupStats.totalMembers).toBe(before.groupStats.totalMembers + 1);
    expect(members.groups.items.map((g) => g.address)).toContain(group.address);
    const twice = await gql<{ joinGroup: { __typename: string } }>(
      JOIN,
      { g: group.address },
      token,
    );
    expect(twice.data.joinGroup.__typename).toBe('GroupOperationValidationFailed');

    const inside = await createPost(token, 'hello rollup people', { feed: group.feed.address });
    expect(inside.post?.feed).toEqual({
      address: group.feed.address,
      group: { address: group.address },
    });
    const feed = await gql<{ posts: { items: { id: string }[] } }>(
      'query($f: EvmAddress!) { posts(request: { filter: { feeds: [{ feed: $f }] } }) { items { ... on Post { id } } } }',
      { f: group.feed.address },
    );
    expect(feed.data.posts.items.map((p) => p.id)).toContain(inside.post?.id);

    const left = await gql<{ leaveGroup: { __typename: string } }>(
      LEAVE,
      { g: group.address },
      token,
    );
    expect(left.data.leaveGroup.__typename).toBe('LeaveGroupResponse');
    const after = (await gql<Members>(MEMBERS, { g: group.address, me })).data;
    expect(after.groupMembers.items.map((m) => m.account.address)).not.toContain(me);
    expect(after.groups.items.map((g) => g.address)).not.toContain(group.address);
  });
});
